import { randomBytes } from 'node:crypto';
import {
  HOLD_MINUTES,
  computeRefund,
  formatMinorUnits,
  todayInTanzania,
  type Booking,
  type BookingStatus,
  type Message,
  type OperatorBooking,
  type RefundQuoteResponse,
} from '@dala/shared';
import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import type { AuthUser } from '../../lib/auth/guards';
import { notFound } from '../../lib/errors';
import { enqueueMail } from '../../lib/jobs';
import { paymentProvider } from '../../lib/payments';
import { notify } from '../notifications';
import { failPendingPayments, issueRefund, lastSucceededPayment } from '../payments';
import { bookingMails, type BookingMail } from './booking-mail';
import { kindOf } from './booking-kinds';
import { changeBookingStatus, checkTransition } from './booking-status';
import {
  bookingKey,
  countBookings,
  effectiveStatus,
  findBookingRow,
  insertBooking,
  loadBookingView,
  lockBookingRow,
  ownedByOperator,
  ownedByTraveler,
  selectBookingViews,
  toBookings,
  toOperatorBooking,
  type BookingRow,
} from './bookings.repository';
import { assertSameRequest, type IdempotencyKey } from './idempotency';
import { safariKind, type SafariChoice } from './safari-kind';
import { isUniqueViolation, transactionWithRetry } from './transaction';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newReference(): string {
  const bytes = randomBytes(8);
  return 'DR-' + Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');
}

/**
 * Locks a booking for a change of its seats or money, in the one order every such flow takes: the
 * item's rows (a safari: its package, then a group tour's departure — see the kind's `lock`), then the
 * booking row. Rows that reference them (payments, events, refunds) come after. Answers the booking row
 * as locked. Which item a booking is for never changes, so it is read first without a lock.
 */
export async function lockBooking(tx: Database, bookingId: string): Promise<BookingRow> {
  const head = await findBookingRow(tx, eq(bookings.id, bookingId));
  if (!head) throw notFound('bookings.notFound');
  await kindOf(head).lock(tx, head);
  return lockBookingRow(tx, bookingId);
}

/**
 * Queues a booking event's mails in the event's transaction (lib/jobs): they exist exactly when the
 * change does, go out after it commits and are retried while the mail server is down. `cause` names
 * the event (`booking-cancelled:<id>`): its mails are queued once, however often it is replayed.
 */
export async function queueBookingMails(tx: Database, cause: string, mails: BookingMail[]): Promise<void> {
  for (const [index, mail] of mails.entries()) {
    await enqueueMail(tx, mail, { dedupeKey: `mail:${cause}:${index}` });
  }
}

// ── Reading ───────────────────────────────────────────────────────────────────────────────────────

export async function getTravelerBooking(db: Database, user: AuthUser, id: string): Promise<Booking> {
  const rows = await selectBookingViews(db, and(bookingKey(id), ownedByTraveler(user.id)));
  if (!rows[0]) throw notFound('bookings.notFound');
  return (await toBookings(db, rows))[0]!;
}

const liveSql = sql`(${bookings.status} = 'confirmed' or (${bookings.status} = 'pending_payment' and ${bookings.holdExpiresAt} > now()))`;
const expiredSql = sql`(${bookings.status} = 'expired' or (${bookings.status} = 'pending_payment' and ${bookings.holdExpiresAt} <= now()))`;

export async function listTravelerBookings(
  db: Database,
  user: AuthUser,
  q: { group?: 'upcoming' | 'past' | 'cancelled'; page: number; page_size: number },
) {
  const today = todayInTanzania();
  const groupSql =
    q.group === 'cancelled'
      ? or(eq(bookings.status, 'cancelled'), expiredSql)
      : q.group === 'past'
        ? or(eq(bookings.status, 'completed'), and(liveSql, sql`${bookings.endDate} < ${today}`))
        : q.group === 'upcoming'
          ? and(liveSql, gte(bookings.endDate, today))
          : undefined;
  const where = and(ownedByTraveler(user.id), groupSql);
  const total = await countBookings(db, where);
  const order =
    q.group === 'upcoming'
      ? [asc(bookings.startDate), desc(bookings.createdAt)]
      : [desc(bookings.startDate), desc(bookings.createdAt)];
  const rows = await selectBookingViews(db, where, {
    orderBy: order,
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  return { items: await toBookings(db, rows), total, page: q.page, page_size: q.page_size };
}

export async function listOperatorBookings(
  db: Database,
  user: AuthUser,
  q: {
    status?: BookingStatus;
    package_id?: number;
    from?: string;
    to?: string;
    page: number;
    page_size: number;
  },
) {
  const where: (SQL | undefined)[] = [ownedByOperator(user.id)];
  if (q.status === 'expired') {
    where.push(expiredSql);
  } else if (q.status === 'pending_payment') {
    where.push(sql`(${bookings.status} = 'pending_payment' and ${bookings.holdExpiresAt} > now())`);
  } else if (q.status) {
    where.push(eq(bookings.status, q.status));
  }
  if (q.package_id) where.push(eq(bookings.packageId, q.package_id));
  if (q.from) where.push(gte(bookings.startDate, q.from));
  if (q.to) where.push(lte(bookings.startDate, q.to));
  const whereSql = and(...where);
  const total = await countBookings(db, whereSql);
  const rows = await selectBookingViews(db, whereSql, {
    orderBy: [asc(bookings.startDate), desc(bookings.createdAt)],
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  const views = await toBookings(db, rows);
  return {
    items: views.map((b, i) => toOperatorBooking(b, rows[i]!)),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function getOperatorBooking(db: Database, user: AuthUser, id: string): Promise<OperatorBooking> {
  const rows = await selectBookingViews(db, and(bookingKey(id), ownedByOperator(user.id)));
  if (!rows[0]) throw notFound('bookings.notFound');
  return toOperatorBooking((await toBookings(db, rows))[0]!, rows[0]);
}

// ── Creating (seat hold) ──────────────────────────────────────────────────────────────────────────

export interface CreateBookingInput extends SafariChoice {
  lead_traveler: { name: string; email: string; phone: string };
  special_requests: string;
}

/**
 * POST /api/bookings: holds the seats for HOLD_MINUTES in one transaction. The item is locked while
 * its seats are counted (a safari's departure, or a private tour's package), so concurrent requests on
 * any number of processes are serialised per item and can never oversell it. The same Idempotency-Key
 * from the same traveler with the same body answers the booking it created the first time; with
 * another body, 422.
 */
export async function createBooking(
  app: FastifyInstance,
  user: AuthUser,
  input: CreateBookingInput,
  idempotency: IdempotencyKey,
): Promise<{ booking: Booking; created: boolean }> {
  const db = app.db;
  const sameKey = and(ownedByTraveler(user.id), eq(bookings.idempotencyKey, idempotency.key));
  const existing = await selectBookingViews(db, sameKey);
  if (existing[0]) {
    assertSameRequest(existing[0].booking.idempotencyFingerprint, idempotency.fingerprint);
    return { booking: (await toBookings(db, existing))[0]!, created: false };
  }

  const today = todayInTanzania();
  let bookingId: string;
  try {
    bookingId = await transactionWithRetry(db, async (tx) => {
      const kind = safariKind;
      const item = await kind.resolve(tx, user.id, input, today);
      const { quote, columns } = kind.quote(item, today);
      return insertBooking(tx, {
        ...columns,
        ...quote,
        reference: newReference(),
        travelerId: user.id,
        leadName: input.lead_traveler.name,
        leadEmail: input.lead_traveler.email,
        leadPhone: input.lead_traveler.phone,
        specialRequests: input.special_requests,
        status: 'pending_payment',
        holdExpiresAt: sql`now() + make_interval(mins => ${HOLD_MINUTES})`,
        idempotencyKey: idempotency.key,
        idempotencyFingerprint: idempotency.fingerprint,
      });
    });
  } catch (err) {
    // The same key sent twice at once: the loser finds the winner's booking.
    if (isUniqueViolation(err)) {
      const again = await selectBookingViews(db, sameKey);
      if (again[0]) {
        assertSameRequest(again[0].booking.idempotencyFingerprint, idempotency.fingerprint);
        return { booking: (await toBookings(db, again))[0]!, created: false };
      }
    }
    throw err;
  }
  return { booking: (await loadBookingView(db, bookingId)).view, created: true };
}

// ── Confirming ────────────────────────────────────────────────────────────────────────────────────

/**
 * A pending booking whose payment is kept becomes confirmed: its hold ends and its item's seats are
 * taken for good. Call with the booking locked (lockBooking); `paidCents` is its new paid total.
 */
export async function confirmBooking(tx: Database, booking: BookingRow, paidCents: number): Promise<void> {
  await changeBookingStatus(tx, { id: booking.id, from: booking.status }, 'confirmed', {
    paidCents,
    confirmedAt: sql`now()`,
    holdExpiresAt: null,
  });
  await kindOf(booking).commit(tx, booking);
}

/** Whether a booking whose hold ran out can still be confirmed (its item is still free for it). */
export async function itemStillAvailable(tx: Database, booking: BookingRow): Promise<boolean> {
  return kindOf(booking).stillAvailable(tx, booking);
}

// ── Cancelling ────────────────────────────────────────────────────────────────────────────────────

export async function refundQuoteFor(
  db: Database,
  user: AuthUser,
  bookingId: string,
): Promise<RefundQuoteResponse> {
  const booking = await getTravelerBooking(db, user, bookingId);
  const quote = computeRefund({
    paidCents: booking.paid_cents - booking.refunded_cents,
    departureDate: booking.start_date,
    today: todayInTanzania(),
    cancelledBy: 'traveler',
    processingFeePercent: booking.refund_schedule[0]?.processing_fee_percent,
  });
  return {
    booking_id: booking.id,
    can_cancel: booking.status === 'pending_payment' || booking.status === 'confirmed',
    ...quote,
    currency: 'USD',
    refund_schedule: booking.refund_schedule,
  };
}

/**
 * Cancels a booking (traveler: refund per the policy bands; operator: everything paid), frees its
 * seats and records the refund, all in one transaction; both sides are told.
 */
export async function cancelBooking(
  app: FastifyInstance,
  user: AuthUser,
  bookingId: string,
  by: 'traveler' | 'operator',
  reason: string,
): Promise<string> {
  const db = app.db;
  const provider = paymentProvider(app);
  const owner = by === 'traveler' ? ownedByTraveler(user.id) : ownedByOperator(user.id);
  const found = await selectBookingViews(db, and(bookingKey(bookingId), owner));
  if (!found[0]) throw notFound('bookings.notFound');
  const id = found[0].booking.id;
  await transactionWithRetry(db, async (tx) => {
    const booking = await lockBooking(tx, id);
    // A hold that ran out cannot be cancelled, whether or not the sweeper has marked it expired.
    checkTransition(effectiveStatus(booking), 'cancelled');
    const quote = computeRefund({
      paidCents: booking.paidCents - booking.refundedCents,
      departureDate: booking.startDate,
      today: todayInTanzania(),
      cancelledBy: by,
      processingFeePercent: booking.processingFeePercent,
    });
    if (quote.refund_cents > 0) {
      const lastPayment = await lastSucceededPayment(tx, id);
      await issueRefund(tx, provider, {
        bookingId: id,
        providerReference: lastPayment?.providerReference ?? '',
        amountCents: quote.refund_cents,
        currency: 'USD',
        reason:
          by === 'operator'
            ? 'Cancelled by the operator: full refund'
            : `Cancelled by the traveler ${quote.days_before_departure} days before departure: ${quote.refund_percent}% refund${quote.processing_fee_cents ? ' minus the processing fee' : ''}`,
        // A booking is cancelled once: one refund, even if this transaction is retried.
        idempotencyKey: `cancel-refund-${id}`,
      });
    }
    if (booking.status === 'confirmed') await kindOf(booking).release(tx, booking);
    await failPendingPayments(tx, id, 'Booking cancelled');
    await changeBookingStatus(tx, { id, from: booking.status }, 'cancelled', {
      cancelledAt: sql`now()`,
      cancelledBy: by,
      cancellationReason: reason || null,
      refundedCentsAdded: quote.refund_cents,
      holdExpiresAt: null,
    });
    const { view, row } = await loadBookingView(tx, id);
    const refund: Message | string =
      quote.refund_cents > 0
        ? { key: 'notifications.refundOnItsWay', values: { amount: formatMinorUnits(quote.refund_cents) } }
        : '';
    const reference = view.reference;
    await notify(
      tx,
      booking.travelerId,
      'booking',
      'notifications.bookingCancelledTitle',
      by === 'operator'
        ? {
            key: reason ? 'notifications.cancelledByOperatorWithReason' : 'notifications.cancelledByOperator',
            values: { company: view.safari.operator.company_name, reference, reason, refund },
          }
        : { key: 'notifications.cancelledByTraveler', values: { reference, refund } },
    );
    await notify(
      tx,
      view.safari.operator.id,
      'booking',
      'notifications.bookingCancelledTitle',
      by === 'operator'
        ? { key: 'notifications.operatorCancelled', values: { reference } }
        : {
            key: 'notifications.travelerCancelled',
            values: {
              name: view.lead_traveler.name,
              reference,
              safari: view.safari.title,
              date: view.start_date,
            },
          },
    );
    await queueBookingMails(
      tx,
      `booking-cancelled:${id}`,
      bookingMails(
        by === 'operator' ? 'cancelled_by_operator' : 'cancelled_by_traveler',
        view,
        row.traveler,
        row.operator,
        app.config.publicUrl,
        { refundCents: quote.refund_cents, reason },
      ),
    );
  });
  return id;
}

// ── Housekeeping ──────────────────────────────────────────────────────────────────────────────────

/**
 * Marks expired holds `expired` and finished trips `completed`. Correctness never waits for it
 * (availability already ignores expired holds); it keeps the stored states tidy. Safe on many processes.
 */
export async function sweepBookings(db: Database): Promise<{ expired: number; completed: number }> {
  const expired = await changeBookingStatus(
    db,
    {
      candidates: sql`select id from bookings where status = 'pending_payment' and hold_expires_at <= now()
                 order by hold_expires_at limit 500 for update skip locked`,
    },
    'expired',
  );
  const completed = await changeBookingStatus(
    db,
    {
      candidates: sql`select id from bookings where status = 'confirmed' and end_date < ${todayInTanzania()}
                 limit 500 for update skip locked`,
    },
    'completed',
    { completedAt: sql`now()` },
  );
  return { expired: expired.length, completed: completed.length };
}
