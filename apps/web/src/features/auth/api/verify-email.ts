import { callApi } from '../../../lib/api-client';

/** POST /auth/verify-email: confirms the address with the mailed (single-use) token. */
export function verifyEmailToken(token: string) {
  return callApi('POST /auth/verify-email', { body: { token } });
}
