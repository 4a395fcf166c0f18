import {
  REFRESH_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  fillPath,
  splitRouteKey,
  toQueryString,
  type ApiError,
  type ApiRouteKey,
  type ApiRoutes,
  type RouteInput,
  type RouteInputOptional,
  type RouteResponse,
} from '@dala/shared';
import { i18n, messageText } from './i18n';
import { noteAnswer } from './offline/cached-answers';

/** Base URL of the API; the SPA and API share an origin by default. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';

/**
 * How requests reach the API: the browser's fetch, or, when the server renders a page, a function that
 * hands the request to the API in the same process (`setApiTransport` in entry-server.tsx).
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Replaces the transport (server rendering only). */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** Spec §8: the text shown when no answer came back at all (in the active language). */
export const networkErrorMessage = () => i18n.t('apiClient.networkError');

/** Spec §8 error classes. */
export type ApiErrorKind = 'network' | 'auth' | 'validation' | 'server' | 'unknown';

/** The class of an answer's status (0 = no answer). */
export function errorKindOf(status: number): ApiErrorKind {
  if (status === 0) return 'network';
  if (status === 401 || status === 403) return 'auth';
  if (status === 400 || status === 422) return 'validation';
  if (status >= 500) return 'server';
  return 'unknown';
}

/** An API answer that is not a success (or no answer: status 0), carrying the server's error shape. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly body?: ApiError,
  ) {
    super(message);
  }
  /** Field errors keyed like the form (`{ email: ['…'] }`), when the server sent them. */
  get fields() {
    return this.body?.fields;
  }
  get kind(): ApiErrorKind {
    return errorKindOf(this.status);
  }
}

/**
 * Spec §8 error-text precedence: the answer's detail, message or error; otherwise the status text
 * with the status code; otherwise the fallback message.
 */
export function errorTextFrom(body: unknown, status: number, statusText: string, fallback: string): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['detail', 'message', 'error'] as const) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  if (statusText) return `${statusText} (${status})`;
  return fallback;
}

/**
 * Text for a toast after a failed call (spec §8): server message, else the given one, else generic.
 * A message key (from a shared constant) is translated; a server's text is shown as it came.
 */
export function toastMessageFor(error: unknown, configured?: string): string {
  if (error instanceof ApiRequestError && error.message) return messageText(error.message);
  return configured ?? i18n.t('anErrorOccurred');
}

// ---------------------------------------------------------------------------------------------
// Access token: kept in memory only (never localStorage), so a reload restarts the session from
// the httpOnly refresh cookie.

type TokenListener = (token: string | null) => void;
let accessToken: string | null = null;
const tokenListeners = new Set<TokenListener>();

export const tokenStore = {
  get: () => accessToken,
  set(token: string | null) {
    if (token === accessToken) return;
    accessToken = token;
    for (const listener of tokenListeners) listener(token);
  },
  clear() {
    tokenStore.set(null);
  },
  /** Called on every change; returns the unsubscribe function. */
  subscribe(listener: TokenListener) {
    tokenListeners.add(listener);
    return () => void tokenListeners.delete(listener);
  },
};

// ---------------------------------------------------------------------------------------------

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  body?: unknown;
  timeoutMs?: number;
  /** Internal: the retry after a silent refresh must not refresh again. */
  skipRefresh?: boolean;
}

/** Paths whose 401 is an answer about credentials, not an expired session. */
const NO_REFRESH_PATHS = ['/auth/login', '/auth/token/refresh', '/auth/logout', '/auth/register'];

/**
 * JSON (or FormData) request to the API with the bearer token, credentials and a 10 s timeout.
 * Throws ApiRequestError for non-2xx answers and for network failures (status 0).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, timeoutMs = REQUEST_TIMEOUT_MS, headers, skipRefresh = false, ...rest } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const tokenAtStart = accessToken;
  let response: Response;
  try {
    response = await transport(`${API_BASE_URL}${path}`, {
      credentials: 'include',
      ...rest,
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...(tokenAtStart ? { Authorization: `Bearer ${tokenAtStart}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: rest.signal ?? AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    if (rest.signal?.aborted) throw cause;
    throw new ApiRequestError(networkErrorMessage(), 0);
  }

  const renewed = response.headers.get('x-new-access-token');
  if (renewed && accessToken === tokenAtStart) tokenStore.set(renewed);
  // An answer the service worker served from its cache (no network) says so: the screen shows when.
  noteAnswer(path, response.headers);

  const text = await response.text().catch(() => '');
  const data: unknown = text ? safeJson(text) : undefined;
  if (response.ok) return data as T;

  if (response.status === 401) {
    const retryable = !skipRefresh && !NO_REFRESH_PATHS.some((p) => path.startsWith(p));
    const again = () => apiRequest<T>(path, { ...options, skipRefresh: true });
    if (retryable && tokenAtStart) {
      // An expired access token: one silent refresh (shared with any other caller), then one retry.
      // A failed refresh clears the tokens itself.
      if (await silentRefresh()) return again();
    } else if (retryable && refreshInFlight) {
      // Sent without a token while the session's refresh was running (a page's queries start as the
      // app starts): wait for that refresh and, if it brought a session, send the request once more.
      if (await refreshInFlight) return again();
    } else if (retryable && accessToken) {
      // Sent without a token, and a session arrived before the answer did: once more with it.
      return again();
    } else if (accessToken === tokenAtStart) {
      // A 401 about the token this request carried (or about having none) ends the session; one about
      // an older token does not undo a newer sign-in or refresh.
      tokenStore.clear();
    }
  }
  throw toApiRequestError(data, response);
}

/** Per-call options of callApi besides the route's input. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

type CallArgs<K extends ApiRouteKey> =
  RouteInputOptional<ApiRoutes[K]> extends true
    ? [input?: RouteInput<ApiRoutes[K]>, options?: CallOptions]
    : [input: RouteInput<ApiRoutes[K]>, options?: CallOptions];

/**
 * Calls an API route by its contract key (packages/shared `apiRoutes`): the path is filled from
 * `params`, `query` becomes the query string, `body` is sent as JSON (or as multipart when it is a
 * FormData), and the answer is typed by the contract. Only features' data hooks (`features/<f>/api/`)
 * call it; pages use the hooks.
 */
export function callApi<K extends ApiRouteKey>(
  key: K,
  ...[input, options]: CallArgs<K>
): Promise<RouteResponse<ApiRoutes[K]>> {
  const [method, path] = splitRouteKey(key);
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  return apiRequest<RouteResponse<ApiRoutes[K]>>(`${fillPath(path, params)}${toQueryString(query)}`, {
    method,
    body,
    ...options,
  });
}

function toApiRequestError(data: unknown, response: Response): ApiRequestError {
  const message = errorTextFrom(
    data,
    response.status,
    response.statusText,
    i18n.t('apiClient.requestFailed'),
  );
  const body = isApiErrorBody(data) ? data : undefined;
  return new ApiRequestError(message, response.status, body);
}

function isApiErrorBody(data: unknown): data is ApiError {
  return !!data && typeof data === 'object' && typeof (data as { detail?: unknown }).detail === 'string';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Silent refresh: at most one in flight; every caller waiting at the same time shares its result.

let refreshInFlight: Promise<string | null> | null = null;
/** Whether the last silent refresh failed for want of a network (no answer), not for want of a session. */
let lastRefreshOffline = false;
const refreshListeners = new Set<(refreshing: boolean) => void>();

/** True while a silent refresh is running (the redirect-to-login helper waits for it). */
export const refreshState = {
  isRefreshing: () => refreshInFlight !== null,
  /** The last refresh got no answer at all (offline): the session may well still exist. */
  wasOffline: () => lastRefreshOffline,
  subscribe(listener: (refreshing: boolean) => void) {
    refreshListeners.add(listener);
    return () => void refreshListeners.delete(listener);
  },
};
const notifyRefresh = () => refreshListeners.forEach((listener) => listener(refreshInFlight !== null));

/**
 * Asks for a new access token with the refresh cookie (5 s timeout). Resolves to the new token, or
 * null when there is no session (spec §8: 'No refresh token found.' / 401 / 400 are quiet; other
 * failures are logged). The token store is updated either way.
 */
export function silentRefresh(): Promise<string | null> {
  refreshInFlight ??= (async () => {
    try {
      const answer = await apiRequest<{ access_token?: string }>('/auth/token/refresh', {
        method: 'POST',
        timeoutMs: REFRESH_TIMEOUT_MS,
        skipRefresh: true,
      });
      const token = answer?.access_token ?? null;
      lastRefreshOffline = false;
      tokenStore.set(token);
      return token;
    } catch (error) {
      const quiet =
        error instanceof ApiRequestError &&
        (error.status === 401 || error.status === 400 || error.message === 'No refresh token found.');
      lastRefreshOffline = error instanceof ApiRequestError && error.status === 0;
      if (!quiet && !lastRefreshOffline) console.warn('Silent refresh failed', error);
      // The server refused the session: it has ended, and nothing of it stays on the device.
      // (Its own chunk: the first load does not carry the offline storage.)
      if (quiet) await import('./offline/private-data').then((m) => m.clearPrivateData()).catch(() => {});
      tokenStore.clear();
      return null;
    } finally {
      refreshInFlight = null;
      notifyRefresh();
    }
  })();
  notifyRefresh();
  return refreshInFlight;
}

/**
 * Multipart upload with progress (fetch cannot report upload progress). Same headers, token,
 * timeout-free (large files on slow links), same error shape as apiRequest.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
  method = 'POST',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE_URL}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const token = accessToken;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiRequestError(networkErrorMessage(), 0));
    xhr.onload = () => {
      const renewed = xhr.getResponseHeader('x-new-access-token');
      if (renewed && accessToken === token) tokenStore.set(renewed);
      const data = xhr.responseText ? safeJson(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      if (xhr.status === 401 && accessToken === token) tokenStore.clear();
      const message = errorTextFrom(data, xhr.status, xhr.statusText, i18n.t('apiClient.requestFailed'));
      reject(new ApiRequestError(message, xhr.status, isApiErrorBody(data) ? data : undefined));
    };
    xhr.send(form);
  });
}

/**
 * Downloads a protected file (e.g. a verification document) with the bearer token and hands it to
 * the browser as a file. `url` is the API's own download path (with or without the /api prefix).
 */
export async function apiDownload(url: string, filename: string): Promise<void> {
  const path = url.startsWith(API_BASE_URL) ? url.slice(API_BASE_URL.length) : url;
  const token = accessToken;
  let response: Response;
  try {
    response = await transport(`${API_BASE_URL}${path}`, {
      credentials: 'include',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS * 6),
    });
  } catch {
    throw new ApiRequestError(networkErrorMessage(), 0);
  }
  if (!response.ok) {
    if (response.status === 401 && accessToken === token) tokenStore.clear();
    const data = safeJson(await response.text().catch(() => ''));
    throw new ApiRequestError(
      errorTextFrom(data, response.status, response.statusText, i18n.t('apiClient.downloadFailed')),
      response.status,
      isApiErrorBody(data) ? data : undefined,
    );
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
