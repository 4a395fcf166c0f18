import { AUTH_MESSAGES, safeRedirectPath } from '@dala/shared';
import { messageText } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { fetchGoogleConfig } from './api/google';

export { exchangeGoogleCredential } from './api/google';

/**
 * Google sign-in without any third-party script (no code from other hosts at run time): the browser
 * goes to Google's OAuth page, which sends it back to /login with an ID token in the URL fragment;
 * the server verifies that token's signature against Google's keys (POST /auth/google).
 */

const NONCE_KEY = 'dala.google.nonce';
const FROM_KEY = 'dala.google.from';

/** The configured client id, or null when the server has no GOOGLE_CLIENT_ID (or cannot say). */
export async function fetchGoogleClientId(): Promise<string | null> {
  try {
    const answer = await fetchGoogleConfig();
    return answer?.enabled && answer.client_id ? answer.client_id : null;
  } catch {
    return null;
  }
}

/** Starts the redirect to Google, or shows the spec toast when Google sign-in is not configured. */
export async function startGoogleSignIn(from: string): Promise<void> {
  const clientId = await fetchGoogleClientId();
  if (!clientId) {
    notify.error(messageText(AUTH_MESSAGES.googleUnavailable));
    return;
  }
  const nonce = crypto.randomUUID();
  sessionStorage.setItem(NONCE_KEY, nonce);
  const path = safeRedirectPath(from);
  if (path) sessionStorage.setItem(FROM_KEY, path);
  else sessionStorage.removeItem(FROM_KEY);
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${window.location.origin}/login`,
    response_type: 'id_token',
    scope: 'openid email profile',
    nonce,
    prompt: 'select_account',
  });
  window.location.assign(`https://accounts.google.com/o/oauth2/v2/auth?${params}`);
}

export { hasGoogleCredential } from './google-entry';

/** The ID token Google put in the URL fragment on its way back, if any (the fragment is then cleared). */
export function takeGoogleCredential(): { credential: string; from: string | null } | null {
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const credential = hash.get('id_token');
  if (!credential) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  // Session storage is the page's to write, but only a path of this site is ever handed back.
  const from = safeRedirectPath(sessionStorage.getItem(FROM_KEY)) ?? null;
  const nonce = sessionStorage.getItem(NONCE_KEY);
  sessionStorage.removeItem(FROM_KEY);
  sessionStorage.removeItem(NONCE_KEY);
  // Only a token this browser asked for (its nonce) is used: no signing in through a planted link.
  if (!nonce || nonceOf(credential) !== nonce) return null;
  return { credential, from };
}

/** The `nonce` claim of a JWT (not verified here: the server checks the signature). */
function nonceOf(jwt: string): string | undefined {
  try {
    const payload = jwt.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { nonce?: unknown };
    return typeof claims.nonce === 'string' ? claims.nonce : undefined;
  } catch {
    return undefined;
  }
}
