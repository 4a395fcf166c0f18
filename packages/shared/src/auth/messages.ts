import { messageKeys } from '../i18n/message-keys';
import type { Message } from '../i18n/translate';

/**
 * Every identity text the user can see, as message keys of the `auth` section of the catalog
 * (packages/shared/src/i18n/messages/en.ts holds the English: spec §5 and §8 texts verbatim, the
 * others ours). Server and web both use these, so an error reads the same whichever side catches it;
 * `translate(language, AUTH_MESSAGES.x)` (API) or `messageText(...)` (web) gives the text.
 */
export const AUTH_MESSAGES = messageKeys('auth', [
  'firstNameRequired',
  'lastNameRequired',
  'emailRequired',
  'emailInvalid',
  'passwordRequired',
  'passwordTooShort',
  'password2Required',
  'passwordsDoNotMatch',
  'companyNameRequired',
  'phoneRequired',
  'operatorTypeRequired',
  'passwordTooLong',
  'passwordTooCommon',
  'phoneInvalid',
  'travelAgentComingSoon',
  'emailTaken',
  'registrationSuccessful',
  'registrationFailed',
  'registered',
  'languageInvalid',
  'invalidCredentials',
  'loginNoUserData',
  'noRefreshToken',
  'signInRequired',
  'googleUnavailable',
  'useAuthOutsideProvider',
  'sessionExpired',
  'authenticationRequired',
  'csrfRejected',
  'loggedOut',
  'loggedOutEverywhere',
  'googleAccountNotAllowed',
  'googleCredentialMissing',
  'tooManyLoginAttempts',
  'tooManyRequests',
  'tooManyPasswordAttempts',
  'currentPasswordRequired',
  'currentPasswordIncorrect',
  'passwordChanged',
  'tokenRequired',
  'tokenInvalid',
  'emailVerified',
  'emailAlreadyVerified',
  'verificationEmailSent',
  'passwordResetRequested',
  'passwordResetDone',
  'verificationCompanyNameRequired',
  'verificationPhoneRequired',
  'verificationOperatorsOnly',
  'verificationRequired',
  'alreadyVerified',
  'fileTooLarge',
  'fileTypeNotAllowed',
  'fileEmpty',
  'forbidden',
  'operatorsOnly',
  'tourOperatorsOnly',
  'transportersOnly',
  'adminsOnly',
  'rejectionReasonRequired',
  'operatorNotFound',
  'documentNotFound',
  'userNotFound',
]);

/** 429 text of the sign-in lockout; the Retry-After header carries the exact seconds. */
export function tooManyLoginAttemptsMessage(retryAfterSeconds: number): Message {
  return { key: AUTH_MESSAGES.tooManyLoginAttempts, values: { count: minutesToWait(retryAfterSeconds) } };
}

/** 429 text of other identity rate limits (password reset, registration). */
export function tooManyRequestsMessage(retryAfterSeconds: number): Message {
  return { key: AUTH_MESSAGES.tooManyRequests, values: { count: minutesToWait(retryAfterSeconds) } };
}

/** 429 text of the password-change limit (wrong current passwords). */
export function tooManyPasswordAttemptsMessage(retryAfterSeconds: number): Message {
  return { key: AUTH_MESSAGES.tooManyPasswordAttempts, values: { count: minutesToWait(retryAfterSeconds) } };
}

function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
