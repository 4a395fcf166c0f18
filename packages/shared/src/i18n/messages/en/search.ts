/** English texts of the catalog's `search` section (assembled in ../en.ts). */
export default {
  // GET /api/destinations (search/destinations.ts)
  destinationTextTooLong: 'Search text must be at most 100 characters',
  limitNotNumber: 'limit must be a number',
  limitNotWhole: 'limit must be a whole number',
  limitTooSmall: 'limit must be at least 1',
  limitTooLarge: 'limit must be at most 100',
  // GET /api/destinations/:slug
  destinationNotFound: 'This destination could not be found',
  // GET /api/safaris/search and /popular (safaris/schemas.ts)
  textTooLong: 'Search text is too long',
  locationTooLong: 'Location is too long',
  guestsInvalid: 'Guests must be a whole number from 1 to 60',
  minPriceInvalid: 'Minimum price must be a whole, non-negative number',
  maxPriceInvalid: 'Maximum price must be a whole, non-negative number',
  minDaysInvalid: 'Minimum days must be a whole number from 1 to 30',
  maxDaysInvalid: 'Maximum days must be a whole number from 1 to 30',
  tierInvalid: 'Tier must be budget, mid-range or luxury',
  minRatingInvalid: 'Minimum rating must be a number from 0 to 5',
  sortInvalid: 'Unknown sort order',
  pageInvalid: 'Page must be a whole number from 1',
  pageSizeNotWhole: 'Page size must be a whole number',
  pageSizeTooSmall: 'Page size must be at least 1',
  maxPriceBelowMin: 'The maximum price must be at least the minimum',
  maxDaysBelowMin: 'The maximum days must be at least the minimum',
  popularLimitInvalid: 'Limit must be a whole number from 1 to 24',
};
