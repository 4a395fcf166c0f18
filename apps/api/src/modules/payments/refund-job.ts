import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { refunds } from '../../db/schema';
import { defineJob } from '../../lib/jobs';
import { paymentProvider } from '../../lib/payments';

/**
 * Asks the provider for a refund recorded as pending (issueRefund), after the transaction that
 * recorded it commits — never inside one — and records its answer. A provider that fails or cannot be
 * reached is asked again with backoff; the idempotency key makes every ask the same refund.
 */
export const refundJob = defineJob({
  kind: 'refund',
  payload: z.object({
    refundId: z.string(),
    providerReference: z.string(),
    amountCents: z.number().int().positive(),
    currency: z.string(),
    idempotencyKey: z.string(),
  }),
  maxAttempts: 20,
  async run(request, { app, log }) {
    const [refund] = await app.db
      .select({ status: refunds.status })
      .from(refunds)
      .where(eq(refunds.id, request.refundId));
    if (!refund || refund.status !== 'pending') return;
    const answer = await paymentProvider(app).refund({
      providerReference: request.providerReference,
      amountCents: request.amountCents,
      currency: request.currency,
      idempotencyKey: request.idempotencyKey,
    });
    await app.db
      .update(refunds)
      .set({ status: answer.status, providerReference: answer.providerReference })
      .where(and(eq(refunds.id, request.refundId), eq(refunds.status, 'pending')));
    if (answer.status === 'failed') {
      log.error({ refund_id: request.refundId }, 'the provider refused a refund: it needs a person');
    } else if (answer.status === 'pending') {
      // Asked again later (same key, same refund) until the provider settles it.
      throw new Error('the provider has not settled the refund yet');
    }
  },
});
