/** The payments feature's public entry: what other features and app/ may use of it (lint rule). */
export { type PaymentMethod, PaymentMethodFields, paymentMethodRequest } from './payment-method-fields';
export { followPayment } from './follow-payment';
