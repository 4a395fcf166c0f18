/** The same server, another database: works for postgres://host/db and socket URLs (?host=/path). */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A connection for CREATE/DROP DATABASE: the URL's own database (it must exist), else postgres. */
export function adminUrlFor(serverUrl: string): string {
  const url = new URL(serverUrl);
  return url.pathname.length > 1 ? serverUrl : withDatabase(serverUrl, 'postgres');
}
