import { defineRoutes } from '../api/contract';
import { paymentOptionsSchema, sandboxCheckoutParamSchema, webhookResultSchema } from './payments';

/**
 * The sandbox payment provider's side (it stands in for a mobile-money or card provider). The
 * webhook reads its raw body itself (the signature is over the exact bytes, checked before the body
 * is parsed), so its contract has no body schema. The checkout page answers HTML and its approve /
 * decline forms answer a 303 redirect back to the site: no JSON `response`, the web links to them.
 */
export const paymentRoutes = defineRoutes({
  /** The checkout's choices on this server (public: the same for everyone). */
  'GET /payments/options': {
    response: { 200: paymentOptionsSchema },
  },
  /** Signed with HMAC-SHA256 in `x-sandbox-signature`; 400 `invalid_signature` otherwise. */
  'POST /payments/webhooks/sandbox': {
    response: { 200: webhookResultSchema },
  },
  /** The hosted checkout page (HTML). */
  'GET /payments/sandbox/checkout/:reference': {
    params: sandboxCheckoutParamSchema,
  },
  /** The payer approves: 303 back to the booking's return path with `payment=paid|failed`. */
  'POST /payments/sandbox/checkout/:reference/approve': {
    params: sandboxCheckoutParamSchema,
  },
  /** The payer declines: 303 back to the booking's return path with `payment=failed`. */
  'POST /payments/sandbox/checkout/:reference/decline': {
    params: sandboxCheckoutParamSchema,
  },
});
