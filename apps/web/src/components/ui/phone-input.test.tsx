import { DEFAULT_PHONE_CODE, PHONE_COUNTRIES } from '@dala/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../lib/api-client';
import { PhoneInput } from './phone-input';
import { GEOLOCATION_TIMEOUT_MS } from './use-geolocated-phone-code';

const GEO_URL = 'https://geo.example.test/json/';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API's GET /config and the geolocation service, as the browser would meet them. */
function fakeNetwork({
  geolocationUrl = GEO_URL as string | null,
  config = (): Response | Promise<Response> =>
    json(200, { google_client_id: null, geolocation_url: geolocationUrl }),
  geolocation = (): Response | Promise<Response> =>
    json(200, { country_calling_code: '+254', country_name: 'Kenya' }),
} = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/config') return config();
    if (url === GEO_URL) return geolocation();
    return json(404, { detail: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const urlsOf = (fetchMock: ReturnType<typeof fakeNetwork>) =>
  fetchMock.mock.calls.map(([url]) => String(url));

function Form({ preselect = true }: { preselect?: boolean }) {
  const [code, setCode] = useState(DEFAULT_PHONE_CODE);
  const [local, setLocal] = useState('');
  return (
    <PhoneInput
      label="Phone number"
      countries={PHONE_COUNTRIES}
      code={code}
      localNumber={local}
      onCodeChange={setCode}
      onLocalNumberChange={setLocal}
      preselectFromLocation={preselect}
    />
  );
}

const codeSelect = () => screen.getByLabelText<HTMLSelectElement>('Country code');

/** Lets pending answers and state updates land. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  tokenStore.clear();
});

describe('PhoneInput country code from IP geolocation', () => {
  it('preselects the calling code the geolocation service answers when the server configures one', async () => {
    const fetchMock = fakeNetwork();
    render(<Form />);
    expect(codeSelect().value).toBe('+255');
    await waitFor(() => expect(codeSelect().value).toBe('+254'));
    expect(screen.getByRole<HTMLOptionElement>('option', { name: '+254 Kenya' }).selected).toBe(true);
    expect(urlsOf(fetchMock)).toEqual(['/api/config', GEO_URL]);
    // No cookies or tokens go to the third party.
    const geoInit = fetchMock.mock.calls[1]![1];
    expect(geoInit?.credentials).toBe('omit');
    expect(new Headers(geoInit?.headers).has('authorization')).toBe(false);
  });

  it('accepts a code written without its plus sign', async () => {
    fakeNetwork({
      geolocation: () => json(200, { country_calling_code: '44', country_name: 'United Kingdom' }),
    });
    render(<Form />);
    await waitFor(() => expect(codeSelect().value).toBe('+44'));
  });

  it('sends no geolocation request and keeps +255 when the server has no GEOLOCATION_URL', async () => {
    const fetchMock = fakeNetwork({ geolocationUrl: null });
    render(<Form />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await settle();
    expect(urlsOf(fetchMock)).toEqual(['/api/config']);
    expect(codeSelect().value).toBe('+255');
  });

  it('sends no request at all where the form does not ask for it (forms editing a saved number)', async () => {
    const fetchMock = fakeNetwork();
    render(<Form preselect={false} />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(codeSelect().value).toBe('+255');
  });

  it.each([
    ['the API settings cannot be read', { config: () => json(500, { detail: 'boom', code: 'internal' }) }],
    ['the service fails', { geolocation: () => json(503, { error: 'down' }) }],
    ['the service is unreachable', { geolocation: () => Promise.reject(new TypeError('Failed to fetch')) }],
    [
      'the answer is not JSON',
      { geolocation: () => new Response('<html>rate limited</html>', { status: 200 }) },
    ],
    ['the code is not in the list', { geolocation: () => json(200, { country_calling_code: '+999' }) }],
    ['the code is missing', { geolocation: () => json(200, { country_name: 'Kenya' }) }],
  ])('keeps +255 when %s', async (_case, network) => {
    const fetchMock = fakeNetwork(network);
    render(<Form />);
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(0));
    await settle();
    await settle();
    expect(codeSelect().value).toBe('+255');
  });

  it(`gives up after ${GEOLOCATION_TIMEOUT_MS / 1000} s and keeps +255`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let geoSignal: AbortSignal | undefined;
    const fetchMock = fakeNetwork();
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/config') {
        return json(200, { google_client_id: null, geolocation_url: GEO_URL });
      }
      geoSignal = init?.signal ?? undefined;
      // A service that never answers: only the abort ends the request.
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    });
    render(<Form />);
    await waitFor(() => expect(geoSignal).toBeDefined());
    await act(async () => vi.advanceTimersByTime(GEOLOCATION_TIMEOUT_MS));
    expect(geoSignal!.aborted).toBe(true);
    await settle();
    expect(codeSelect().value).toBe('+255');
  });

  it("never overwrites the visitor's own choice, even with +255", async () => {
    for (const choice of ['+44', '+255']) {
      let answer: (response: Response) => void = () => {};
      const fetchMock = fakeNetwork({
        geolocation: () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      const { unmount } = render(<Form />);
      await waitFor(() => expect(urlsOf(fetchMock)).toContain(GEO_URL));
      const user = userEvent.setup();
      await user.selectOptions(codeSelect(), choice);
      answer(json(200, { country_calling_code: '+254', country_name: 'Kenya' }));
      await settle();
      await settle();
      expect(codeSelect().value).toBe(choice);
      unmount();
      vi.unstubAllGlobals();
    }
  });
});
