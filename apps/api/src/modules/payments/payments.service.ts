import { randomBytes } from 'node:crypto';
import {
  MOBILE_MONEY_MINIMUM_TZS_MINOR,
  SAFARI_MESSAGES,
  networkOfMsisdn,
  paymentReceivedPosting,
  providerFeePosting,
  refundPosting,
  renderMessage,
  tanzanianMsisdn,
  tzsMinorToShillings,
  usdCentsToTzsMinor,
  type PaymentChannel,
  type BookingKind,
  type Message,
  type MessageKey,
  type MessageValues,
  type Payment,
  type TravelerBooking,
} from '@dala/shared';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import {
  bookings,
  operatorProfiles,
  paymentEvents,
  payments,
  refunds,
  safariPackages,
  transportRoutes,
  tripBookings,
  trips,
} from '../../db/schema';
import type { AuthUser } from '../../lib/auth/guards';
import { AppError, conflict, notFound, validationError } from '../../lib/errors';
import { enqueue } from '../../lib/jobs';
import {
  paymentProviderNamed,
  providerForChannel,
  type ChargeStatus,
  type ProviderEvent,
} from '../../lib/payments';
import { bookingLedger, currentTzsPerUsd, postLedger } from '../ledger';
import {
  assertSameRequest,
  bookingItem,
  bookingMails,
  changeBookingStatus,
  confirmBooking,
  effectiveStatus,
  getAnyTravelerBooking,
  isUniqueViolation,
  itemStillAvailable,
  loadBookingView,
  lockBooking,
  queueBookingMails,
  transactionWithRetry,
  updateBookingMoney,
  type BookingRow,
  type IdempotencyKey,
} from '../bookings';
import { notify } from '../notifications';
import { refundJob } from './refund-job';

type PaymentRow = typeof payments.$inferSelect;

/** A catalog key of why a payment attempt failed (`payments.failureReason.*`). */
export type PaymentFailure = Extract<MessageKey, `payments.failureReason.${string}`>;

/**
 * The columns that say why an attempt failed: the English text (staff, the reconciliation view) and
 * the message the traveler reads in their own language.
 */
export function failedBecause(reason: PaymentFailure) {
  return { failureReason: renderMessage('en', reason), failureMessage: { key: reason } };
}

// ── Refunds ───────────────────────────────────────────────────────────────────────────────────────

/** The operator a booking's money is earned by: the safari package's operator or the trip's transporter. */
export async function bookingOperatorId(tx: Database, bookingId: string): Promise<string> {
  const rows = await tx.execute(sql`
    select coalesce(p.operator_id, t.transporter_id) as operator_id
    from bookings b
    left join safari_packages p on p.id = b.package_id
    left join trip_bookings tb on tb.booking_id = b.id
    left join trips t on t.id = tb.trip_id
    where b.id = ${bookingId}::uuid`);
  const operatorId = rows.rows[0]?.operator_id;
  if (!operatorId) throw new Error(`booking ${bookingId} has no operator`);
  return String(operatorId);
}

/**
 * Records one refund of (part of) one payment as pending, inside the caller's transaction (the booking
 * locked), posts it to the ledger (the operator's pending earning and the platform's commission give
 * back their shares), and queues the job that asks the payment's own provider for it after commit
 * (refundJob): a provider is never called inside a transaction. The idempotency key names the refund
 * at the provider and the job: a retried transaction or a replayed event asks for it once.
 * `unkept`: the payment's money was never kept by the booking (it was posted without commission), so
 * exactly its own amount goes back and no commission is reversed.
 */
async function issueRefund(
  tx: Database,
  request: {
    booking: BookingRow;
    payment: PaymentRow;
    amountCents: number;
    /** What the booking kept before this refund (paid less refunded). */
    keptCents: number;
    /** Why, kept on the refund in English (and the ledger's memo) and as the message for the traveler. */
    reason: Message;
    idempotencyKey: string;
    unkept?: boolean;
  },
): Promise<void> {
  const { booking, payment, amountCents } = request;
  const reason = renderMessage('en', request.reason);
  const charged = payment.chargedAmountMinor ?? payment.amountCents;
  // Its share of what was charged, in the currency charged: never more than the payer paid.
  const chargedRefund =
    amountCents >= payment.amountCents ? charged : Math.floor((charged * amountCents) / payment.amountCents);
  const [refund] = await tx
    .insert(refunds)
    .values({
      bookingId: booking.id,
      paymentId: payment.id,
      amountCents,
      currency: booking.currency,
      chargedAmountMinor: chargedRefund,
      chargedCurrency: payment.chargedCurrency ?? payment.currency,
      status: 'pending',
      reason,
      reasonMessage: request.reason,
      provider: payment.provider,
    })
    .returning({ id: refunds.id });
  const operatorId = await bookingOperatorId(tx, booking.id);
  const held = request.unkept ? 0 : (await bookingLedger(tx, booking.id)).commissionMinor;
  await postLedger(
    tx,
    refundPosting({
      operatorId,
      refundMinor: amountCents,
      currency: booking.currency,
      keptMinor: request.unkept ? amountCents : request.keptCents,
      commissionHeldMinor: held,
    }),
    {
      key: `refund:${refund!.id}`,
      bookingId: booking.id,
      paymentId: payment.id,
      refundId: refund!.id,
      memo: reason,
    },
  );
  await enqueue(
    tx,
    refundJob,
    {
      refundId: refund!.id,
      providerReference: payment.providerReference,
      amountCents: chargedRefund,
      currency: payment.chargedCurrency ?? payment.currency,
      idempotencyKey: request.idempotencyKey,
    },
    { dedupeKey: `refund:${request.idempotencyKey}` },
  );
}

/**
 * Gives back `amountCents` of a booking (a cancellation's refund), from its payments newest first, each
 * up to what it still holds: a provider refunds a payment, never more than that payment. Inside the
 * caller's transaction, with the booking locked.
 */
export async function refundBooking(
  tx: Database,
  booking: BookingRow,
  amountCents: number,
  reason: Message,
  idempotencyKey: string,
): Promise<void> {
  const succeeded = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.createdAt));
  const refunded = await tx
    .select({ paymentId: refunds.paymentId, total: sql<number>`sum(${refunds.amountCents})::int` })
    .from(refunds)
    .where(eq(refunds.bookingId, booking.id))
    .groupBy(refunds.paymentId);
  const refundedOf = new Map(refunded.map((r) => [r.paymentId, Number(r.total)]));
  let left = amountCents;
  let kept = booking.paidCents - booking.refundedCents;
  for (const payment of succeeded) {
    if (left <= 0) break;
    const refundable = payment.amountCents - (refundedOf.get(payment.id) ?? 0);
    if (refundable <= 0) continue;
    const part = Math.min(refundable, left);
    await issueRefund(tx, {
      booking,
      payment,
      amountCents: part,
      keptCents: kept,
      reason,
      idempotencyKey: `${idempotencyKey}-${payment.id}`,
    });
    left -= part;
    kept -= part;
  }
  if (left > 0) throw new Error(`booking ${booking.id}: ${left} to refund is more than its payments hold`);
}

/** Closes the booking's attempts still waiting for their payer (except `exceptId`). */
export async function failPendingPayments(
  tx: Database,
  bookingId: string,
  reason: PaymentFailure,
  exceptId?: string,
): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'failed', ...failedBecause(reason), completedAt: sql`now()`, nextCheckAt: null })
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.status, 'pending'),
        exceptId ? ne(payments.id, exceptId) : undefined,
      ),
    );
}

// ── Creating a payment ────────────────────────────────────────────────────────────────────────────

export interface CreatePaymentInput {
  kind?: 'deposit' | 'balance' | 'full';
  channel?: PaymentChannel;
  method: 'mobile_money' | 'card';
  phone?: string;
  return_path?: string;
}

/** Our reference for a charge at its provider: unique, alphanumeric, 24 characters (providers cap at 30). */
function newPaymentReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(22);
  return `DR${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * POST /api/bookings/:id/payments: opens a charge with the provider of the chosen channel. A mobile-money
 * charge goes to a Tanzanian number, in whole shillings: a USD safari is converted at the admin's rate,
 * stored on the payment. The payment row is written before the provider is asked (so a fast callback
 * finds it); a provider that cannot be reached fails the attempt with a 502. The same Idempotency-Key
 * on the same booking with the same body answers the payment it opened the first time; with another
 * body, 422.
 */
export async function createPayment(
  app: FastifyInstance,
  user: AuthUser,
  bookingId: string,
  input: CreatePaymentInput,
  idempotency: IdempotencyKey,
  bookingKind: BookingKind = 'safari',
): Promise<{ payment: Payment; checkout_url: string | null; booking: TravelerBooking }> {
  const db = app.db;
  const booking = await getAnyTravelerBooking(db, user, bookingId, bookingKind);
  const [repeat] = await db
    .select({ id: payments.id, idempotencyFingerprint: payments.idempotencyFingerprint })
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.idempotencyKey, idempotency.key)));
  if (repeat) {
    assertSameRequest(repeat.idempotencyFingerprint, idempotency.fingerprint);
    const payment = booking.payments.find((p) => p.id === repeat.id)!;
    return { payment, checkout_url: payment.checkout_url, booking };
  }
  const status = booking.status;
  const netPaid = booking.paid_cents - booking.refunded_cents;
  let kind = input.kind;
  let amount: number;
  if (status === 'pending_payment') {
    kind ??= booking.pay_in_full ? 'full' : 'deposit';
    if (kind === 'balance') throw validationError({ kind: ['payments.depositFirst'] });
    if (kind === 'deposit' && booking.pay_in_full) {
      throw validationError({ kind: ['payments.payFullAmount'] });
    }
    amount = kind === 'full' ? booking.total_cents - netPaid : booking.deposit_cents - netPaid;
  } else if (status === 'confirmed') {
    kind ??= 'balance';
    if (kind !== 'balance') throw validationError({ kind: ['payments.payBalance'] });
    amount = booking.total_cents - netPaid;
    if (amount <= 0) throw conflict('payments.paidInFull');
  } else if (status === 'expired') {
    throw conflict(SAFARI_MESSAGES.holdExpired);
  } else {
    throw conflict({
      key: 'payments.cannotPayStatus',
      values: { status: { key: `bookings.statusName.${status}` } },
    });
  }

  // The channel: as chosen; card when the method says so; else the network of the payer's number.
  const byCard = input.channel === 'card' || (input.channel === undefined && input.method === 'card');
  let payerPhone: string | null = null;
  let channel: PaymentChannel;
  if (byCard) {
    channel = 'card';
  } else {
    payerPhone = tanzanianMsisdn(input.phone ?? booking.lead_traveler.phone);
    if (!payerPhone) throw validationError({ phone: ['payments.mobileNumberInvalid'] });
    const network = input.channel ?? networkOfMsisdn(payerPhone);
    if (!network) throw validationError({ channel: ['payments.unknownChannel'] });
    channel = network;
  }
  const provider = providerForChannel(app, channel);
  if (!provider) throw validationError({ channel: ['payments.channelUnavailable'] });

  // Mobile money is charged in whole shillings: a USD booking at the admin's rate, stored on the payment.
  let chargedAmount = amount;
  let chargedCurrency = booking.currency;
  let rate: number | null = null;
  if (!byCard) {
    if (booking.currency === 'USD') {
      rate = await currentTzsPerUsd(db, app.config.tzsPerUsd);
      chargedAmount = usdCentsToTzsMinor(amount, rate);
    } else {
      chargedAmount = tzsMinorToShillings(amount) * 100;
    }
    chargedCurrency = 'TZS';
    if (chargedAmount < MOBILE_MONEY_MINIMUM_TZS_MINOR)
      throw validationError({ channel: ['payments.belowMinimum'] });
  }

  const reference = newPaymentReference();
  const chosenKind = kind;
  let paymentId: string;
  try {
    paymentId = await transactionWithRetry(db, async (tx) => {
      // One charge open at a time: an older pending one is marked replaced. If its payer approves it
      // anyway, applyPaymentEvent records the money and keeps or refunds it.
      await tx.execute(sql`select id from bookings where id = ${booking.id}::uuid for no key update`);
      await failPendingPayments(tx, booking.id, 'payments.failureReason.replaced');
      const [row] = await tx
        .insert(payments)
        .values({
          bookingId: booking.id,
          userId: user.id,
          kind: chosenKind,
          method: byCard ? 'card' : 'mobile_money',
          channel,
          provider: provider.name,
          // Until the provider answers with its own id, the charge is known by ours.
          providerReference: reference,
          reference,
          status: 'pending',
          amountCents: amount,
          currency: booking.currency,
          chargedAmountMinor: chargedAmount,
          chargedCurrency,
          tzsPerUsdHundredths: rate,
          payerPhone: payerPhone ? `+${payerPhone}` : null,
          idempotencyKey: idempotency.key,
          idempotencyFingerprint: idempotency.fingerprint,
          returnPath: input.return_path ?? null,
          nextCheckAt: sql`now() + interval '30 seconds'`,
        })
        .returning({ id: payments.id });
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return createPayment(app, user, bookingId, input, idempotency, bookingKind);
    throw err;
  }

  const returnPath = input.return_path ?? `/bookings/${booking.id}`;
  try {
    const charge = await provider.createCharge({
      reference,
      amountMinor: chargedAmount,
      currency: chargedCurrency,
      channel,
      payerPhone,
      payerName: booking.lead_traveler.name,
      payerEmail: booking.lead_traveler.email,
      description: `${booking.reference} ${bookingItem(booking).title}`.slice(0, 100),
      returnUrl: `${app.config.publicUrl}${returnPath}`,
      webhookUrl: `${app.config.publicUrl}/api/payments/webhooks/${provider.name}`,
    });
    await db
      .update(payments)
      .set({
        providerReference: charge.providerReference,
        flow: charge.flow,
        checkoutUrl: charge.checkoutUrl,
      })
      .where(eq(payments.id, paymentId));
  } catch (err) {
    app.log.error(
      { err, provider: provider.name, payment_id: paymentId },
      'the provider did not open a charge',
    );
    await db
      .update(payments)
      .set({
        status: 'failed',
        ...failedBecause('payments.failureReason.providerUnreachable'),
        completedAt: sql`now()`,
        nextCheckAt: null,
      })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
    throw new AppError(502, 'payment_provider_error', 'payments.providerUnavailable');
  }
  const fresh = await getAnyTravelerBooking(db, user, booking.id, bookingKind);
  const payment = fresh.payments.find((p) => p.id === paymentId)!;
  return { payment, checkout_url: payment.checkout_url, booking: fresh };
}

// ── Applying a provider event ─────────────────────────────────────────────────────────────────────

type PaymentDecision =
  | { keep: true }
  | {
      keep: false;
      /** Why it is refunded: kept on the refund (payments.refundReason.*). */
      reason: Message;
      /** What the traveler is told (notification and mail). */
      message: Message;
      expireBooking: boolean;
    };

/**
 * Whether the money of a payment that succeeded is needed by its booking (kept) or given back:
 * - a pending_payment booking keeps it, and is confirmed, when it can still be confirmed — its hold is
 *   live, or the hold ran out (not yet swept) but its item is still free (a safari: the package is
 *   still published and the seats or the date are still free) — and the amount covers what confirming
 *   needs (the deposit, or the full amount inside the balance window) without exceeding the total
 *   still owed;
 * - a confirmed booking keeps a balance payment that does not exceed the balance still owed;
 * - everything else is refunded in full: the booking was cancelled, expired or completed, or a deposit
 *   or full charge arrives after another attempt already confirmed the booking (a duplicate of the
 *   payment that confirmed it: the payer never asked to prepay the balance with it), or a balance
 *   charge arrives after the balance was paid by another attempt.
 * Call with the booking row locked (and its item).
 */
async function decidePayment(
  tx: Database,
  booking: BookingRow,
  payment: PaymentRow,
): Promise<PaymentDecision> {
  const amount = payment.amountCents;
  const netPaid = booking.paidCents - booking.refundedCents;
  const owed = booking.totalCents - netPaid;
  const status = effectiveStatus(booking);
  const refund = (
    reason: Extract<MessageKey, `payments.refundReason.${string}`>,
    message: MessageKey,
    values: MessageValues = {},
  ): PaymentDecision => ({
    keep: false,
    reason: { key: reason },
    message: { key: message, values: { reference: booking.reference, ...values } },
    expireBooking: booking.status === 'pending_payment' && status === 'expired',
  });

  if (booking.status === 'pending_payment') {
    const confirmable = status === 'pending_payment' || (await itemStillAvailable(tx, booking));
    if (!confirmable) {
      return refund('payments.refundReason.bookingInactive', 'notifications.refundHoldExpired');
    }
    const dueToConfirm = booking.payInFull ? owed : booking.depositCents - netPaid;
    if (amount >= dueToConfirm && amount <= owed) return { keep: true };
    return refund('payments.refundReason.amountMismatch', 'notifications.refundAmountMismatch');
  }
  if (booking.status === 'confirmed') {
    if (payment.kind === 'balance' && amount <= owed) return { keep: true };
    return refund('payments.refundReason.duplicate', 'notifications.refundDuplicate');
  }
  return refund('payments.refundReason.bookingInactive', 'notifications.refundInactive', {
    status: { key: `bookings.statusName.${booking.status}` },
  });
}

/**
 * Applies a verified provider event, whatever state its payment attempt is in, exactly once.
 *
 * Locks are taken first and in the one order every booking flow uses — the item (package, departure),
 * booking, payment — before anything writes a row that references them (the event row's foreign key to
 * the payment takes a KEY SHARE lock on it). Two deliveries for one payment therefore queue on the
 * package instead of deadlocking; the second finds the payment settled (or its event id recorded) and
 * changes nothing.
 *
 * A success is recorded whether the attempt was pending, replaced by a newer attempt or declined: the
 * money did arrive. `decidePayment` says whether the booking keeps it; if not, it is refunded at once.
 * A failure only fails a pending attempt. Answers `duplicate: true` when nothing changed.
 */
export async function applyPaymentEvent(
  app: FastifyInstance,
  providerName: string,
  event: ProviderEvent,
): Promise<{ duplicate: boolean }> {
  const provider = paymentProviderNamed(app, providerName);
  if (!provider) throw new AppError(400, 'bad_request', 'payments.unknownReference');
  const [head] = await app.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider.name),
        event.findBy === 'our_reference'
          ? eq(payments.reference, event.providerReference)
          : eq(payments.providerReference, event.providerReference),
      ),
    );
  if (!head) throw new AppError(400, 'bad_request', 'payments.unknownReference');
  if (event.authenticated) return applyChargeStatus(app, head, event, event.eventId, event.raw);
  // An unsigned callback is only a hint: the provider's answer to a status query decides.
  const status = await provider.queryStatus({
    providerReference: head.providerReference,
    reference: head.reference ?? head.providerReference,
  });
  return applyChargeStatus(app, head, status, `query:${head.id}:${status.state}`, {
    hint: event.raw,
    query: status,
  });
}

/**
 * Asks the payment's provider for its state now and applies the answer (the status-query job, and the
 * admin's "check again"). A provider that cannot be reached changes nothing.
 */
export async function recheckPayment(
  app: FastifyInstance,
  paymentId: string,
): Promise<{ state: ChargeStatus['state'] }> {
  const [head] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!head) throw notFound('payments.unknownPayment');
  const provider = paymentProviderNamed(app, head.provider);
  if (!provider) throw new AppError(502, 'payment_provider_error', 'payments.providerUnavailable');
  let status: ChargeStatus;
  try {
    status = await provider.queryStatus({
      providerReference: head.providerReference,
      reference: head.reference ?? head.providerReference,
    });
  } catch (err) {
    app.log.warn({ err, payment_id: paymentId }, 'status query failed');
    throw new AppError(502, 'payment_provider_error', 'payments.providerUnavailable');
  }
  await applyChargeStatus(app, head, status, `query:${head.id}:${status.state}`, { query: status });
  return { state: status.state };
}

/** A status query's answer for a payment, applied once (the status-query job). */
export function applyPaymentStatus(app: FastifyInstance, payment: PaymentRow, status: ChargeStatus) {
  return applyChargeStatus(app, payment, status, `query:${payment.id}:${status.state}`, { query: status });
}

/**
 * Applies a charge's state as its provider reported it (a verified webhook or a status query), exactly
 * once per event id, whatever state the attempt is in and whatever order the reports arrive in.
 */
async function applyChargeStatus(
  app: FastifyInstance,
  head: PaymentRow,
  status: ChargeStatus,
  eventId: string,
  raw: unknown,
): Promise<{ duplicate: boolean }> {
  const db = app.db;
  const charged = head.chargedAmountMinor ?? head.amountCents;
  const chargedCurrency = head.chargedCurrency ?? head.currency;
  if (
    status.state !== 'pending' &&
    ((status.amountMinor !== undefined && status.amountMinor !== charged) ||
      (status.currency !== undefined && status.currency !== chargedCurrency))
  ) {
    throw new AppError(400, 'bad_request', 'payments.amountMismatch');
  }
  if (status.state === 'pending') {
    // Nothing final: only what the provider said, for the reconciliation view.
    await db
      .update(payments)
      .set({ providerState: status.providerState, providerCheckedAt: sql`now()` })
      .where(eq(payments.id, head.id));
    return { duplicate: true };
  }
  const paymentId = head.id;
  const bookingId = head.bookingId;
  const type = status.state === 'succeeded' ? 'payment.succeeded' : 'payment.failed';
  const result = await transactionWithRetry(db, async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('no key update');
    const inserted = await tx
      .insert(paymentEvents)
      .values({ provider: head.provider, eventId, type, paymentId, payload: raw ?? {} })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return { duplicate: true };
    await tx
      .update(payments)
      .set({ providerState: status.providerState, providerCheckedAt: sql`now()` })
      .where(eq(payments.id, paymentId));
    const event = { type, providerReference: head.providerReference, currency: head.currency };

    if (event.type === 'payment.failed') {
      // A decline only ends an attempt still waiting; a success already recorded stands.
      if (payment!.status !== 'pending') return { duplicate: true };
      await tx
        .update(payments)
        .set({
          status: 'failed',
          ...failedBecause('payments.failureReason.declined'),
          completedAt: sql`now()`,
          nextCheckAt: null,
        })
        .where(eq(payments.id, paymentId));
      await notify(tx, booking.travelerId, 'payment', 'notifications.paymentDeclinedTitle', {
        key: 'notifications.paymentDeclined',
        values: { reference: booking.reference },
      });
      return { duplicate: false };
    }

    if (payment!.status === 'succeeded') return { duplicate: true };
    // Pending, replaced or declined before: the money arrived, so the payment succeeded.
    await tx
      .update(payments)
      .set({
        status: 'succeeded',
        failureReason: null,
        failureMessage: null,
        completedAt: sql`now()`,
        nextCheckAt: null,
      })
      .where(eq(payments.id, paymentId));
    const amount = payment!.amountCents;
    const paid = booking.paidCents + amount;
    const decision = await decidePayment(tx, booking, payment!);
    // The money arrived: the ledger records it (with the commission only when the booking keeps it).
    const operatorId = await bookingOperatorId(tx, bookingId);
    await postLedger(
      tx,
      paymentReceivedPosting({
        operatorId,
        amountMinor: amount,
        currency: booking.currency,
        commissionBasisPoints: decision.keep ? booking.commissionBasisPoints : 0,
      }),
      { key: `payment:${paymentId}`, bookingId, paymentId, memo: booking.reference },
    );
    if (status.feeMinor && status.feeMinor > 0) {
      // The fee is in the currency charged; the ledger counts in the booking's.
      const fee =
        chargedCurrency === booking.currency
          ? status.feeMinor
          : Math.round((status.feeMinor * amount) / charged);
      await postLedger(tx, providerFeePosting({ feeMinor: fee, currency: booking.currency }), {
        key: `fee:${paymentId}`,
        bookingId,
        paymentId,
      });
    }
    if (!decision.keep) {
      await issueRefund(tx, {
        booking,
        payment: payment!,
        amountCents: amount,
        keptCents: amount,
        unkept: true,
        reason: decision.reason,
        // One automatic refund per payment, even if this transaction is retried.
        idempotencyKey: `payment-refund-${paymentId}`,
      });
      if (decision.expireBooking) {
        await changeBookingStatus(tx, { id: bookingId, from: booking.status }, 'expired', {
          paidCents: paid,
          refundedCentsAdded: amount,
        });
      } else {
        await updateBookingMoney(tx, bookingId, { paidCents: paid, refundedCentsAdded: amount });
      }
      await notify(tx, booking.travelerId, 'payment', 'notifications.paymentRefundedTitle', decision.message);
      const { view, row } = await loadBookingView(tx, bookingId);
      await queueBookingMails(
        tx,
        `payment-refunded:${paymentId}`,
        bookingMails('payment_refunded', view, row.traveler, row.operator, app.config.publicUrl, {
          refundCents: amount,
          refundReason: decision.message,
        }),
      );
      return { duplicate: false };
    }

    // Kept: no other attempt of this booking may be kept too. One still open is closed; if its payer
    // approves it anyway, it comes back here and is refunded.
    await failPendingPayments(tx, bookingId, 'payments.failureReason.superseded', paymentId);
    const wasPending = booking.status === 'pending_payment';
    if (wasPending) {
      await confirmBooking(tx, booking, paid, { config: app.config });
    } else {
      await updateBookingMoney(tx, bookingId, { paidCents: paid });
    }
    const { view, row } = await loadBookingView(tx, bookingId);
    const item = bookingItem(view);
    if (wasPending) {
      await notify(tx, booking.travelerId, 'booking', 'notifications.bookingConfirmedTitle', {
        key: 'notifications.bookingConfirmed',
        values: { safari: item.title, reference: view.reference, date: item.date },
      });
      await notify(tx, operatorId, 'booking', 'notifications.newBookingTitle', {
        key: 'notifications.newBooking',
        values: {
          name: view.lead_traveler.name,
          safari: item.title,
          date: item.date,
          count: view.seats,
          reference: view.reference,
        },
      });
    } else {
      await notify(tx, booking.travelerId, 'payment', 'notifications.paymentReceivedTitle', {
        key: 'notifications.paymentReceived',
        values: { reference: view.reference },
      });
      await notify(tx, operatorId, 'payment', 'notifications.balancePaidTitle', {
        key: 'notifications.balancePaid',
        values: { reference: view.reference },
      });
    }
    await queueBookingMails(
      tx,
      wasPending ? `booking-confirmed:${bookingId}` : `balance-paid:${paymentId}`,
      bookingMails(
        wasPending ? 'confirmed' : 'balance_paid',
        view,
        row.traveler,
        row.operator,
        app.config.publicUrl,
      ),
    );
    return { duplicate: false };
  });
  return result;
}

// ── The sandbox checkout page ─────────────────────────────────────────────────────────────────────

/** What the sandbox checkout page shows of a payment attempt and its booking. */
export async function loadCheckout(db: Database, provider: string, reference: string) {
  const [row] = await db
    .select({
      id: payments.id,
      status: payments.status,
      amountCents: payments.amountCents,
      currency: payments.currency,
      chargedAmount: sql<number>`coalesce(${payments.chargedAmountMinor}, ${payments.amountCents})`,
      chargedCurrency: sql<string>`coalesce(${payments.chargedCurrency}, ${payments.currency})`,
      method: payments.method,
      payerPhone: payments.payerPhone,
      returnPath: payments.returnPath,
      kind: payments.kind,
      bookingReference: bookings.reference,
      bookingId: bookings.id,
      bookingStatus: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
      title: sql<string>`coalesce(${safariPackages.title}, ${transportRoutes.name})`,
      /** Null when the operator has no company profile (the page names it from the catalog). */
      companyName: operatorProfiles.companyName,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(safariPackages, eq(safariPackages.id, bookings.packageId))
    .leftJoin(tripBookings, eq(tripBookings.bookingId, bookings.id))
    .leftJoin(trips, eq(trips.id, tripBookings.tripId))
    .leftJoin(transportRoutes, eq(transportRoutes.id, trips.routeId))
    .leftJoin(
      operatorProfiles,
      eq(operatorProfiles.userId, sql`coalesce(${safariPackages.operatorId}, ${trips.transporterId})`),
    )
    .where(and(eq(payments.provider, provider), eq(payments.providerReference, reference)));
  if (!row) throw notFound('payments.unknownPayment');
  return {
    ...row,
    /** The booking's hold ran out (whether or not the sweeper has marked it). */
    holdExpired:
      row.bookingStatus === 'pending_payment' &&
      effectiveStatus({ status: row.bookingStatus, holdExpiresAt: row.holdExpiresAt }) === 'expired',
  };
}
