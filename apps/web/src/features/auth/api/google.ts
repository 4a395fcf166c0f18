import { callApi } from '../../../lib/api-client';

/** GET /auth/google/config: whether Google sign-in is configured, and its client id. */
export function fetchGoogleConfig() {
  return callApi('GET /auth/google/config');
}

/** POST /auth/google: exchanges the ID token Google returned for a session. */
export function exchangeGoogleCredential(credential: string) {
  return callApi('POST /auth/google', { body: { credential } });
}
