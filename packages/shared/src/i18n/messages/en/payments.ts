/** English texts of the catalog's `payments` section (assembled in ../en.ts). */
export default {
  depositFirst: 'Pay the deposit first',
  payFullAmount: 'This departure is inside the balance window: pay the full amount',
  payBalance: 'The deposit is paid: pay the balance',
  paidInFull: 'This booking is paid in full',
  cannotPayStatus: 'A {{status}} booking cannot be paid',
  mobileNumberRequired: 'Enter the mobile money number with its country code',
  unknownReference: 'Unknown payment reference',
  amountMismatch: 'The amount does not match the payment',
  unknownPayment: 'Unknown payment',
  alreadyFinal: 'This payment is already {{status}}',
  couldNotComplete: 'The payment could not be completed. Please try again.',
  webhookSignatureMissing: 'Missing webhook signature',
  webhookSignatureMalformed: 'Malformed webhook signature',
  webhookSignatureTooOld: 'Webhook signature timestamp is too old',
  webhookSignatureInvalid: 'Invalid webhook signature',
  webhookBodyMalformed: 'Malformed webhook body',
  // Field messages of the payment schemas (payments/payments.ts)
  kindInvalid: 'Choose deposit, balance or full',
  returnPathInvalid: 'The return path must be a path on this site',
  amountInvalid: 'Invalid amount',
};
