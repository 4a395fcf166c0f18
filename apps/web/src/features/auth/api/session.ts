import type { LoginInput } from '@dala/shared';
import { callApi } from '../../../lib/api-client';

/** GET /users/me: the signed-in user's profile (session startup, reload). */
export function fetchProfile() {
  return callApi('GET /users/me');
}

/** POST /auth/login: sets the refresh cookie and answers the access token and the user. */
export function requestLogin(body: LoginInput) {
  return callApi('POST /auth/login', { body });
}

/** POST /auth/logout: ends this session on the server. */
export function requestLogout() {
  return callApi('POST /auth/logout');
}
