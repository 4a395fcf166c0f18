/** What other modules may use of `deals` (import from here, never from its files). */
export { applyDeal, type DealApplication, type DealListing } from './deals.service';
