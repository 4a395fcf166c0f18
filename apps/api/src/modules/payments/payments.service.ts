import {
  SAFARI_MESSAGES,
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
import { paymentProvider, type PaymentProvider, type ProviderEvent } from '../../lib/payments';
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

// ── Refunds ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Records a refund as pending, inside the caller's transaction (with the booking locked), and queues the
 * job that asks the provider for it after commit (refundJob): the provider is never called inside a
 * transaction. The idempotency key names the refund at the provider and the job: a retried transaction
 * or a replayed event asks for the same refund, once.
 */
export async function issueRefund(
  tx: Database,
  provider: PaymentProvider,
  request: {
    bookingId: string;
    providerReference: string;
    amountCents: number;
    currency: string;
    reason: string;
    idempotencyKey: string;
  },
): Promise<void> {
  const [refund] = await tx
    .insert(refunds)
    .values({
      bookingId: request.bookingId,
      amountCents: request.amountCents,
      currency: request.currency,
      status: 'pending',
      reason: request.reason,
      provider: provider.name,
    })
    .returning({ id: refunds.id });
  await enqueue(
    tx,
    refundJob,
    {
      refundId: refund!.id,
      providerReference: request.providerReference,
      amountCents: request.amountCents,
      currency: request.currency,
      idempotencyKey: request.idempotencyKey,
    },
    { dedupeKey: `refund:${request.idempotencyKey}` },
  );
}

/** The booking's most recent payment that succeeded (what a cancellation refunds). */
export async function lastSucceededPayment(tx: Database, bookingId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** Closes the booking's attempts still waiting for their payer (except `exceptId`). */
export async function failPendingPayments(
  tx: Database,
  bookingId: string,
  reason: string,
  exceptId?: string,
): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'failed', failureReason: reason, completedAt: sql`now()` })
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
  method: 'mobile_money' | 'card';
  phone?: string;
  return_path?: string;
}

/**
 * POST /api/bookings/:id/payments: opens a charge with the provider. The same Idempotency-Key on the
 * same booking with the same body answers the payment it opened the first time; with another body, 422.
 */
export async function createPayment(
  app: FastifyInstance,
  user: AuthUser,
  bookingId: string,
  input: CreatePaymentInput,
  idempotency: IdempotencyKey,
  bookingKind: BookingKind = 'safari',
): Promise<{ payment: Payment; checkout_url: string; booking: TravelerBooking }> {
  const db = app.db;
  const provider = paymentProvider(app);
  const booking = await getAnyTravelerBooking(db, user, bookingId, bookingKind);
  const [repeat] = await db
    .select({ id: payments.id, idempotencyFingerprint: payments.idempotencyFingerprint })
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.idempotencyKey, idempotency.key)));
  if (repeat) {
    assertSameRequest(repeat.idempotencyFingerprint, idempotency.fingerprint);
    const payment = booking.payments.find((p) => p.id === repeat.id)!;
    return {
      payment,
      checkout_url: `/api/payments/sandbox/checkout/${payment.provider_reference}`,
      booking,
    };
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
    throw conflict({ key: 'payments.cannotPayStatus', values: { status: status.replace('_', ' ') } });
  }
  if (
    input.method === 'mobile_money' &&
    input.phone !== undefined &&
    !/^\+?\d{9,15}$/.test(input.phone.replace(/[\s-]/g, ''))
  ) {
    throw validationError({ phone: ['payments.mobileNumberRequired'] });
  }
  const charge = await provider.createCharge({
    paymentId: '',
    amountCents: amount,
    currency: booking.currency,
    method: input.method,
    payerPhone: input.phone ?? null,
    description: `${booking.reference} ${bookingItem(booking).title}`,
  });
  const chosenKind = kind;
  try {
    await transactionWithRetry(db, async (tx) => {
      // One charge open at a time: an older pending one is marked replaced. If its payer approves it
      // anyway, applyPaymentEvent records the money and keeps or refunds it.
      await tx.execute(sql`select id from bookings where id = ${booking.id}::uuid for no key update`);
      await failPendingPayments(tx, booking.id, 'Replaced by a newer payment attempt');
      await tx.insert(payments).values({
        bookingId: booking.id,
        userId: user.id,
        kind: chosenKind,
        method: input.method,
        provider: provider.name,
        providerReference: charge.providerReference,
        status: 'pending',
        amountCents: amount,
        currency: booking.currency,
        payerPhone: input.phone ?? null,
        idempotencyKey: idempotency.key,
        idempotencyFingerprint: idempotency.fingerprint,
        returnPath: input.return_path ?? null,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) return createPayment(app, user, bookingId, input, idempotency);
    throw err;
  }
  const fresh = await getAnyTravelerBooking(db, user, booking.id, bookingKind);
  const payment = fresh.payments.find((p) => p.provider_reference === charge.providerReference)!;
  return { payment, checkout_url: charge.checkoutUrl, booking: fresh };
}

// ── Applying a provider event ─────────────────────────────────────────────────────────────────────

type PaymentDecision =
  { keep: true } | { keep: false; reason: string; message: Message; expireBooking: boolean };

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
  const refund = (reason: string, message: MessageKey, values: MessageValues = {}): PaymentDecision => ({
    keep: false,
    reason,
    message: { key: message, values: { reference: booking.reference, ...values } },
    expireBooking: booking.status === 'pending_payment' && status === 'expired',
  });

  if (booking.status === 'pending_payment') {
    const confirmable = status === 'pending_payment' || (await itemStillAvailable(tx, booking));
    if (!confirmable) {
      return refund(
        'Payment arrived after the booking was no longer active',
        'notifications.refundHoldExpired',
      );
    }
    const dueToConfirm = booking.payInFull ? owed : booking.depositCents - netPaid;
    if (amount >= dueToConfirm && amount <= owed) return { keep: true };
    return refund(
      'Payment amount did not match what the booking needed',
      'notifications.refundAmountMismatch',
    );
  }
  if (booking.status === 'confirmed') {
    if (payment.kind === 'balance' && amount <= owed) return { keep: true };
    return refund(
      'Duplicate payment: the booking was already paid by another payment attempt',
      'notifications.refundDuplicate',
    );
  }
  return refund('Payment arrived after the booking was no longer active', 'notifications.refundInactive', {
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
  event: ProviderEvent,
): Promise<{ duplicate: boolean }> {
  const db = app.db;
  const provider = paymentProvider(app);
  const [head] = await db
    .select({
      id: payments.id,
      bookingId: payments.bookingId,
      amountCents: payments.amountCents,
      currency: payments.currency,
    })
    .from(payments)
    .where(
      and(eq(payments.provider, provider.name), eq(payments.providerReference, event.providerReference)),
    );
  if (!head) throw new AppError(400, 'bad_request', 'payments.unknownReference');
  if (head.amountCents !== event.amountCents || head.currency !== event.currency) {
    throw new AppError(400, 'bad_request', 'payments.amountMismatch');
  }
  const paymentId = head.id;
  const bookingId = head.bookingId;
  const result = await transactionWithRetry(db, async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('no key update');
    const inserted = await tx
      .insert(paymentEvents)
      .values({
        provider: provider.name,
        eventId: event.eventId,
        type: event.type,
        paymentId,
        payload: event.raw,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return { duplicate: true };

    if (event.type === 'payment.failed') {
      // A decline only ends an attempt still waiting; a success already recorded stands.
      if (payment!.status !== 'pending') return { duplicate: true };
      await tx
        .update(payments)
        .set({ status: 'failed', failureReason: 'Declined by the payer', completedAt: sql`now()` })
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
      .set({ status: 'succeeded', failureReason: null, completedAt: sql`now()` })
      .where(eq(payments.id, paymentId));
    const amount = payment!.amountCents;
    const paid = booking.paidCents + amount;
    const decision = await decidePayment(tx, booking, payment!);
    if (!decision.keep) {
      await issueRefund(tx, provider, {
        bookingId,
        providerReference: event.providerReference,
        amountCents: amount,
        currency: event.currency,
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
    await failPendingPayments(tx, bookingId, 'Superseded by another payment that completed', paymentId);
    const wasPending = booking.status === 'pending_payment';
    if (wasPending) {
      await confirmBooking(tx, booking, paid, { config: app.config });
    } else {
      await updateBookingMoney(tx, bookingId, { paidCents: paid });
    }
    const { view, row } = await loadBookingView(tx, bookingId);
    const item = bookingItem(view);
    const operatorId = item.operatorId;
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
          seats: view.seats,
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
      method: payments.method,
      payerPhone: payments.payerPhone,
      returnPath: payments.returnPath,
      kind: payments.kind,
      bookingReference: bookings.reference,
      bookingId: bookings.id,
      bookingStatus: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
      title: sql<string>`coalesce(${safariPackages.title}, ${transportRoutes.name})`,
      companyName: sql<string>`coalesce(${operatorProfiles.companyName}, 'Dala Rides operator')`,
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
