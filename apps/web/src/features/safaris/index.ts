/** The safaris feature's public entry: what other features and app/ may use of it (lint rule). */
export { VerifiedBadge } from './components/badges';
export { SafariImage } from './components/safari-image';
export { useOperatorSafaris } from './api/use-operator-safaris';
export { useQuote } from './api/use-quote';
export { useSafariDetail } from './api/use-safari-detail';
export { RatingLabel } from './components/badges';
export { SafariResultCard } from './search/safari-card';
// The query of /safaris-search, which a destination's page asks too (its test holds them together).
export { safariSearchQuery } from './api/use-safari-search';
export { readFilters as readSafariFilters } from './search/search-params';
