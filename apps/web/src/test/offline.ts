import { act } from '@testing-library/react';

/**
 * The browser's network state for a test (`navigator.onLine`, jsdom's is always true): `go(false)`
 * before rendering is a page opened with no network; `go(true)` later fires `online` as the browser
 * does when the network returns. `restore()` after each test.
 */
export function browserNetwork() {
  let online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  return {
    go(next: boolean) {
      online = next;
    },
    /**
     * The network returns: `online` fires (inside act, so what it starts renders) — once the effects
     * of what is on screen have run (Preact runs them after the next frame).
     */
    async reconnect() {
      await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
      online = true;
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
    },
    restore() {
      delete (window.navigator as { onLine?: boolean }).onLine;
    },
  };
}

/** The kept profile of the last signed-in user (lib/offline/stored-profile.ts) for a test. */
export function keepProfile(type: 'traveler' | 'transporter' | 'tour_operator') {
  localStorage.setItem(
    'dala.offline-profile',
    JSON.stringify({
      id: '3f6c2a9e-1b2d-4c5e-8f90-123456789abc',
      first_name: 'Neema',
      last_name: 'Mushi',
      type: type === 'traveler' ? 'traveler' : 'operator',
      operator_type: type === 'traveler' ? null : type,
      is_verified: true,
      preferred_language: 'en',
    }),
  );
}
