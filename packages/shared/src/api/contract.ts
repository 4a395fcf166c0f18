import type { z } from 'zod';

/**
 * Route contracts: every API route is written down once, here in packages/shared, as
 * `'METHOD /path/:param'` → the schemas of what it takes and what it answers. The API registers the
 * route from its contract (apps/api/src/lib/contract.ts: `app.route({ ...route(contracts, key), handler })`)
 * and the web calls it by the same key (apps/web/src/lib/api-client.ts: `callApi(key, input)`), so
 * the path, the input and the answer's type cannot drift apart. The web imports the contracts as
 * types only: no schema reaches its bundle.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = `${HttpMethod} /${string}`;

export interface RouteContract {
  /** Path parameters (`:id` in the key). */
  params?: z.ZodType;
  /** Query string. */
  query?: z.ZodType;
  /** JSON body. */
  body?: z.ZodType;
  /**
   * multipart/form-data: the handler reads the parts itself (files are checked by content); the web
   * sends a FormData. Mutually exclusive with `body`.
   */
  multipart?: true;
  /**
   * Answers by status. A route that answers a file or an HTML page (not JSON) has none; the web
   * downloads or links it instead of calling it.
   */
  response?: { readonly [status: number]: z.ZodType };
}

export type RouteContracts = { readonly [key: RouteKey]: RouteContract };

/** Declares a group of route contracts, keeping their exact types. */
export function defineRoutes<const T extends RouteContracts>(routes: T): T {
  return routes;
}

/** `'GET /bookings/:id'` → `['GET', '/bookings/:id']`. */
export function splitRouteKey(key: RouteKey): [HttpMethod, string] {
  const space = key.indexOf(' ');
  return [key.slice(0, space) as HttpMethod, key.slice(space + 1)];
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** What a successful call answers: the union of the contract's 2xx answers (`undefined` for 204). */
export type RouteResponse<C extends RouteContract> = C['response'] extends infer R
  ? R extends { readonly [status: number]: z.ZodType }
    ? {
        [S in keyof R & SuccessStatus]: S extends 204 ? undefined : z.output<R[S]>;
      }[keyof R & SuccessStatus]
    : unknown
  : never;

/**
 * What a caller gives: params and query as the server reads them (the client writes them as text),
 * the body as the server accepts it (fields with defaults may be left out), a FormData for multipart.
 */
export type RouteInput<C extends RouteContract> = (C['params'] extends z.ZodType
  ? { params: z.output<C['params']> }
  : { params?: never }) &
  (C['query'] extends z.ZodType ? { query?: Partial<z.output<C['query']>> } : { query?: never }) &
  (C['body'] extends z.ZodType
    ? { body: z.input<C['body']> }
    : C['multipart'] extends true
      ? { body: FormData }
      : { body?: never });

/** True when a call of this route needs no input at all. */
export type RouteInputOptional<C extends RouteContract> = C['params'] extends z.ZodType
  ? false
  : C['body'] extends z.ZodType
    ? false
    : C['multipart'] extends true
      ? false
      : true;

/** `/bookings/:id` with `{ id: 'x y' }` → `/bookings/x%20y`. Throws on a missing parameter. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` from a query object; undefined, null and '' are left out, arrays repeat the key. */
export function toQueryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(key, String(item));
    } else {
      search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
