import { defineRoutes } from '../api/contract';
import { webhookResultSchema } from './payments';

/**
 * The real payment providers' webhooks (Selcom, ClickPesa, AzamPay; PAYMENTS.md). Each reads its raw
 * body itself: a signature is over the exact bytes received, checked before anything is parsed.
 * 400 `invalid_signature` when the provider's signature (Selcom's Digest, ClickPesa's checksum) is
 * missing or wrong, or the body is not the provider's; 404 when that provider is not configured on
 * this server; 502 when confirming an unsigned callback (AzamPay) could not reach the provider (it
 * calls again). A verified event is applied once: a replay answers `duplicate: true`.
 */
export const providerWebhookRoutes = defineRoutes({
  /** Signed: Authorization, Timestamp, Digest-Method HS256, Signed-Fields, Digest (HMAC-SHA256 of the API secret). */
  'POST /payments/webhooks/selcom': {
    response: { 200: webhookResultSchema },
  },
  /** Signed: `checksum` in the body (HMAC-SHA256 of the checksum key over the key-sorted JSON). */
  'POST /payments/webhooks/clickpesa': {
    response: { 200: webhookResultSchema },
  },
  /** Unsigned: a hint only; the payment's state is asked of AzamPay before anything changes. */
  'POST /payments/webhooks/azampay': {
    response: { 200: webhookResultSchema },
  },
});
