import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { refunds } from '../../db/schema';
import { defineJob } from '../../lib/jobs';
import { ProviderError, paymentProviderNamed } from '../../lib/payments';

/**
 * Asks the provider for a refund recorded as pending (issueRefund), after the transaction that
 * recorded it commits — never inside one — and records its answer. The provider asked is the one
 * recorded on the refund's own row (the one holding the money), not whichever charges new payments.
 * A provider that fails or cannot be reached is asked again with backoff; the idempotency key makes
 * every ask the same refund.
 */
export const refundJob = defineJob({
  kind: 'refund',
  payload: z.object({
    refundId: z.string(),
    providerReference: z.string(),
    /** In the currency the payment was charged in (what the provider gives back). */
    amountCents: z.number().int().positive(),
    currency: z.string(),
    idempotencyKey: z.string(),
  }),
  maxAttempts: 20,
  async run(request, { app, log }) {
    const [refund] = await app.db
      .select({ status: refunds.status, provider: refunds.provider })
      .from(refunds)
      .where(eq(refunds.id, request.refundId));
    if (!refund || refund.status !== 'pending') return;
    const provider = paymentProviderNamed(app, refund.provider);
    // Not configured (any more): asked again with backoff, and the job's error says why.
    if (!provider) throw new Error(`no payment provider named ${refund.provider} is configured`);
    let answer: Awaited<ReturnType<typeof provider.refund>>;
    try {
      answer = await provider.refund({
        providerReference: request.providerReference,
        amountCents: request.amountCents,
        currency: request.currency,
        idempotencyKey: request.idempotencyKey,
      });
    } catch (err) {
      // A provider without a refund API (or one that refuses for good): a person pays it back, and the
      // finance page lists it among the refunds that failed.
      if (err instanceof ProviderError && !err.retryable) {
        answer = { status: 'failed', providerReference: '' };
      } else {
        throw err;
      }
    }
    await app.db
      .update(refunds)
      .set({
        status: answer.status,
        providerReference: answer.providerReference || null,
        ...(answer.status === 'succeeded' ? { completedAt: new Date() } : {}),
      })
      .where(and(eq(refunds.id, request.refundId), eq(refunds.status, 'pending')));
    if (answer.status === 'failed') {
      log.error({ refund_id: request.refundId }, 'the provider refused a refund: it needs a person');
    } else if (answer.status === 'pending') {
      // Asked again later (same key, same refund) until the provider settles it.
      throw new Error('the provider has not settled the refund yet');
    }
  },
});
