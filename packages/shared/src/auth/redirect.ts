/**
 * Where the app may send a browser after signing in or paying: a path of this site, never another
 * origin (no open redirect). One rule for the web (the login page's `from`) and the server (the
 * payment's `return_path`).
 */

const BASE = 'https://x.invalid';
const MAX_LENGTH = 2_000;
/** C0 and C1 controls and DEL (the URL parser drops tabs and newlines: `/<tab>/evil` is `//evil`). */
const hasControlCharacter = (value: string) =>
  [...value].some((c) => {
    const code = c.charCodeAt(0);
    return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
  });
/** How many rounds of percent-decoding are looked through (`%252F` is `%2F` is `/`). */
const DECODE_ROUNDS = 3;

/**
 * `value` itself when it is a same-origin path (`/…` with an optional query and fragment), else
 * undefined. Refused: anything not starting with one `/` (absolute and scheme URLs, `//host`), a
 * backslash (browsers read `/\host` as `//host`), control characters, a path that percent-decodes
 * (once or repeatedly) to any of these, and anything the URL parser resolves to another origin.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return undefined;
  if (!isSamePath(value)) return undefined;
  // The path again, percent-decoded as far as it goes: a router or server that decodes it must not
  // find a host in it either.
  let path = value.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; path.includes('%'); round++) {
    if (round === DECODE_ROUNDS) return undefined;
    try {
      path = decodeURIComponent(path);
    } catch {
      return undefined; // malformed escapes, e.g. `/100%`
    }
    if (!isSamePath(path)) return undefined;
  }
  return value;
}

function isSamePath(value: string): boolean {
  if (
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\') ||
    hasControlCharacter(value)
  ) {
    return false;
  }
  try {
    const url = new URL(value, BASE);
    // Dot segments can still make a `//` path (`/..//evil`), which a router would take for a host.
    return url.origin === BASE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}
