/** The safaris feature's public entry: what other features and app/ may use of it (lint rule). */
export { VerifiedBadge } from './components/badges';
export { SafariImage } from './components/safari-image';
export { toQueryString, useOperatorSafaris, useQuote, useSafariDetail, type Page } from './lib/api';
