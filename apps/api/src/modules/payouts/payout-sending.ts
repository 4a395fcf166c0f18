import {
  payoutReversedPosting,
  payoutSentPosting,
  renderMessage,
  translate,
  usdCentsToTzsMinor,
  type Language,
  type LedgerPosting,
  type Message,
  type MessageKey,
  type MessageValues,
} from '@dala/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { paymentEvents, payoutMethods, payouts, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { userLanguage } from '../../lib/i18n';
import { enqueueMail } from '../../lib/jobs';
import {
  paymentProviderNamed,
  payoutProvider,
  ProviderError,
  type PaymentProvider,
  type PayoutStatus as ProviderPayoutStatus,
  type ProviderEvent,
} from '../../lib/payments';
import { currentTzsPerUsd, postLedger } from '../ledger';
import { notify } from '../notifications';
import { formatAmount, methodLabel, type PayoutMethodRow, type PayoutRow } from './payout-view';

/**
 * A payout's way from "approved" to final (issue 14): the job sends it through the payout provider
 * (outside any transaction), and the provider's answer, its webhooks and our status queries are applied
 * here — each under a lock of the payout's row, so whatever order they arrive in, the ledger gets at
 * most one "sent" and at most one "reversed" posting per payout (their keys name the payout).
 *
 *   approved → sending → paid      payout_sent      (key payout-sent:<id>)
 *                      → failed    payout_reversed  (key payout-reversed:<id>): money back to available
 *   paid → failed (the provider reversed a sent payout): the send is undone (key payout-unsent:<id>),
 *          then payout_reversed, so "paid out" and "available" both tell the truth.
 * A success reported after a failure is ignored (and logged): the money is already available again.
 */

type ProviderState = Pick<ProviderPayoutStatus, 'state' | 'providerState' | 'providerReference'>;

const OPEN_TO_PROVIDER = ['approved', 'sending'] as const;

/** The send reversed: in-flight credited again, the provider holds the money again ('payout_sent' negated, so paid-out drops). */
function payoutUnsentPosting(input: {
  operatorId: string;
  amountMinor: number;
  currency: string;
}): LedgerPosting {
  const sent = payoutSentPosting(input);
  return {
    movement: 'payout_sent',
    entries: sent.entries.map((e) => ({ ...e, amountMinor: -e.amountMinor })),
  };
}

async function lockPayout(tx: Database, payoutId: string): Promise<PayoutRow | undefined> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
  return row;
}

async function methodOf(db: Database, methodId: string): Promise<PayoutMethodRow> {
  const [method] = await db.select().from(payoutMethods).where(eq(payoutMethods.id, methodId));
  if (!method) throw new Error(`payout method ${methodId} is missing`);
  return method;
}

/** Tells the operator in the app and by mail (once per payout and outcome: the mail's dedupe key). */
export async function tellOperator(
  tx: Database,
  payout: PayoutRow,
  method: PayoutMethodRow,
  outcome: 'paid' | 'failed' | 'rejected',
  /** The admin's own words (rejected), or the provider's failure as a message (in the operator's language). */
  reason: string | Message | null,
): Promise<void> {
  const values: MessageValues = {
    reference: payout.reference,
    amount: formatAmount(payout.amountMinor, payout.currency),
    method: methodLabel(method),
    reason: reason ?? '',
  };
  const title: MessageKey =
    outcome === 'paid'
      ? 'payouts.paidTitle'
      : outcome === 'failed'
        ? 'payouts.failedTitle'
        : 'payouts.rejectedTitle';
  const body: Message = { key: `payouts.${outcome}`, values };
  await notify(tx, payout.operatorId, outcome === 'paid' ? 'success' : 'warning', title, body);
  if (outcome === 'rejected') return;
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, payout.operatorId));
  if (!user) return;
  const language: Language = await userLanguage(tx, payout.operatorId);
  const t = (key: MessageKey, v?: MessageValues) => translate(language, key, v);
  const subject = t(outcome === 'paid' ? 'payouts.paidMailSubject' : 'payouts.failedMailSubject', {
    reference: payout.reference,
  });
  const text = [
    t('mail.hello', { name: user.firstName }),
    '',
    renderMessage(language, body),
    '',
    t('mail.signature'),
  ].join('\n');
  await enqueueMail(tx, { to: user.email, subject, text }, { dedupeKey: `payout-${outcome}:${payout.id}` });
}

/**
 * Applies a provider's word on a payout (its answer to the send, a status query, or a verified
 * webhook). `event` names a webhook event: one already applied is a duplicate and changes nothing.
 */
export async function applyPayoutStatus(
  app: FastifyInstance,
  payoutId: string,
  status: ProviderState,
  event?: { provider: string; eventId: string; raw: unknown },
): Promise<{ duplicate: boolean }> {
  return app.db.transaction(async (tx) => {
    if (event) {
      const recorded = await tx
        .insert(paymentEvents)
        .values({
          provider: event.provider,
          eventId: event.eventId,
          type: `payout.${status.state}`,
          paymentId: null,
          payload: (event.raw ?? {}) as object,
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (recorded.length === 0) return { duplicate: true };
    }
    const payout = await lockPayout(tx, payoutId);
    if (!payout) throw badRequest('payouts.unknownReference');
    const amounts = {
      operatorId: payout.operatorId,
      amountMinor: payout.amountMinor,
      currency: payout.currency,
    };
    const refs = { payoutId: payout.id, memo: payout.reference };
    const providerReference = status.providerReference ?? payout.providerReference;
    const open = (OPEN_TO_PROVIDER as readonly string[]).includes(payout.status);

    if (status.state === 'pending') {
      if (open && providerReference !== payout.providerReference) {
        await tx.update(payouts).set({ providerReference }).where(eq(payouts.id, payout.id));
      }
      return { duplicate: !open };
    }

    if (status.state === 'succeeded') {
      if (!open) {
        if (payout.status === 'failed') {
          app.log.warn(
            { payout_id: payout.id, provider_state: status.providerState },
            'payout success after its failure: ignored',
          );
        }
        return { duplicate: true };
      }
      await postLedger(tx, payoutSentPosting(amounts), { key: `payout-sent:${payout.id}`, ...refs });
      const [paid] = await tx
        .update(payouts)
        .set({
          status: 'paid',
          providerReference,
          completedAt: new Date(),
          failureReason: null,
          failureMessage: null,
        })
        .where(eq(payouts.id, payout.id))
        .returning();
      await tellOperator(tx, paid!, await methodOf(tx, payout.methodId), 'paid', null);
      return { duplicate: false };
    }

    // failed
    if (!open && payout.status !== 'paid') return { duplicate: true };
    const reversedAfterSuccess = payout.status === 'paid';
    if (reversedAfterSuccess) {
      await postLedger(tx, payoutUnsentPosting(amounts), { key: `payout-unsent:${payout.id}`, ...refs });
    }
    await postLedger(tx, payoutReversedPosting(amounts), { key: `payout-reversed:${payout.id}`, ...refs });
    const reasonMessage: Message = {
      key: reversedAfterSuccess ? 'payouts.reversedByProvider' : 'payouts.failedByProvider',
      values: { state: status.providerState.slice(0, 60) },
    };
    // Kept in English on the payout (the admins' record and audit) and as the message each reader (the
    // operator, an admin) reads in their own language; the operator is told in theirs now.
    const [failed] = await tx
      .update(payouts)
      .set({
        status: 'failed',
        providerReference,
        completedAt: new Date(),
        failureReason: renderMessage('en', reasonMessage),
        failureMessage: reasonMessage,
      })
      .where(eq(payouts.id, payout.id))
      .returning();
    await tellOperator(tx, failed!, await methodOf(tx, payout.methodId), 'failed', reasonMessage);
    return { duplicate: false };
  });
}

/**
 * A payout event from a provider's webhook (H1's webhook routes call this for `event.payout`): the
 * payout is found by the provider and its id or our reference (`event.findBy`). An unsigned event is
 * only a hint: the provider's answer to a status query decides.
 */
export async function applyPayoutEvent(
  app: FastifyInstance,
  providerName: string,
  event: ProviderEvent,
): Promise<{ duplicate: boolean }> {
  const provider = paymentProviderNamed(app, providerName);
  if (!provider) throw badRequest('payouts.unknownReference');
  const ref = event.providerReference;
  const [payout] = await app.db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.provider, provider.name),
        event.findBy === 'our_reference'
          ? eq(payouts.reference, ref)
          : // Our reference too: a webhook may arrive before the send's answer stored the provider's id.
            or(eq(payouts.providerReference, ref), eq(payouts.reference, ref)),
      ),
    )
    .limit(1);
  if (!payout) throw badRequest('payouts.unknownReference');
  if (event.authenticated) {
    return applyPayoutStatus(
      app,
      payout.id,
      {
        state: event.state,
        providerState: event.providerState,
        providerReference: event.findBy === 'our_reference' ? null : ref,
      },
      { provider: provider.name, eventId: event.eventId, raw: event.raw },
    );
  }
  const status = await queryPayout(provider, payout);
  return applyPayoutStatus(app, payout.id, status);
}

async function queryPayout(provider: PaymentProvider, payout: PayoutRow): Promise<ProviderState> {
  if (!provider.queryPayout) throw new ProviderError(provider.name, 'has no payout status query', false);
  return provider.queryPayout({ reference: payout.reference, providerReference: payout.providerReference });
}

/**
 * The payout job: marks an approved payout `sending` with what is sent (TZS; a USD balance converted at
 * the rate in force, stored on the payout), then asks the provider — outside any transaction — and
 * applies its answer. Run again after a crash, it sends the same reference again, which the provider
 * never pays twice. A provider that cannot be reached makes the job retry later.
 */
export async function sendPayout(app: FastifyInstance, payoutId: string): Promise<void> {
  const prepared = await app.db.transaction(async (tx) => {
    const payout = await lockPayout(tx, payoutId);
    if (!payout || !(OPEN_TO_PROVIDER as readonly string[]).includes(payout.status)) return null;
    const provider = payout.provider ? paymentProviderNamed(app, payout.provider) : payoutProvider(app);
    if (!provider?.payout) throw new Error('no payout provider is configured');
    let { sentAmountMinor, tzsPerUsdHundredths } = payout;
    if (sentAmountMinor === null) {
      if (payout.currency === 'USD') {
        tzsPerUsdHundredths = await currentTzsPerUsd(tx, app.config.tzsPerUsd);
        sentAmountMinor = usdCentsToTzsMinor(payout.amountMinor, tzsPerUsdHundredths);
      } else {
        // Providers send whole shillings: round up, the operator never receives less than is owed.
        sentAmountMinor = Math.ceil(payout.amountMinor / 100) * 100;
      }
    }
    const [sending] = await tx
      .update(payouts)
      .set({
        status: 'sending',
        provider: provider.name,
        sentAmountMinor,
        sentCurrency: 'TZS',
        tzsPerUsdHundredths,
      })
      .where(eq(payouts.id, payout.id))
      .returning();
    return { payout: sending!, provider, method: await methodOf(tx, payout.methodId) };
  });
  if (!prepared) return;
  const { payout, provider, method } = prepared;
  let status: ProviderState;
  try {
    status = await provider.payout!({
      reference: payout.reference,
      amountMinor: payout.sentAmountMinor!,
      currency: 'TZS',
      kind: method.kind,
      network: method.network,
      phone: method.phone,
      bankName: method.bankName,
      accountName: method.accountName,
      accountNumber: method.accountNumber,
    });
  } catch (err) {
    if (err instanceof ProviderError && !err.retryable) {
      status = { state: 'failed', providerState: 'REFUSED', providerReference: null };
      app.log.warn({ err, payout_id: payout.id }, 'payout refused by the provider');
    } else {
      throw err;
    }
  }
  await applyPayoutStatus(app, payout.id, status);
}

/** At most this many payouts asked about per run of the status job. */
const CHECK_BATCH = 100;

/**
 * Payouts still `sending` (the provider answered "pending", or a webhook never came) are asked about
 * until final. A provider that cannot be reached is asked again next run.
 */
export async function checkSendingPayouts(app: FastifyInstance): Promise<{ checked: number; final: number }> {
  const rows = await app.db
    .select()
    .from(payouts)
    // Approved a while ago: a payout whose send is still under way is left to its job.
    .where(
      and(inArray(payouts.status, ['sending']), sql`${payouts.decidedAt} < now() - interval '2 minutes'`),
    )
    .orderBy(payouts.requestedAt)
    .limit(CHECK_BATCH);
  let final = 0;
  for (const payout of rows) {
    const provider = payout.provider ? paymentProviderNamed(app, payout.provider) : undefined;
    if (!provider) continue;
    try {
      const status = await queryPayout(provider, payout);
      await applyPayoutStatus(app, payout.id, status);
      if (status.state !== 'pending') final += 1;
    } catch (err) {
      app.log.warn({ err, payout_id: payout.id }, 'payout status query failed');
    }
  }
  return { checked: rows.length, final };
}
