/** English texts of the catalog's `notifications` section (assembled in ../en.ts). */
export default {
  // In-app notifications (notify(), the bell): title and message of each, in the recipient's language
  welcomeTitle: 'Welcome to Dala Rides!',
  welcomeOperator:
    'Your operator account is ready. Verify your email, then submit your business documents so we can verify your company.',
  welcomeTraveler:
    'Your account is ready. Verify your email and start exploring safaris and trips across Tanzania.',
  welcomeGoogle: 'Your account is ready. Start exploring safaris and trips across Tanzania.',
  passwordChangedTitle: 'Password changed',
  passwordChanged:
    'Your password was changed and your other devices were signed out. If this was not you, reset your password now.',
  verificationSubmittedTitle: 'Verification submitted',
  verificationSubmitted: 'We received your verification for {{company}}. We will review it and let you know.',
  verificationToReviewTitle: 'Operator verification to review',
  verificationToReview: '{{company}} submitted verification documents.',
  verificationApprovedTitle: 'Verification approved',
  verificationApproved: '{{company}} is now verified. You have full access to your operator tools.',
  verificationRejectedTitle: 'Verification not approved',
  verificationRejected:
    'We could not verify {{company}}: {{reason}} Please update your documents and submit again.',
  bookingConfirmedTitle: 'Booking confirmed',
  bookingConfirmed: 'Your {{safari}} booking {{reference}} is confirmed for {{date}}.',
  newBookingTitle: 'New booking',
  newBooking_one: '{{name}} booked {{safari}} for {{date}} ({{count}} seat), reference {{reference}}.',
  newBooking_other: '{{name}} booked {{safari}} for {{date}} ({{count}} seats), reference {{reference}}.',
  paymentReceivedTitle: 'Payment received',
  paymentReceived: 'We received your balance payment for booking {{reference}}.',
  balancePaidTitle: 'Balance paid',
  balancePaid: 'The balance of booking {{reference}} has been paid.',
  paymentDeclinedTitle: 'Payment declined',
  paymentDeclined:
    'Your payment for booking {{reference}} was declined. You can try again while your seats are held.',
  paymentRefundedTitle: 'Payment refunded',
  refundHoldExpired:
    'Your seat hold for booking {{reference}} had expired and the seats were taken, so your payment is being refunded in full.',
  refundAmountMismatch:
    'A payment for booking {{reference}} did not match the amount due, so it is being refunded in full.',
  refundDuplicate:
    'Booking {{reference}} was already paid by another payment, so this duplicate payment is being refunded in full.',
  refundInactive:
    'Booking {{reference}} is {{status}}, so the payment that just arrived is being refunded in full.',
  bookingCancelledTitle: 'Booking cancelled',
  // {{refund}}: refundOnItsWay (with its leading space) or nothing
  cancelledByOperator: '{{company}} cancelled your booking {{reference}}.{{refund}}',
  cancelledByOperatorWithReason: '{{company}} cancelled your booking {{reference}}: {{reason}}.{{refund}}',
  cancelledByTraveler: 'Your booking {{reference}} is cancelled.{{refund}}',
  refundOnItsWay: ' A refund of {{amount}} is on its way.',
  operatorCancelled: 'You cancelled booking {{reference}}; the traveler is refunded in full.',
  travelerCancelled: '{{name}} cancelled booking {{reference}} ({{safari}}, {{date}}).',
  // Answers of the notification routes
  notFound: 'Notification not found',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  deleted: 'Notification deleted',
};
