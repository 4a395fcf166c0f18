/** The safaris feature's public entry: what other features and app/ may use of it (lint rule). */
export { VerifiedBadge } from './components/badges';
export { SafariImage } from './components/safari-image';
export { useOperatorSafaris } from './api/use-operator-safaris';
export { useQuote } from './api/use-quote';
export { useSafariDetail } from './api/use-safari-detail';
export { RatingLabel } from './components/badges';
export { SafariResultCard } from './search/safari-card';
