/** Identity constants (ARCHITECTURE §5, spec §4 and §9). One place for each; server and web read them. */

/** Access tokens (JWT) live 15 minutes. */
export const ACCESS_TOKEN_LIFETIME_S = 15 * 60;
/** A valid token with less than this left gets a fresh one in the `x-new-access-token` header. */
export const ACCESS_TOKEN_RENEW_WITHIN_S = 2 * 60;
/** Response header that carries a replacement access token (spec §4). */
export const NEW_ACCESS_TOKEN_HEADER = 'x-new-access-token';

/** Refresh token (family) lifetime: 30 days with remember_me, otherwise 1 day. Absolute, not sliding. */
export const REFRESH_LIFETIME_REMEMBER_ME_S = 30 * 24 * 60 * 60;
export const REFRESH_LIFETIME_DEFAULT_S = 24 * 60 * 60;
/** The httpOnly refresh cookie, sent only to /api/auth. */
export const REFRESH_COOKIE_NAME = 'dala_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';
/**
 * Readable companion of the refresh cookie (value '1', path /, same lifetime, no secret): set and
 * cleared with it, so the web app knows without a request whether a refresh can succeed.
 */
export const SESSION_HINT_COOKIE_NAME = 'dala_session';

/** Cookie-authenticated endpoints (refresh, logout) require this header (or a matching Origin): CSRF. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

/**
 * Every operator type the register form shows; travel_agent is shown disabled, 'Coming soon' (spec §1).
 * Here, not beside the schemas, so the form's first load does not bring zod.
 */
export const OPERATOR_TYPE_CHOICES = ['tour_operator', 'transporter', 'travel_agent'] as const;
export type OperatorTypeChoice = (typeof OPERATOR_TYPE_CHOICES)[number];

/** Account lockout: this many failed sign-ins for one email within the window → 429 until it passes. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_ACCOUNT_WINDOW_S = 15 * 60;
/** Per IP address only failures count, and loosely: many mobile users share one carrier address. */
export const LOGIN_MAX_FAILURES_PER_IP = 100;
export const LOGIN_IP_WINDOW_S = 10 * 60;

/** Single-use mailed tokens. */
export const EMAIL_VERIFICATION_TOKEN_LIFETIME_S = 24 * 60 * 60;
export const PASSWORD_RESET_TOKEN_LIFETIME_S = 60 * 60;

/** Passwords: minimum of spec §9 (PASSWORD_MIN_LENGTH in ../constants), maximum accepted length. */
export const PASSWORD_MAX_LENGTH = 256;

/** Operator verification documents (spec §3): all optional, each ≤ 10 MB, PDF/JPEG/PNG/WebP by content. */
export const VERIFICATION_DOCUMENT_FIELDS = [
  'business_license',
  'identification_doc',
  'insurance_cert',
] as const;
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_FIELDS)[number];
export const VERIFICATION_DOCUMENT_LABELS: Record<VerificationDocumentKind, string> = {
  business_license: 'Business license',
  identification_doc: 'Identification document',
  insurance_cert: 'Insurance certificate',
};
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const ALLOWED_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type DocumentContentType = (typeof ALLOWED_DOCUMENT_TYPES)[number];
/** For `<input type="file" accept=…>`; the server checks the content itself, not the name. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

/** Notification badge shows '9+' above this (spec §2). */
export const NOTIFICATION_BADGE_MAX = 9;
