import {
  fillPath,
  splitRouteKey,
  toQueryString,
  type ApiRouteKey,
  type ApiRoutes,
  type RouteInput,
} from '@dala/shared';
import { useSyncExternalStore } from 'react';

/**
 * The service worker's names (src/sw/private-answers.ts; written again here so that the first load
 * carries no chunk of the worker's module; offline.test.ts holds them equal).
 */
export const CACHED_AT_HEADER = 'x-dala-cached-at';
export const PRIVATE_CACHE_PREFIX = 'dala-private-';

/**
 * Which API answers the page shows came from the service worker's cache (no network), and when the
 * server gave them: the api-client notes every answer (`noteAnswer`); a screen asks for its own
 * (`useCachedAnswerDate`) to say "You are offline — last updated …". A fresh answer from the network
 * clears the note.
 */
const cachedAt = new Map<string, string>();
const listeners = new Set<() => void>();

/** Called by the api-client with every answer's path (after /api) and its headers. */
export function noteAnswer(path: string, headers: Headers): void {
  const date = headers.get(CACHED_AT_HEADER);
  if ((cachedAt.get(path) ?? null) === date) return;
  if (date) cachedAt.set(path, date);
  else cachedAt.delete(path);
  for (const listener of listeners) listener();
}

/** When the cached answer of `path` was given (ISO), or null when it came from the network. */
export function cachedAnswerDate(path: string): string | null {
  return cachedAt.get(path) ?? null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The path callApi requests for a route and its input (as the api-client notes it). */
export function routePath<K extends ApiRouteKey>(key: K, input?: RouteInput<ApiRoutes[K]>): string {
  const [, path] = splitRouteKey(key);
  const { params, query } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  };
  return `${fillPath(path, params)}${toQueryString(query)}`;
}

/**
 * For a screen: when the answer it shows for `key` and `input` was given, if it came from the offline
 * cache; null while it is fresh from the network.
 */
export function useCachedAnswerDate<K extends ApiRouteKey>(
  key: K,
  input?: RouteInput<ApiRoutes[K]>,
): string | null {
  const path = routePath(key, input);
  return useSyncExternalStore(
    subscribe,
    () => cachedAnswerDate(path),
    () => null,
  );
}

/** For tests: forget every note. */
export function resetCachedAnswers(): void {
  cachedAt.clear();
  for (const listener of listeners) listener();
}
