/** What other modules may use of payments: refunds and closing open attempts (the booking core's cancel). */
export {
  applyPaymentEvent,
  bookingOperatorId,
  createPayment,
  failPendingPayments,
  recheckPayment,
  refundBooking,
  type CreatePaymentInput,
} from './payments.service';
