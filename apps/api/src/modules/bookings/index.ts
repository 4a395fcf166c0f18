/**
 * What other modules may use of the booking core (payments: locking, confirming and viewing a booking;
 * the idempotency and transaction helpers every money flow shares; trip planning: cancelTripBookings
 * when a transporter cancels a trip, lockTripRow for the one lock order of a trip's seats). Route files of this module import
 * its files directly; every other module imports from here.
 */
export { bookingItem, bookingMails, type BookingMail } from './booking-mail';
export {
  kindOf,
  type BookableKind,
  type ItemColumns,
  type ItemQuote,
  type KindContext,
} from './booking-kinds';
export { changeBookingStatus, checkTransition, type StatusChange } from './booking-status';
export {
  effectiveStatus,
  loadBookingView,
  readerText,
  updateBookingMoney,
  type BookingRow,
  type BookingViewRow,
} from './bookings.repository';
export {
  cancelForUnpaidBalance,
  cancelTripBookings,
  confirmBooking,
  getAnyTravelerBooking,
  getTravelerBooking,
  itemStillAvailable,
  lockBooking,
  queueBookingMails,
  sweepBookings,
} from './bookings.service';
export { assertSameRequest, requestFingerprint, type IdempotencyKey } from './idempotency';
export { isUniqueViolation, sqlState, transactionWithRetry } from './transaction';
export { lockTripRow } from './trip-kind';
