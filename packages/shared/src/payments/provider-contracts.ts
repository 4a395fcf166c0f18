import { defineRoutes } from '../api/contract';

/**
 * The real payment providers' webhooks (Selcom, ClickPesa, AzamPay; PAYMENTS.md). Each reads its raw
 * body itself: a signature is over the exact bytes received, checked before anything is parsed.
 */
export const providerWebhookRoutes = defineRoutes({});
