/** What other features may use of `saved` (import from here, never from its files). */
export { SaveListingButton, type ListingRef } from './save-listing-button';
export { SavedPriceDropsCard } from './saved-price-drops-card';
