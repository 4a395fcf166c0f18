/** What other features may use of `deals` (import from here, never from its files). */
export { DealCodeField } from './lazy-deal-code-field';
export { DealDiscountLine } from './deal-discount-line';
export { checkSafariDealCode, quoteTripDeal } from './api/deal-quotes';
