/** English texts of the catalog's `finance` section: the admin's finance page, rates and reconciliation (assembled in ../en.ts). */
export default {
  rateInvalid: 'Enter the rate in shillings per dollar (100 to 100,000), with at most two decimals',
  commissionInvalid: 'Enter a commission between 0 and 50 percent, with at most two decimals',
  segmentInvalid: 'Choose safaris or transport',
  problemInvalid: 'Unknown kind of problem',
  paymentNotFound: 'Payment not found',
};
