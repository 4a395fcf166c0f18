/** The auth feature's public entry: what other features and app/ may use of it (lint rule). */
export { AuthProvider, useAuth, useIsSignedIn } from './auth-context';
export { RequireAuth } from './guards';
export { LanguageSwitch } from './lazy-language-switch';
export { hasSessionHint } from './session-hint';
export { fullName, initials, isOperator, isTourOperator, isTransporter } from './roles';
export { useRedirectToLogin } from './use-redirect-to-login';
