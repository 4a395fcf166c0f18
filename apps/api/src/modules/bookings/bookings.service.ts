import { randomBytes } from 'node:crypto';
import {
  formatMinorUnits,
  normaliseSeatLabel,
  renderMessage,
  todayInTanzania,
  type Booking,
  type BookingKind,
  type BookingStatus,
  type Currency,
  type Message,
  type OperatorBooking,
  type RefundQuoteResponse,
  type TravelerBooking,
  type TripBooking,
} from '@dala/shared';
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { bookings, safariPackages, tripBookings, trips, tripSeatReservations, users } from '../../db/schema';
import type { AuthUser } from '../../lib/auth/guards';
import { conflict, notFound, validationError } from '../../lib/errors';
import { enqueueMail } from '../../lib/jobs';
import { notify } from '../notifications';
import { commissionForBookingKind } from '../ledger';
import { failPendingPayments, refundBooking } from '../payments';
import { bookingItem, bookingMails, type BookingMail } from './booking-mail';
import { kindOf, type BookableKind, type KindContext } from './booking-kinds';
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
import { isUniqueViolation, sqlState, transactionWithRetry } from './transaction';
import { tripKind, type TripChoice } from './trip-kind';

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

/** A traveler's booking of one kind (by id or reference); another's, or another kind, is not found. */
async function travelerBookingOfKind(
  db: Database,
  user: AuthUser,
  id: string,
  kind: BookingKind,
): Promise<TravelerBooking> {
  const rows = await selectBookingViews(
    db,
    and(bookingKey(id), ownedByTraveler(user.id), eq(bookings.kind, kind)),
  );
  if (!rows[0]) throw notFound('bookings.notFound');
  return (await toBookings(db, rows, user.preferred_language))[0]!;
}

/** GET /bookings/:id and the safari routes beside it: a safari booking (trip bookings have /trip-bookings). */
export async function getTravelerBooking(db: Database, user: AuthUser, id: string): Promise<Booking> {
  const view = await travelerBookingOfKind(db, user, id, 'safari');
  if (view.kind !== 'safari') throw notFound('bookings.notFound');
  return view;
}

export async function getTravelerTripBooking(db: Database, user: AuthUser, id: string): Promise<TripBooking> {
  const view = await travelerBookingOfKind(db, user, id, 'trip');
  if (view.kind !== 'trip') throw notFound('bookings.notFound');
  return view;
}

/** A booking of either kind, as the payment flow reads it. */
export async function getAnyTravelerBooking(
  db: Database,
  user: AuthUser,
  id: string,
  kind: BookingKind,
): Promise<TravelerBooking> {
  return travelerBookingOfKind(db, user, id, kind);
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
  return {
    items: await toBookings(db, rows, user.preferred_language),
    total,
    page: q.page,
    page_size: q.page_size,
  };
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
  const where: (SQL | undefined)[] = [ownedByOperator(user.id), eq(bookings.kind, 'safari')];
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
  const views = await toBookings(db, rows, user.preferred_language);
  // What every booking of the filter was paid and refunded (the ledger's columns kept by payments and
  // refunds), per currency: the list's summary row.
  const sums = await db
    .select({
      currency: bookings.currency,
      bookings: sql<number>`count(*)::int`,
      paid: sql<number>`coalesce(sum(${bookings.paidCents}), 0)::int`,
      refunded: sql<number>`coalesce(sum(${bookings.refundedCents}), 0)::int`,
    })
    .from(bookings)
    .leftJoin(safariPackages, eq(safariPackages.id, bookings.packageId))
    .where(whereSql)
    .groupBy(bookings.currency)
    .orderBy(bookings.currency);
  return {
    items: views.map((b, i) => toOperatorBooking(b, rows[i]!)),
    total,
    page: q.page,
    page_size: q.page_size,
    totals: sums.map((r) => ({
      currency: r.currency === 'TZS' ? ('TZS' as const) : ('USD' as const),
      bookings: Number(r.bookings),
      paid_cents: Number(r.paid),
      refunded_cents: Number(r.refunded),
    })),
  };
}

export async function getOperatorBooking(db: Database, user: AuthUser, id: string): Promise<OperatorBooking> {
  const rows = await selectBookingViews(
    db,
    and(bookingKey(id), ownedByOperator(user.id), eq(bookings.kind, 'safari')),
  );
  if (!rows[0]) throw notFound('bookings.notFound');
  return toOperatorBooking((await toBookings(db, rows, user.preferred_language))[0]!, rows[0]);
}

// ── Creating (seat hold) ──────────────────────────────────────────────────────────────────────────

export interface CreateBookingInput extends SafariChoice {
  lead_traveler: { name: string; email: string; phone: string };
  special_requests: string;
}

interface HoldRequest<Choice> {
  kind: BookableKind<Choice, unknown>;
  choice: Choice;
  lead: { name: string; email: string; phone: string };
  specialRequests: string;
}

/**
 * Holds an item for its kind's hold time in one transaction: the kind locks the item while it checks
 * the choice, the booking row is written, then the kind writes its own rows (a trip's seats, which the
 * database refuses when they would be sold twice). Concurrent requests on any number of processes are
 * serialised per item and can never oversell it. The same Idempotency-Key from the same traveler with
 * the same body answers the booking it created the first time; with another body, 422.
 */
async function holdBooking<Choice>(
  app: FastifyInstance,
  user: AuthUser,
  request: HoldRequest<Choice>,
  idempotency: IdempotencyKey,
): Promise<{ booking: TravelerBooking; created: boolean }> {
  const db = app.db;
  const sameKey = and(ownedByTraveler(user.id), eq(bookings.idempotencyKey, idempotency.key));
  const existing = await selectBookingViews(db, sameKey);
  if (existing[0]) {
    assertSameRequest(existing[0].booking.idempotencyFingerprint, idempotency.fingerprint);
    return { booking: (await toBookings(db, existing, user.preferred_language))[0]!, created: false };
  }

  const today = todayInTanzania();
  const kind = request.kind;
  let bookingId: string;
  try {
    bookingId = await transactionWithRetry(db, async (tx) => {
      const item = await kind.resolve(tx, user.id, request.choice, today);
      const { quote, columns } = kind.quote(item, today);
      const id = await insertBooking(tx, {
        ...columns,
        ...quote,
        reference: newReference(),
        travelerId: user.id,
        leadName: request.lead.name,
        leadEmail: request.lead.email,
        leadPhone: request.lead.phone,
        specialRequests: request.specialRequests,
        status: 'pending_payment',
        // The platform's commission in force now stays with the booking (a later change never touches it).
        commissionBasisPoints: await commissionForBookingKind(tx, kind.kind),
        // The database's clock, as the seats' holds that follow it (never this process's).
        holdExpiresAt: sql`clock_timestamp() + make_interval(mins => ${kind.holdMinutes})`,
        idempotencyKey: idempotency.key,
        idempotencyFingerprint: idempotency.fingerprint,
      });
      await kind.place(tx, id, item);
      return id;
    });
  } catch (err) {
    // The same key sent twice at once: the loser finds the winner's booking.
    if (isUniqueViolation(err)) {
      const again = await selectBookingViews(db, sameKey);
      if (again[0]) {
        assertSameRequest(again[0].booking.idempotencyFingerprint, idempotency.fingerprint);
        return { booking: (await toBookings(db, again, user.preferred_language))[0]!, created: false };
      }
    }
    // The lock order makes these unexpected; if one survives the retry it is still a refusal, not a crash.
    if (sqlState(err) === '40P01' || sqlState(err) === '40001') throw conflict('transport.seatsBusy');
    throw err;
  }
  return { booking: (await loadBookingView(db, bookingId, user.preferred_language)).view, created: true };
}

/** POST /api/bookings: a safari's seats (group tour) or date (private tour), held for HOLD_MINUTES. */
export async function createBooking(
  app: FastifyInstance,
  user: AuthUser,
  input: CreateBookingInput,
  idempotency: IdempotencyKey,
): Promise<{ booking: Booking; created: boolean }> {
  const { booking, created } = await holdBooking(
    app,
    user,
    {
      kind: safariKind as BookableKind<SafariChoice, unknown>,
      choice: input,
      lead: input.lead_traveler,
      specialRequests: input.special_requests,
    },
    idempotency,
  );
  // The key was used for a trip hold before: that is another request.
  if (booking.kind !== 'safari') throw notFound('bookings.notFound');
  return { booking, created };
}

/**
 * POST /api/trip-bookings: seats of a trip on a segment, held for SEAT_HOLD_MINUTES. The lead contact
 * is the traveler's account; passengers are named per seat afterwards (PUT …/passengers).
 */
export async function createTripBooking(
  app: FastifyInstance,
  user: AuthUser,
  input: TripChoice,
  idempotency: IdempotencyKey,
): Promise<{ booking: TripBooking; created: boolean }> {
  const [account] = await app.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, user.id));
  const { booking, created } = await holdBooking(
    app,
    user,
    {
      kind: tripKind as BookableKind<TripChoice, unknown>,
      choice: input,
      lead: {
        name: `${account?.firstName ?? ''} ${account?.lastName ?? ''}`.trim() || user.email,
        email: account?.email ?? user.email,
        phone: account?.phone ?? '',
      },
      specialRequests: '',
    },
    idempotency,
  );
  if (booking.kind !== 'trip') throw notFound('bookings.notFound');
  return { booking, created };
}

// ── Confirming ────────────────────────────────────────────────────────────────────────────────────

/**
 * A pending booking whose payment is kept becomes confirmed: its hold ends and its item's seats are
 * taken for good. Call with the booking locked (lockBooking); `paidCents` is its new paid total.
 */
export async function confirmBooking(
  tx: Database,
  booking: BookingRow,
  paidCents: number,
  context: KindContext,
): Promise<void> {
  await changeBookingStatus(tx, { id: booking.id, from: booking.status }, 'confirmed', {
    paidCents,
    confirmedAt: sql`now()`,
    holdExpiresAt: null,
  });
  await kindOf(booking).commit(tx, booking, context);
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
  kind: BookingKind = 'safari',
): Promise<RefundQuoteResponse> {
  const view = await travelerBookingOfKind(db, user, bookingId, kind);
  const row = await findBookingRow(db, eq(bookings.id, view.id));
  const refund = await kindOf(row!).refund(db, row!, 'traveler', new Date());
  return {
    booking_id: view.id,
    can_cancel: (view.status === 'pending_payment' || view.status === 'confirmed') && refund.refusal === null,
    ...refund.quote,
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
  kind: BookingKind = 'safari',
): Promise<string> {
  const owner = by === 'traveler' ? ownedByTraveler(user.id) : ownedByOperator(user.id);
  const found = await selectBookingViews(app.db, and(bookingKey(bookingId), owner, eq(bookings.kind, kind)));
  if (!found[0]) throw notFound('bookings.notFound');
  const id = found[0].booking.id;
  await transactionWithRetry(app.db, (tx) => cancelLockedBooking(tx, app, id, by, reason));
  return id;
}

/**
 * Cancels a safari booking whose balance was not paid by its due date (the balance reminders' last
 * step): the traveler's cancellation policy applies to what was paid, as if the traveler had cancelled
 * that day. Answers false when the booking is no longer confirmed or its balance got paid meanwhile.
 * `reason` is ours (a catalog message): kept on the booking in English and shown in the reader's language.
 */
export async function cancelForUnpaidBalance(
  app: FastifyInstance,
  bookingId: string,
  reason: Message,
): Promise<boolean> {
  return transactionWithRetry(app.db, async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (booking.status !== 'confirmed' || booking.paidCents - booking.refundedCents >= booking.totalCents) {
      return false;
    }
    await cancelLockedBooking(tx, app, bookingId, 'traveler', reason);
    return true;
  });
}

/**
 * Cancels one booking inside the caller's transaction: locks it (item first), refunds what the kind's
 * rules give back (traveler: its bands or policy; operator: everything paid), frees its item, closes
 * open payment attempts, and tells both sides by notification and mail.
 */
async function cancelLockedBooking(
  tx: Database,
  app: FastifyInstance,
  id: string,
  by: 'traveler' | 'operator',
  /** The canceller's own words, kept as typed (may be empty); or our reason as a catalog message. */
  reason: string | Message,
  /** False when the operator cancels a whole trip: it is told once by its own flow, not per booking. */
  tellOperator = true,
): Promise<void> {
  const booking = await lockBooking(tx, id);
  // A hold that ran out cannot be cancelled, whether or not the sweeper has marked it expired.
  checkTransition(effectiveStatus(booking), 'cancelled');
  const kind = kindOf(booking);
  const quote = await kind.refund(tx, booking, by, new Date());
  if (quote.refusal) throw conflict(quote.refusal);
  const refundCents = quote.refundCents;
  const currency = booking.currency as Currency;
  if (refundCents > 0) {
    // A booking is cancelled once: one set of refunds, even if this transaction is retried.
    await refundBooking(tx, booking, refundCents, quote.reason, `cancel-refund-${id}`);
  }
  await kind.release(tx, booking, { config: app.config });
  await failPendingPayments(tx, id, 'payments.failureReason.bookingCancelled');
  await changeBookingStatus(tx, { id, from: booking.status }, 'cancelled', {
    cancelledAt: sql`now()`,
    cancelledBy: by,
    ...(typeof reason === 'string'
      ? { cancellationReason: reason || null, cancellationMessage: null }
      : { cancellationReason: renderMessage('en', reason), cancellationMessage: reason }),
    refundedCentsAdded: refundCents,
    holdExpiresAt: null,
  });
  {
    const { view, row } = await loadBookingView(tx, id);
    const item = bookingItem(view);
    const refund: Message | string =
      refundCents > 0
        ? { key: 'notifications.refundOnItsWay', values: { amount: formatMinorUnits(refundCents, currency) } }
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
            values: { company: item.companyName, reference, reason, refund },
          }
        : { key: 'notifications.cancelledByTraveler', values: { reference, refund } },
    );
    if (tellOperator)
      await notify(
        tx,
        item.operatorId,
        'booking',
        'notifications.bookingCancelledTitle',
        by === 'operator'
          ? { key: 'notifications.operatorCancelled', values: { reference } }
          : {
              key: 'notifications.travelerCancelled',
              values: {
                name: view.lead_traveler.name,
                reference,
                safari: item.title,
                date: item.date,
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
        { refundCents, reason },
      ).filter((mail) => tellOperator || mail.to === row.traveler.email),
    );
  }
}

/**
 * The transporter cancelled a trip (A2's trip planning, inside its transaction, with the trip row
 * already locked): every live booking of it (confirmed, or a hold still running) is cancelled with a
 * full refund of what was paid, its seats released and its tickets cancelled; each traveler is told
 * (notification and mail); the transporter is not told once per booking (its own flow says it).
 * Answers who was booked.
 */
export async function cancelTripBookings(
  tx: Database,
  app: FastifyInstance,
  tripId: number,
  reason: string,
): Promise<{ bookingId: string; travelerId: string; reference: string }[]> {
  const live = await tx
    .select({ id: bookings.id, travelerId: bookings.travelerId, reference: bookings.reference })
    .from(bookings)
    .innerJoin(tripBookings, eq(tripBookings.bookingId, bookings.id))
    .where(
      and(
        eq(tripBookings.tripId, tripId),
        or(
          eq(bookings.status, 'confirmed'),
          and(eq(bookings.status, 'pending_payment'), sql`${bookings.holdExpiresAt} > now()`),
        ),
      ),
    )
    .orderBy(asc(bookings.createdAt));
  for (const booking of live) {
    await cancelLockedBooking(tx, app, booking.id, 'operator', reason, false);
  }
  return live.map((b) => ({ bookingId: b.id, travelerId: b.travelerId, reference: b.reference }));
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

// ── Trip bookings: passengers and the traveler's trips ────────────────────────────────────────────

export interface PassengerInput {
  seat: string;
  name: string;
  phone: string;
  id_number: string | null;
}

/**
 * PUT /api/trip-bookings/:id/passengers: names one passenger per held seat (all of them at once,
 * replacing earlier names), while the hold runs. Locked as every change of a trip's seats: the trip
 * row, then the booking.
 */
export async function nameTripPassengers(
  app: FastifyInstance,
  user: AuthUser,
  bookingId: string,
  passengers: readonly PassengerInput[],
): Promise<TripBooking> {
  const view = await getTravelerTripBooking(app.db, user, bookingId);
  await transactionWithRetry(app.db, async (tx) => {
    const booking = await lockBooking(tx, view.id);
    if (effectiveStatus(booking) !== 'pending_payment') throw conflict('transport.passengersLocked');
    const held = await tx
      .select({ id: tripSeatReservations.id, seat: tripSeatReservations.seatLabel })
      .from(tripSeatReservations)
      .where(and(eq(tripSeatReservations.bookingId, booking.id), eq(tripSeatReservations.status, 'held')));
    const bySeat = new Map(held.map((r) => [r.seat, r.id]));
    const seatList = [...bySeat.keys()].sort().join(', ');
    const unknown = passengers.find((p) => !bySeat.has(normaliseSeatLabel(p.seat)));
    if (unknown) {
      throw validationError({
        passengers: [
          { key: 'transport.passengerSeatUnknown', values: { seat: normaliseSeatLabel(unknown.seat) } },
        ],
      });
    }
    const named = new Set(passengers.map((p) => normaliseSeatLabel(p.seat)));
    if (named.size !== passengers.length || named.size !== bySeat.size) {
      throw validationError({
        passengers: [{ key: 'transport.passengersOnePerSeat', values: { seats: seatList } }],
      });
    }
    for (const passenger of passengers) {
      await tx
        .update(tripSeatReservations)
        .set({
          passengerName: passenger.name,
          passengerPhone: passenger.phone,
          passengerIdNumber: passenger.id_number,
        })
        .where(eq(tripSeatReservations.id, bySeat.get(normaliseSeatLabel(passenger.seat))!));
    }
  });
  return getTravelerTripBooking(app.db, user, view.id);
}

/**
 * GET /api/me/trips: the traveler's trip bookings with their tickets. Upcoming: paid (or still held)
 * trips that have not arrived yet, soonest first; past: paid trips that have arrived, latest first.
 */
export async function listTravelerTrips(
  db: Database,
  user: AuthUser,
  q: { when: 'upcoming' | 'past'; page: number; page_size: number },
) {
  const upcoming = q.when === 'upcoming';
  const where = and(
    ownedByTraveler(user.id),
    eq(bookings.kind, 'trip'),
    upcoming
      ? and(
          or(inArray(bookings.status, ['confirmed', 'completed']), liveSql),
          sql`${trips.arrivesAt} > now()`,
        )
      : and(inArray(bookings.status, ['confirmed', 'completed']), sql`${trips.arrivesAt} <= now()`),
  );
  const total = await countBookings(db, where);
  const rows = await selectBookingViews(db, where, {
    orderBy: upcoming ? [asc(trips.departsAt), asc(bookings.createdAt)] : [desc(trips.departsAt)],
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  const items = (await toBookings(db, rows, user.preferred_language)).filter(
    (b): b is TripBooking => b.kind === 'trip',
  );
  return { items, total, page: q.page, page_size: q.page_size };
}
