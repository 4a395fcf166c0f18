/** What other modules may use of payments: refunds and closing open attempts (the booking core's cancel). */
export {
  applyPaymentEvent,
  bookingOperatorId,
  createPayment,
  failPendingPayments,
  recheckPayment,
  refundBooking,
  type CreatePaymentInput,
  type PaymentFailure,
} from './payments.service';
