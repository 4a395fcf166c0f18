const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True for a well-formed UUID. Routes check ids with it before querying, so that a malformed id is
 * the same 404 as an unknown one (and never reaches PostgreSQL as an invalid uuid literal).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
