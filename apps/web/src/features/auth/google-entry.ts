import { AUTH_MESSAGES } from '@dala/shared';
import { messageText } from '../../lib/i18n';
import { notify } from '../../lib/notify';

/**
 * What the sign-in pages need of Google sign-in before it is used: google-sign-in.ts (the redirect,
 * the returned token's checks, the exchange) loads when the button is pressed or a token has come back.
 */
export const loadGoogleSignIn = () => import('./google-sign-in');

/** Whether the URL fragment carries an ID token (back from Google). */
export function hasGoogleCredential(): boolean {
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).has('id_token');
}

/** The 'Continue with Google' button: the redirect to Google, or the spec toast when it cannot start. */
export function startGoogleSignIn(from: string): Promise<void> {
  return loadGoogleSignIn().then(
    (google) => google.startGoogleSignIn(from),
    () => notify.error(messageText(AUTH_MESSAGES.googleUnavailable)),
  );
}
