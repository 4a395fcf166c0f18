/** English texts of the catalog's `deals` section (assembled in ../en.ts). */
export default {
  notFound: 'Deal not found',
  listingRequired: 'Choose one of your packages or routes',
  listingNotFound: 'Choose one of your own packages or routes',
  titleRequired: 'Give the deal a title of 3 to 80 characters',
  titleTooLong: 'Keep the title to 80 characters',
  discountKindInvalid: 'Choose a percentage or a fixed amount',
  percentInvalid: 'Enter a whole percentage from 1 to 90',
  amountInvalid: 'Enter a whole amount of at least 1',
  validToBeforeFrom: 'The end date must be on or after the start date',
  travelToBeforeFrom: 'The last travel date must be on or after the first',
  codeFormat: 'Use 3 to 20 letters, digits or dashes',
  codeTaken: 'You already have a deal with this code',
  maxUsesInvalid: 'Enter a whole number of uses from 1 to 100000',
  // A code typed at checkout
  codeUnknown: 'This code is not valid for this booking',
  codeExpired: 'This code has expired',
  codeNotYetValid: 'This code is not valid yet',
  codePaused: 'This code is not available at the moment',
  codeTravelDateOutside: 'This code is not valid for these travel dates',
  codeUsedUp: 'This code has been used the maximum number of times',
  codePriceTooLow: 'This code cannot be used on a price this low',
};
