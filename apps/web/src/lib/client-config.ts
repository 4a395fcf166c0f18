import { callApi } from './api-client';

/**
 * GET /config: the public settings the web app reads before anyone signs in (Google client id, the
 * IP-geolocation service). Here in lib/ because shared components (the phone input) need it too.
 */
export function fetchClientConfig(signal?: AbortSignal) {
  return callApi('GET /config', undefined, { signal });
}
