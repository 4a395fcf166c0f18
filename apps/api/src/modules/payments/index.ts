/** What other modules may use of payments: refunds and closing open attempts (the booking core's cancel). */
export {
  applyPaymentEvent,
  createPayment,
  failPendingPayments,
  issueRefund,
  lastSucceededPayment,
  type CreatePaymentInput,
} from './payments.service';
