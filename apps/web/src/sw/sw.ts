/**
 * The service worker (Workbox, built by vite-plugin-pwa's injectManifest: vite.config.ts). What it
 * does, in the order of its routes:
 *
 * - Precache: the app shell (index.html), the entry chunks, the stylesheet, the fonts, the icons and
 *   the chunks and texts of the screens that must open offline — a ticket, a booking, a transporter's
 *   trip with its manifest (offline-precache.ts picks them).
 * - Assets (/assets/*, hashed, never changing): cache first, so every chunk a visit loaded opens
 *   offline afterwards too.
 * - Private API answers (private-answers.ts lists them): network first, kept per user (the bearer
 *   token's subject); offline, the cached answer, marked with when it was stored. Nothing else from
 *   /api is ever stored.
 * - Pages: network first; a page the server rendered (public) is kept for offline visits; offline,
 *   a signed-in screen gets the precached shell and renders from the cached answers.
 *
 * A new version waits (no reload under anyone's booking); the page asks it to take over when the
 * site is next opened (register-service-worker.ts).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CACHED_AT_HEADER,
  PRIVATE_CACHE_PREFIX,
  isPrivateGet,
  isRenderedPage,
  privateCacheName,
  userOfAuthorization,
} from './private-answers';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Header a stored private answer carries: when it was stored (ISO). */
const STORED_AT_HEADER = 'x-dala-stored-at';
/** How long a private GET waits for the network before the stored answer is shown (slow signal). */
const PRIVATE_NETWORK_TIMEOUT_MS = 6000;
const SHELL_URL = '/index.html';

// '/' is the server-rendered home page, not the shell: no directory-index mapping onto index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
// Once active, the worker serves the pages already open too: the first visit's pre-warm
// (offline-prewarm.ts) is what it keeps.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Hashed build files: a name never changes its content.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'dala-assets',
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isPrivateGet(url.pathname),
  ({ request, event }) => privateAnswer(request, event),
);

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'dala-pages',
      networkTimeoutSeconds: 5,
      plugins: [
        {
          // Public pages only: a signed-in screen's shell is the precached one.
          cacheWillUpdate: async ({ response }) =>
            response.status === 200 && isRenderedPage(await response.clone().text()) ? response : null,
        },
        new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true }),
        {
          // Offline with no copy of this page: the shell, which renders the screen from cached answers.
          handlerDidError: async () => (await matchPrecache(SHELL_URL)) ?? undefined,
        },
      ],
    }),
    { denylist: [/^\/api\//] },
  ),
);

/**
 * Network first for a private GET: a 200 answer is stored in the cache of the token's user (and any
 * other user's private cache is dropped: one person's answers per device); no answer, or none within
 * the timeout while a stored one exists, serves the stored one, marked with when it was stored.
 */
async function privateAnswer(request: Request, event: ExtendableEvent): Promise<Response> {
  const user = userOfAuthorization(request.headers.get('authorization'));
  const network = fetch(request).then(async (response) => {
    if (user && response.status === 200) await store(user, request, response.clone());
    return response;
  });
  event.waitUntil(network.then(() => undefined).catch(() => undefined));
  try {
    return await withTimeout(network, PRIVATE_NETWORK_TIMEOUT_MS);
  } catch {
    const stored = await storedAnswer(request, user);
    if (stored) return stored;
    return network;
  }
}

async function store(user: string, request: Request, response: Response): Promise<void> {
  const name = privateCacheName(user);
  for (const key of await caches.keys()) {
    if (key.startsWith(PRIVATE_CACHE_PREFIX) && key !== name) await caches.delete(key);
  }
  const headers = new Headers(response.headers);
  // A renewed token belongs to the moment it was sent, never to a replay.
  headers.delete('x-new-access-token');
  headers.set(STORED_AT_HEADER, new Date().toISOString());
  const body = await response.blob();
  const cache = await caches.open(name);
  await cache.put(request.url, new Response(body, { status: 200, statusText: 'OK', headers }));
}

/**
 * The stored answer to a request: from its token's user's cache, or (a reload offline carries no
 * token: tokens live in the page's memory) from the one user's cache this device holds.
 */
async function storedAnswer(request: Request, user: string | null): Promise<Response | undefined> {
  const names = user
    ? [privateCacheName(user)]
    : (await caches.keys()).filter((key) => key.startsWith(PRIVATE_CACHE_PREFIX));
  for (const name of names) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    const match = await cache.match(request.url, { ignoreVary: true });
    if (!match) continue;
    const headers = new Headers(match.headers);
    headers.set(CACHED_AT_HEADER, match.headers.get(STORED_AT_HEADER) ?? new Date(0).toISOString());
    return new Response(await match.blob(), { status: 200, statusText: 'OK', headers });
  }
  return undefined;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
