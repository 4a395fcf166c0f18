/**
 * Which API answers the service worker keeps for offline use, and whose they are. Pure functions (no
 * service-worker globals), shared by the worker and its unit test.
 *
 * Only these signed-in GETs are kept, each in the cache of the user whose token asked for it: a
 * traveler's tickets, trip bookings and bookings, their trips list, and a transporter's trips with
 * their manifests and seat maps (the conductor's phone at the door). Every other API answer — private or public —
 * goes to the network and is never stored by the worker.
 */
const PRIVATE_GETS: readonly RegExp[] = [
  // A ticket with its QR (and the public key a conductor's phone checks QR codes with).
  /^\/api\/tickets\/[^/]+$/,
  /^\/api\/trip-bookings\/[^/]+$/,
  /^\/api\/bookings(\/[^/]+)?$/,
  /^\/api\/me\/trips$/,
  /^\/api\/operator\/trips(\/\d+(\/manifest)?)?$/,
  // A trip's seat map, as the transporter's trip page shows it beside the manifest.
  /^\/api\/trips\/\d+$/,
];

/** Whether a same-origin GET of this path is one the worker keeps (network first) for offline use. */
export function isPrivateGet(pathname: string): boolean {
  return PRIVATE_GETS.some((pattern) => pattern.test(pathname));
}

/** Every private cache's name starts so: one per user, `dala-private-<user id>`. */
export const PRIVATE_CACHE_PREFIX = 'dala-private-';

/** The cache of one user's private answers. */
export const privateCacheName = (userId: string) => `${PRIVATE_CACHE_PREFIX}${userId}`;

/** Header the worker adds to an answer it served from its cache: when the server gave it (ISO). */
export const CACHED_AT_HEADER = 'x-dala-cached-at';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user a request speaks for: the subject of its bearer token (the API's access tokens are JWTs
 * whose `sub` is the user's id). Not verified here — the server verifies every token, and only an
 * answer it accepted (200) is kept under this name. Null without a readable token.
 */
export function userOfAuthorization(header: string | null): string | null {
  const token = /^Bearer\s+([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(header ?? '');
  if (!token) return null;
  try {
    const json = atob(token[2]!.replace(/-/g, '+').replace(/_/g, '/'));
    const sub: unknown = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && UUID.test(sub) ? sub.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Whether a navigation's answer is a page the server rendered (a public page: kept for offline
 * visits) rather than the empty shell of a signed-in screen (the precached shell stands in for those).
 */
export function isRenderedPage(html: string): boolean {
  return html.includes('<div id="root">') && !html.includes('<div id="root"></div>');
}
