/** English texts of the catalog's `providers` section: the payment providers' adapters and webhooks (assembled in ../en.ts). */
export default {
  unreachable: 'The payment provider could not be reached. Please try again in a moment.',
  notConfigured: 'This payment provider is not configured on this server.',
  /** The sandbox provider's hosted checkout page (lib/payments/sandbox.ts), in the payer's language. */
  sandboxCheckout: {
    documentTitle: 'Sandbox checkout · Dala Rides',
    badge: 'SANDBOX · no real money moves',
    heading: {
      mobile_money: 'Mobile money payment',
      card: 'Card payment',
    },
    payTo: 'Pay to',
    payToValue: '{{company}} via Dala Rides',
    for: 'For',
    booking: 'Booking',
    bookingValue: '{{reference}} ({{kind}})',
    kind: {
      deposit: 'deposit',
      balance: 'balance',
      full: 'full',
    },
    phone: 'Phone',
    heldUntil: 'Held until',
    alreadyFinal: {
      succeeded: 'This payment is already complete.',
      failed: 'This payment has already failed.',
    },
    holdExpired: 'The seat hold for this booking has expired. Go back and start the booking again.',
    decline: 'Decline',
    approve: 'Approve payment',
    note: "In production this step is your mobile-money PIN prompt or your bank's card page.",
  },
};
