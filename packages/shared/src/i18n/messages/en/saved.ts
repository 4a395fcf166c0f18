/** English texts of the catalog's `saved` section (assembled in ../en.ts). */
export default {
  // Requests
  kindInvalid: 'Choose a safari or a trip.',
  listingInvalid: 'This is not a safari or trip we know.',
  filterInvalid: 'Choose all saved items or price drops.',
  listingNotFound: 'This safari or trip could not be found.',
  tripGone: 'This trip has already left or was cancelled, so it cannot be saved.',
  limitReached: 'You can keep up to 200 saved safaris and trips. Remove some to save more.',
  // In-app notifications of the watch job
  priceDropTitle: 'Price dropped',
  priceDropSafari: '{{title}} now starts at {{to}} per adult (was {{from}} when you saved it).',
  priceDropTrip: 'Your saved trip {{title}} on {{date}} now costs {{to}} (was {{from}} when you saved it).',
  soldOutTitle: 'Sold out',
  soldOutSafari: 'Every upcoming departure of {{title}} is full. Keep it saved to see new dates.',
  soldOutTrip: 'Your saved trip {{title}} on {{date}} is sold out. Search for another departure.',
};
