import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiRequestError,
  apiRequest,
  errorKindOf,
  errorTextFrom,
  silentRefresh,
  tokenStore,
} from './api-client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText: status === 200 ? 'OK' : status === 401 ? 'Unauthorized' : 'Bad Request',
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('error text and classes (spec §8)', () => {
  it('prefers detail, then message, then error, then status text with code, then the fallback', () => {
    expect(errorTextFrom({ detail: 'd', message: 'm', error: 'e' }, 400, 'Bad Request', 'f')).toBe('d');
    expect(errorTextFrom({ message: 'm', error: 'e' }, 400, 'Bad Request', 'f')).toBe('m');
    expect(errorTextFrom({ error: 'e' }, 400, 'Bad Request', 'f')).toBe('e');
    expect(errorTextFrom(undefined, 502, 'Bad Gateway', 'f')).toBe('Bad Gateway (502)');
    expect(errorTextFrom(undefined, 502, '', 'f')).toBe('f');
  });
  it('classifies statuses', () => {
    expect(errorKindOf(0)).toBe('network');
    expect(errorKindOf(401)).toBe('auth');
    expect(errorKindOf(403)).toBe('auth');
    expect(errorKindOf(400)).toBe('validation');
    expect(errorKindOf(422)).toBe('validation');
    expect(errorKindOf(500)).toBe('server');
    expect(errorKindOf(503)).toBe('server');
    expect(errorKindOf(404)).toBe('unknown');
  });
});

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    tokenStore.clear();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends the bearer token, credentials and JSON, and keeps the token in memory only', async () => {
    tokenStore.set('abc');
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await apiRequest('/users/me', { method: 'PUT', body: { first_name: 'Neema' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/me');
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"first_name":"Neema"}');
    expect(window.localStorage.length).toBe(0);
  });

  it('replaces the token with x-new-access-token', async () => {
    tokenStore.set('old');
    fetchMock.mockResolvedValueOnce(json(200, {}, { 'x-new-access-token': 'new' }));
    await apiRequest('/notifications/');
    expect(tokenStore.get()).toBe('new');
  });

  it('throws ApiRequestError with status, fields and the server detail', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        detail: 'Invalid input',
        code: 'validation_error',
        fields: { email: ['Email is required'] },
      }),
    );
    const error = await apiRequest('/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(400);
    expect((error as ApiRequestError).kind).toBe('validation');
    expect((error as ApiRequestError).message).toBe('Invalid input');
    expect((error as ApiRequestError).fields).toEqual({ email: ['Email is required'] });
  });

  it('turns a network failure into the spec message with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await apiRequest('/users/me').catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(0);
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Unable to connect to the server. Please check your internet connection.');
  });

  it('on 401 refreshes once, retries with the new token, and clears tokens when the refresh fails', async () => {
    tokenStore.set('expired');
    fetchMock
      .mockResolvedValueOnce(json(401, { detail: 'Authentication required', code: 'unauthenticated' }))
      .mockResolvedValueOnce(json(200, { access_token: 'fresh' }))
      .mockResolvedValueOnce(json(200, { id: 'u1' }));
    await expect(apiRequest('/users/me')).resolves.toEqual({ id: 'u1' });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/auth/token/refresh');
    expect((fetchMock.mock.calls[2]![1]?.headers as Record<string, string>).Authorization).toBe(
      'Bearer fresh',
    );
    expect(tokenStore.get()).toBe('fresh');

    fetchMock
      .mockResolvedValueOnce(json(401, { detail: 'Authentication required', code: 'unauthenticated' }))
      .mockResolvedValueOnce(json(401, { detail: 'No refresh token found.', code: 'unauthenticated' }));
    await expect(apiRequest('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeNull();
  });

  it('a request sent without a token while the session refresh runs waits for it and is sent again', async () => {
    let resolveRefresh!: (r: Response) => void;
    fetchMock.mockImplementation((url) =>
      String(url).endsWith('/auth/token/refresh')
        ? new Promise<Response>((r) => (resolveRefresh = r))
        : Promise.resolve(
            tokenStore.get()
              ? json(200, { id: 'booking' })
              : json(401, { detail: 'Authentication required', code: 'unauthenticated' }),
          ),
    );
    const refresh = silentRefresh();
    const request = apiRequest('/trip-bookings/DR-1');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    resolveRefresh(json(200, { access_token: 'fresh' }));
    await expect(request).resolves.toEqual({ id: 'booking' });
    expect(await refresh).toBe('fresh');
    expect(tokenStore.get()).toBe('fresh');
    const retried = fetchMock.mock.calls.at(-1)!;
    expect((retried[1]?.headers as Record<string, string>).Authorization).toBe('Bearer fresh');
  });

  it('a 401 to a tokenless request answered after a sign-in keeps the new token and retries with it', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (answer = r)));
    const request = apiRequest('/trip-bookings/DR-1');
    tokenStore.set('signed-in');
    fetchMock.mockResolvedValueOnce(json(200, { id: 'booking' }));
    answer(json(401, { detail: 'Authentication required', code: 'unauthenticated' }));
    await expect(request).resolves.toEqual({ id: 'booking' });
    expect(tokenStore.get()).toBe('signed-in');
  });

  it('runs only one silent refresh at a time', async () => {
    let resolve!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (resolve = r)));
    const first = silentRefresh();
    const second = silentRefresh();
    resolve(json(200, { access_token: 'one' }));
    expect(await first).toBe('one');
    expect(await second).toBe('one');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('a quiet refresh failure (no cookie) gives null without logging', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(
      json(401, { detail: 'No refresh token found.', code: 'unauthenticated' }),
    );
    expect(await silentRefresh()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(json(500, { detail: 'boom', code: 'internal_error' }));
    expect(await silentRefresh()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
