/** English texts of the catalog's `payments` section (assembled in ../en.ts). */
export default {
  depositFirst: 'Pay the deposit first',
  payFullAmount: 'This departure is inside the balance window: pay the full amount',
  payBalance: 'The deposit is paid: pay the balance',
  paidInFull: 'This booking is paid in full',
  cannotPayStatus: 'A {{status}} booking cannot be paid',
  mobileNumberRequired: 'Enter the mobile money number with its country code',
  mobileNumberInvalid: 'Enter a Tanzanian mobile number, e.g. 0712 345 678',
  unknownChannel: 'Choose M-Pesa, Mixx by Yas, Airtel Money, HaloPesa or card',
  channelUnavailable: 'This way of paying is not available right now: choose another',
  belowMinimum: 'Mobile money payments start at TSh 1,000: pay by card',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
  noAnswer: 'No final answer from the payment provider',
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
  // Who is paid on the checkout page when the operator has no company profile
  unnamedOperator: 'Dala Rides operator',
  // Field messages of the payment schemas (payments/payments.ts)
  kindInvalid: 'Choose deposit, balance or full',
  returnPathInvalid: 'The return path must be a path on this site',
  amountInvalid: 'Invalid amount',
  // Payment statuses as words inside other texts (alreadyFinal's {{status}})
  statusName: {
    pending: 'pending',
    succeeded: 'succeeded',
    failed: 'failed',
  },
  // Why a payment attempt failed: kept on the payment (in English for staff, as a message for the
  // traveler, who reads it in their language)
  failureReason: {
    replaced: 'Replaced by a newer payment attempt',
    providerUnreachable: 'The payment provider could not be reached',
    declined: 'Declined by the payer',
    superseded: 'Superseded by another payment that completed',
    bookingCancelled: 'Booking cancelled',
    noAnswer: 'No final answer from the payment provider',
  },
  // Why money went back: kept on the refund, like failureReason
  refundReason: {
    operatorCancelled: 'Cancelled by the operator: full refund',
    travelerCancelledDays_one:
      'Cancelled by the traveler {{count}} day before departure: {{percent}}% refund',
    travelerCancelledDays_other:
      'Cancelled by the traveler {{count}} days before departure: {{percent}}% refund',
    travelerCancelledDaysLessFee_one:
      'Cancelled by the traveler {{count}} day before departure: {{percent}}% refund minus the processing fee',
    travelerCancelledDaysLessFee_other:
      'Cancelled by the traveler {{count}} days before departure: {{percent}}% refund minus the processing fee',
    transporterCancelled: 'Trip cancelled by the transporter: full refund',
    seatDisplaced: 'Seat displaced by a vehicle change: full refund',
    travelerCancelledHours_one:
      'Cancelled by the traveler {{count}} hour before departure: {{percent}}% refund',
    travelerCancelledHours_other:
      'Cancelled by the traveler {{count}} hours before departure: {{percent}}% refund',
    bookingInactive: 'Payment arrived after the booking was no longer active',
    amountMismatch: 'Payment amount did not match what the booking needed',
    duplicate: 'Duplicate payment: the booking was already paid by another payment attempt',
  },
};
