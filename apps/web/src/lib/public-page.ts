import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** What a public page's prefetch gets: the route's params, the whole URL and the request's cache. */
export interface PrefetchArgs {
  params: Params;
  url: URL;
  queryClient: QueryClient;
}

/** Loads into the cache the data a page shows first (never throws: failed queries stay in the cache). */
export type RoutePrefetch = (args: PrefetchArgs) => Promise<unknown>;

/**
 * The `handle` of a route the server renders to HTML (public pages: ARCHITECTURE §7). `prefetch`
 * names the queries the page reads on its first render, so the HTML shows the content, not a
 * skeleton, and the browser reuses the same answers when it takes over. Only the server runs it:
 * pass it as `import.meta.env.SSR ? prefetch : undefined`, so the browser's build drops it and the
 * query code it imports from the entry (every route file is in the entry).
 */
export interface PublicPageHandle {
  publicPage: true;
  prefetch?: RoutePrefetch;
}

export const publicPage = (prefetch?: RoutePrefetch): PublicPageHandle => ({ publicPage: true, prefetch });

export function isPublicPageHandle(handle: unknown): handle is PublicPageHandle {
  return typeof handle === 'object' && handle !== null && (handle as PublicPageHandle).publicPage === true;
}
