/** The payments feature's public entry: what other features and app/ may use of it (lint rule). */
export {
  DEFAULT_PAYMENT_CHANNEL,
  PaymentMethodFields,
  paymentFieldErrors,
  paymentMethodRequest,
  type PaymentFieldErrors,
} from './payment-method-fields';
export { PaymentPromptPanel, type PaymentPrompt } from './payment-prompt-panel';
export { followPayment } from './follow-payment';
