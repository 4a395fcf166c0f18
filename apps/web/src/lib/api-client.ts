import { REQUEST_TIMEOUT_MS, type ApiError } from '@dala/shared';

/** Base URL of the API; the SPA and API share an origin by default. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';

/** An API answer that is not a success, carrying the server's error shape when there is one. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly body?: ApiError,
  ) {
    super(message);
  }
  get fields() {
    return this.body?.fields;
  }
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  body?: unknown;
  timeoutMs?: number;
}

/** JSON request to the API. Throws ApiRequestError for non-2xx answers. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, timeoutMs = REQUEST_TIMEOUT_MS, headers, ...rest } = options;
  const isForm = body instanceof FormData;
  const response = await fetch(`${API_BASE_URL}${path}`, {
    credentials: 'include',
    ...rest,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal: rest.signal ?? AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = data as Partial<ApiError> | undefined;
    throw new ApiRequestError(
      error?.detail ?? `${response.statusText || 'Request failed'} (${response.status})`,
      response.status,
      error?.detail ? (error as ApiError) : undefined,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
