/** English texts of the catalog's `bookings` section (assembled in ../en.ts). */
export default {
  notFound: 'Booking not found',
  ownSafari: 'You cannot book your own safari',
  changedMeanwhile: 'This booking changed in the meantime: reload it and try again',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  transitionNotAllowed: 'A {{from}} booking cannot become {{to}}',
  // Booking statuses as words inside other texts (values of {{status}}, {{from}}, {{to}})
  statusName: {
    pending_payment: 'pending payment',
    confirmed: 'confirmed',
    cancelled: 'cancelled',
    expired: 'expired',
    completed: 'completed',
  },
  // Field messages of the booking schemas (bookings/bookings.ts)
  leadNameRequired: 'Lead traveler name is required',
  leadNameTooLong: 'Name is at most 120 characters',
  leadPhoneRequired: 'Phone number is required',
  leadPhoneInvalid: 'Enter the phone number with its country code (e.g. +255712345678)',
  safariRequired: 'Choose a safari',
  specialRequestsTooLong: 'Special requests are at most 2000 characters',
  acceptTerms: 'Please accept the terms and the cancellation policy',
  idempotencyKeyRequired: 'Send an Idempotency-Key header',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8–100 letters, digits or - _ . :',
  unknownBooking: 'Unknown booking',
  reasonTooLong: 'The reason is at most 500 characters',
  reasonRequired: 'Give the traveler a reason',
  unknownPackage: 'Unknown package',
  // The cancellation reason kept on a booking the balance reminders cancel (shown to the traveler)
  unpaidBalanceReason: 'Balance not paid by the due date',
  // Trip bookings in booking mails (the summary's first lines)
  mailTrip: 'Trip: {{from}} → {{to}}, departing {{departs}} (Tanzania time) with {{company}}',
  mailSeats: 'Seats: {{seats}}',
};
