import { z } from 'zod';
import { defineJob } from '../../lib/jobs';
import { checkSendingPayouts, sendPayout } from './payout-sending';

/** Sends one approved payout (enqueued with the approval, deduplicated per payout). */
export const payoutSendJob = defineJob({
  kind: 'payout-send',
  payload: z.object({ payoutId: z.uuid() }),
  maxAttempts: 12,
  async run({ payoutId }, { app }) {
    await sendPayout(app, payoutId);
  },
});

/** Asks the provider about payouts still being sent, until each is final. */
export const payoutStatusJob = defineJob({
  kind: 'payout-status',
  payload: z.object({}),
  maxAttempts: 3,
  backoffMs: () => 30_000,
  async run(_payload, { app, log }) {
    const { checked, final } = await checkSendingPayouts(app);
    if (checked > 0) log.info({ checked, final }, 'payout status check');
  },
});
