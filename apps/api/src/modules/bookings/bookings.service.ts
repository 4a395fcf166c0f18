import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  HOLD_MINUTES,
  SAFARI_MESSAGES,
  BookingTransitionError,
  assertTransition,
  computeRefund,
  refundSchedule,
  seatsFor,
  todayInTanzania,
  type Booking,
  type BookingStatus,
  type OperatorBooking,
  type RefundQuoteResponse,
} from '@dala/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth/guards';
import { AppError, conflict, notFound, validationError } from '../../lib/errors';
import { paymentProvider, type ProviderEvent } from '../../lib/payments';
import { notify } from '../notifications/notify';
import { assertBookable, loadPackageForBooking, resolveTrip } from '../safaris/availability';
import { buildQuote } from '../safaris/catalog.service';
import { toSafariImage, type ImageRow } from '../safaris/images';
import { bookingMails, type BookingMail } from './booking-mail';

type Row = Record<string, unknown>;

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newReference(): string {
  const bytes = randomBytes(8);
  return 'DR-' + Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');
}

function transitionOrConflict(from: BookingStatus, to: BookingStatus) {
  try {
    assertTransition(from, to);
  } catch (err) {
    if (err instanceof BookingTransitionError) throw conflict(err.message);
    throw err;
  }
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

const sqlState = (err: unknown): string | undefined => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
};

/**
 * Runs `work` in a transaction, and once more if PostgreSQL aborted it as a deadlock victim (40P01) or
 * for a serialization failure (40001). The lock order below makes deadlocks unexpected; this is the
 * safety net for the orders we do not control (another module's transaction, the sweeper).
 */
export async function transactionWithRetry<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    const state = sqlState(err);
    if (state !== '40P01' && state !== '40001') throw err;
    return db.transaction(work);
  }
}

/**
 * Locks a booking for a change of its seats or money, in the one order every such flow takes: the
 * package row (FOR NO KEY UPDATE: what the search-entry refresh triggers take at the end of the
 * statement that changes a departure or a confirmed booking, taken first here so the order never turns
 * around; it does not block inserts referencing the package), the departure row of a group tour, then
 * the booking row. Rows that reference them (payments, events, refunds) come after. Answers the booking.
 */
async function lockBooking(
  tx: Database,
  target: { id: string; packageId: number; departureId: number | null },
): Promise<Row> {
  await tx.execute(sql`select id from safari_packages where id = ${target.packageId} for no key update`);
  if (target.departureId != null) {
    await tx.execute(sql`select id from safari_departures where id = ${target.departureId} for update`);
  }
  const rows = await tx.execute(
    sql`select *, to_char(start_date, 'YYYY-MM-DD') as start_day from bookings where id = ${target.id}::uuid for no key update`,
  );
  return rows.rows[0]!;
}

/** An Idempotency-Key and the fingerprint of the request that carries it. */
export interface IdempotencyKey {
  key: string;
  fingerprint: string;
}

function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** sha256 of the canonical JSON (keys sorted at every level) of a validated request body. */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** Rows stored before fingerprints existed (null) are taken as the same request. */
function assertSameRequest(storedFingerprint: unknown, fingerprint: string) {
  if (storedFingerprint != null && storedFingerprint !== fingerprint) {
    throw new AppError(
      422,
      ERROR_CODES.idempotencyKeyReused,
      'This Idempotency-Key was already used for a different request',
    );
  }
}

/** A pending booking whose hold has run out is expired, whether or not the sweeper has marked it. */
export function effectiveStatus(row: {
  status: string;
  hold_expires_at: Date | string | null;
}): BookingStatus {
  if (
    row.status === 'pending_payment' &&
    row.hold_expires_at &&
    new Date(row.hold_expires_at).getTime() <= Date.now()
  ) {
    return 'expired';
  }
  return row.status as BookingStatus;
}

const iso = (v: unknown) => (v == null ? null : new Date(v as string | Date).toISOString());

const BOOKING_SELECT = sql`
  select b.*, to_char(b.start_date, 'YYYY-MM-DD') as start_day, to_char(b.end_date, 'YYYY-MM-DD') as end_day,
    to_char(b.balance_due_date, 'YYYY-MM-DD') as balance_day,
    p.slug, p.title, p.location, p.duration_days, p.itinerary, p.operator_id,
    coalesce(op.company_name, ou.first_name || ' ' || ou.last_name) as company_name, ou.is_verified as operator_verified,
    ou.email as operator_email, tu.email as traveler_email, tu.first_name as traveler_first, tu.last_name as traveler_last,
    tu.phone_number as traveler_phone
  from bookings b
  join safari_packages p on p.id = b.package_id
  join users ou on ou.id = p.operator_id
  left join operator_profiles op on op.user_id = p.operator_id
  join users tu on tu.id = b.traveler_id`;

async function loadBookingRows(db: Database, where: SQL, tail: SQL = sql``): Promise<Row[]> {
  const result = await db.execute(sql`${BOOKING_SELECT} where ${where} ${tail}`);
  return result.rows;
}

async function toBookings(db: Database, rows: Row[], today = todayInTanzania()): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const ids = sql.join(
    rows.map((r) => sql`${String(r.id)}::uuid`),
    sql`, `,
  );
  const packageIds = sql.join(
    [...new Set(rows.map((r) => Number(r.package_id)))].map((id) => sql`${id}`),
    sql`, `,
  );
  const [payments, refunds, covers] = [
    await db.execute(sql`select * from payments where booking_id in (${ids}) order by created_at`),
    await db.execute(sql`select * from refunds where booking_id in (${ids}) order by created_at`),
    await db.execute(sql`
      select distinct on (package_id) package_id, id, position, is_cover, kind, variants, art_name, width, height, alt
      from safari_images where package_id in (${packageIds}) order by package_id, is_cover desc, position`),
  ];
  const coverUrl = new Map(
    covers.rows.map((c) => [Number(c.package_id), toSafariImage(c as unknown as ImageRow).url]),
  );
  return rows.map((r) => {
    const status = effectiveStatus(r as { status: string; hold_expires_at: Date | null });
    const total = Number(r.total_cents);
    const paid = Number(r.paid_cents);
    const refunded = Number(r.refunded_cents);
    // paid_cents counts every payment that arrived, refunded_cents what went back (a cancellation, or a
    // payment the booking did not need): what is still owed is worked out from the difference.
    const netPaid = paid - refunded;
    const endDay = String(r.end_day);
    const group: Booking['group'] =
      status === 'cancelled' || status === 'expired'
        ? 'cancelled'
        : status === 'completed' || endDay < today
          ? 'past'
          : 'upcoming';
    let next: Booking['next_payment'] = null;
    if (status === 'pending_payment') {
      next = r.pay_in_full
        ? { kind: 'full', amount_cents: total - netPaid }
        : { kind: 'deposit', amount_cents: Math.max(0, Number(r.deposit_cents) - netPaid) };
    } else if (status === 'confirmed' && netPaid < total) {
      next = { kind: 'balance', amount_cents: total - netPaid };
    }
    return {
      id: String(r.id),
      reference: String(r.reference),
      status,
      group,
      safari: {
        id: Number(r.package_id),
        slug: String(r.slug),
        title: String(r.title),
        location: String(r.location),
        duration_days: Number(r.duration_days),
        cover_image_url: coverUrl.get(Number(r.package_id)) ?? null,
        itinerary: r.itinerary as Booking['safari']['itinerary'],
        operator: {
          id: String(r.operator_id),
          company_name: String(r.company_name),
          is_verified: Boolean(r.operator_verified),
        },
      },
      departure_id: r.departure_id == null ? null : Number(r.departure_id),
      start_date: String(r.start_day),
      end_date: endDay,
      adults: Number(r.adults),
      children: Number(r.children),
      infants: Number(r.infants),
      seats: Number(r.seats),
      lead_traveler: { name: String(r.lead_name), email: String(r.lead_email), phone: String(r.lead_phone) },
      special_requests: String(r.special_requests),
      currency: 'USD',
      adult_price_usd: Math.round(Number(r.adult_price_cents) / 100),
      child_price_usd: Math.round(Number(r.child_price_cents) / 100),
      subtotal_cents: Number(r.subtotal_cents),
      discount_cents: Number(r.discount_cents),
      total_cents: total,
      deposit_cents: Number(r.deposit_cents),
      deposit_percent: Number(r.deposit_percent),
      pay_in_full: Boolean(r.pay_in_full),
      balance_due_date: (r.balance_day as string | null) ?? null,
      paid_cents: paid,
      refunded_cents: refunded,
      balance_cents: status === 'cancelled' || status === 'expired' ? 0 : total - netPaid,
      next_payment: next,
      hold_expires_at: status === 'pending_payment' ? iso(r.hold_expires_at) : null,
      created_at: iso(r.created_at)!,
      confirmed_at: iso(r.confirmed_at),
      cancelled_at: iso(r.cancelled_at),
      cancelled_by: (r.cancelled_by as 'traveler' | 'operator' | null) ?? null,
      cancellation_reason: (r.cancellation_reason as string | null) ?? null,
      payments: payments.rows
        .filter((p) => p.booking_id === r.id)
        .map((p) => ({
          id: String(p.id),
          kind: p.kind as 'deposit' | 'balance' | 'full',
          method: p.method as 'mobile_money' | 'card',
          provider: String(p.provider),
          status: p.status as 'pending' | 'succeeded' | 'failed',
          amount_cents: Number(p.amount_cents),
          currency: String(p.currency),
          provider_reference: String(p.provider_reference),
          checkout_url:
            p.status === 'pending' ? `/api/payments/sandbox/checkout/${String(p.provider_reference)}` : null,
          created_at: iso(p.created_at)!,
          completed_at: iso(p.completed_at),
        })),
      refunds: refunds.rows
        .filter((f) => f.booking_id === r.id)
        .map((f) => ({
          id: String(f.id),
          amount_cents: Number(f.amount_cents),
          currency: String(f.currency),
          status: f.status as 'pending' | 'succeeded' | 'failed',
          reason: String(f.reason),
          created_at: iso(f.created_at)!,
        })),
      refund_schedule: refundSchedule(String(r.start_day), Number(r.processing_fee_percent)),
    };
  });
}

function toOperatorBooking(b: Booking, row: Row): OperatorBooking {
  return {
    ...b,
    traveler: {
      id: String(row.traveler_id),
      name: `${String(row.traveler_first)} ${String(row.traveler_last)}`.trim(),
      email: String(row.traveler_email),
      phone: (row.traveler_phone as string | null) ?? null,
    },
  };
}

// ── Reading ───────────────────────────────────────────────────────────────────────────────────────

/** `id` is the booking's uuid or its reference (DR-XXXXXXXX). */
function bookingKey(id: string): SQL {
  return /^DR-/i.test(id) ? sql`b.reference = ${id.toUpperCase()}` : sql`b.id = ${id}::uuid`;
}

export async function getTravelerBooking(db: Database, user: AuthUser, id: string): Promise<Booking> {
  const rows = await loadBookingRows(db, sql`${bookingKey(id)} and b.traveler_id = ${user.id}`);
  if (!rows[0]) throw notFound('Booking not found');
  return (await toBookings(db, rows))[0]!;
}

export async function listTravelerBookings(
  db: Database,
  user: AuthUser,
  q: { group?: 'upcoming' | 'past' | 'cancelled'; page: number; page_size: number },
) {
  const today = todayInTanzania();
  const live = sql`(b.status = 'confirmed' or (b.status = 'pending_payment' and b.hold_expires_at > now()))`;
  const groupSql =
    q.group === 'cancelled'
      ? sql`(b.status in ('cancelled', 'expired') or (b.status = 'pending_payment' and b.hold_expires_at <= now()))`
      : q.group === 'past'
        ? sql`(b.status = 'completed' or (${live} and b.end_date < ${today}))`
        : q.group === 'upcoming'
          ? sql`(${live} and b.end_date >= ${today})`
          : sql`true`;
  const where = sql`b.traveler_id = ${user.id} and ${groupSql}`;
  const total = await db.execute(sql`select count(*)::int as n from bookings b where ${where}`);
  const order =
    q.group === 'upcoming'
      ? sql`b.start_date asc, b.created_at desc`
      : sql`b.start_date desc, b.created_at desc`;
  const rows = await loadBookingRows(
    db,
    where,
    sql`order by ${order} limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`,
  );
  return {
    items: await toBookings(db, rows),
    total: Number(total.rows[0]?.n ?? 0),
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
  const where: SQL[] = [sql`p.operator_id = ${user.id}`];
  if (q.status === 'expired') {
    where.push(sql`(b.status = 'expired' or (b.status = 'pending_payment' and b.hold_expires_at <= now()))`);
  } else if (q.status === 'pending_payment') {
    where.push(sql`(b.status = 'pending_payment' and b.hold_expires_at > now())`);
  } else if (q.status) {
    where.push(sql`b.status = ${q.status}`);
  }
  if (q.package_id) where.push(sql`b.package_id = ${q.package_id}`);
  if (q.from) where.push(sql`b.start_date >= ${q.from}`);
  if (q.to) where.push(sql`b.start_date <= ${q.to}`);
  const whereSql = sql.join(where, sql` and `);
  const total = await db.execute(
    sql`select count(*)::int as n from bookings b join safari_packages p on p.id = b.package_id where ${whereSql}`,
  );
  const rows = await loadBookingRows(
    db,
    whereSql,
    sql`order by b.start_date asc, b.created_at desc limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`,
  );
  const bookings = await toBookings(db, rows);
  return {
    items: bookings.map((b, i) => toOperatorBooking(b, rows[i]!)),
    total: Number(total.rows[0]?.n ?? 0),
    page: q.page,
    page_size: q.page_size,
  };
}

export async function getOperatorBooking(db: Database, user: AuthUser, id: string): Promise<OperatorBooking> {
  const rows = await loadBookingRows(db, sql`${bookingKey(id)} and p.operator_id = ${user.id}`);
  if (!rows[0]) throw notFound('Booking not found');
  return toOperatorBooking((await toBookings(db, rows))[0]!, rows[0]);
}

// ── Creating (seat hold) ──────────────────────────────────────────────────────────────────────────

export interface CreateBookingInput {
  safari_id: number;
  departure_id?: number;
  date?: string;
  adults: number;
  children: number;
  infants: number;
  lead_traveler: { name: string; email: string; phone: string };
  special_requests: string;
}

/**
 * POST /api/bookings: holds the seats for HOLD_MINUTES in one transaction. The departure row (or,
 * for a private tour, the package row) is locked while seats are counted, so concurrent requests on
 * any number of processes are serialised per departure and can never oversell it. The same
 * Idempotency-Key from the same traveler with the same body answers the booking it created the first
 * time; with another body, 422.
 */
export async function createBooking(
  app: FastifyInstance,
  user: AuthUser,
  input: CreateBookingInput,
  idempotency: IdempotencyKey,
): Promise<{ booking: Booking; created: boolean }> {
  const db = app.db;
  const sameKey = sql`b.traveler_id = ${user.id} and b.idempotency_key = ${idempotency.key}`;
  const existing = await loadBookingRows(db, sameKey);
  if (existing[0]) {
    assertSameRequest(existing[0].idempotency_fingerprint, idempotency.fingerprint);
    return { booking: (await toBookings(db, existing))[0]!, created: false };
  }

  const today = todayInTanzania();
  let bookingId: string;
  try {
    bookingId = await transactionWithRetry(db, async (tx) => {
      const pkg = await loadPackageForBooking(tx, input.safari_id);
      assertBookable(pkg);
      if (pkg.operator_id === user.id) throw conflict('You cannot book your own safari');
      // Group tour: the package before the departure, as every flow locks them (the insert below takes
      // this KEY SHARE anyway, but after the departure: an operator editing the departure, who holds the
      // package and waits for the departure, would deadlock with it). A private tour's package is locked
      // FOR UPDATE by resolveTrip, which a KEY SHARE taken first would turn into a deadlock between two
      // bookings of that tour.
      if (!pkg.is_private) {
        await tx.execute(sql`select id from safari_packages where id = ${pkg.id} for key share`);
      }
      const seats = seatsFor(input);
      const trip = await resolveTrip(tx, pkg, input, seats, { lock: true, today });
      const quote = buildQuote(pkg, trip, input, today);
      const [row] = (
        await tx.execute(sql`
        insert into bookings (reference, traveler_id, package_id, departure_id, start_date, end_date, adults, children,
          infants, seats, lead_name, lead_email, lead_phone, special_requests, currency, adult_price_cents,
          child_price_cents, subtotal_cents, discount_cents, total_cents, deposit_percent, deposit_cents, pay_in_full,
          balance_due_date, processing_fee_percent, status, hold_expires_at, idempotency_key, idempotency_fingerprint)
        values (${newReference()}, ${user.id}, ${pkg.id}, ${trip.departureId}, ${trip.startDate}, ${trip.endDate},
          ${input.adults}, ${input.children}, ${input.infants}, ${seats}, ${input.lead_traveler.name},
          ${input.lead_traveler.email}, ${input.lead_traveler.phone}, ${input.special_requests}, 'USD',
          ${trip.adultPriceCents}, ${trip.childPriceCents}, ${quote.subtotal_usd * 100}, ${quote.discount_usd * 100},
          ${quote.total_cents}, ${pkg.deposit_percent}, ${quote.deposit_usd * 100}, ${quote.pay_in_full},
          ${quote.balance_due_date}, ${pkg.processing_fee_percent}, 'pending_payment',
          now() + make_interval(mins => ${HOLD_MINUTES}), ${idempotency.key}, ${idempotency.fingerprint})
        returning id`)
      ).rows;
      return String(row!.id);
    });
  } catch (err) {
    // The same key sent twice at once: the loser finds the winner's booking.
    if (isUniqueViolation(err)) {
      const again = await loadBookingRows(db, sameKey);
      if (again[0]) {
        assertSameRequest(again[0].idempotency_fingerprint, idempotency.fingerprint);
        return { booking: (await toBookings(db, again))[0]!, created: false };
      }
    }
    throw err;
  }
  const rows = await loadBookingRows(db, sql`b.id = ${bookingId}::uuid`);
  return { booking: (await toBookings(db, rows))[0]!, created: true };
}

// ── Payments ──────────────────────────────────────────────────────────────────────────────────────

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
) {
  const db = app.db;
  const provider = paymentProvider(app);
  const booking = await getTravelerBooking(db, user, bookingId);
  const repeat = await db.execute(
    sql`select id, idempotency_fingerprint from payments where booking_id = ${booking.id} and idempotency_key = ${idempotency.key}`,
  );
  if (repeat.rows[0]) {
    assertSameRequest(repeat.rows[0].idempotency_fingerprint, idempotency.fingerprint);
    const payment = booking.payments.find((p) => p.id === String(repeat.rows[0]!.id))!;
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
    if (kind === 'balance') throw validationError({ kind: ['Pay the deposit first'] });
    if (kind === 'deposit' && booking.pay_in_full) {
      throw validationError({ kind: ['This departure is inside the balance window: pay the full amount'] });
    }
    amount = kind === 'full' ? booking.total_cents - netPaid : booking.deposit_cents - netPaid;
  } else if (status === 'confirmed') {
    kind ??= 'balance';
    if (kind !== 'balance') throw validationError({ kind: ['The deposit is paid: pay the balance'] });
    amount = booking.total_cents - netPaid;
    if (amount <= 0) throw conflict('This booking is paid in full');
  } else if (status === 'expired') {
    throw conflict(SAFARI_MESSAGES.holdExpired);
  } else {
    throw conflict(`A ${status.replace('_', ' ')} booking cannot be paid`);
  }
  if (
    input.method === 'mobile_money' &&
    input.phone !== undefined &&
    !/^\+?\d{9,15}$/.test(input.phone.replace(/[\s-]/g, ''))
  ) {
    throw validationError({ phone: ['Enter the mobile money number with its country code'] });
  }
  const charge = await provider.createCharge({
    paymentId: '',
    amountCents: amount,
    currency: 'USD',
    method: input.method,
    payerPhone: input.phone ?? null,
    description: `${booking.reference} ${booking.safari.title}`,
  });
  try {
    await transactionWithRetry(db, async (tx) => {
      // One charge open at a time: an older pending one is marked replaced. If its payer approves it
      // anyway, applyPaymentEvent records the money and keeps or refunds it.
      await tx.execute(sql`select id from bookings where id = ${booking.id}::uuid for no key update`);
      await tx.execute(sql`update payments set status = 'failed', failure_reason = 'Replaced by a newer payment attempt', completed_at = now()
        where booking_id = ${booking.id}::uuid and status = 'pending'`);
      await tx.execute(sql`
        insert into payments (booking_id, user_id, kind, method, provider, provider_reference, status, amount_cents, currency,
          payer_phone, idempotency_key, idempotency_fingerprint, return_path)
        values (${booking.id}::uuid, ${user.id}, ${kind}, ${input.method}, ${provider.name}, ${charge.providerReference},
          'pending', ${amount}, 'USD', ${input.phone ?? null}, ${idempotency.key}, ${idempotency.fingerprint},
          ${input.return_path ?? null})`);
    });
  } catch (err) {
    if (isUniqueViolation(err)) return createPayment(app, user, bookingId, input, idempotency);
    throw err;
  }
  const fresh = await getTravelerBooking(db, user, booking.id);
  const payment = fresh.payments.find((p) => p.provider_reference === charge.providerReference)!;
  return { payment, checkout_url: charge.checkoutUrl, booking: fresh };
}

type PaymentDecision =
  { keep: true } | { keep: false; reason: string; message: string; expireBooking: boolean };

/**
 * Whether the money of a payment that succeeded is needed by its booking (kept) or given back:
 * - a pending_payment booking keeps it, and is confirmed, when it can still be confirmed — its hold is
 *   live, or the hold ran out (not yet swept) but the package is still published and the seats or
 *   the date are still free — and the amount covers what confirming needs (the deposit, or the full
 *   amount inside the balance window) without exceeding the total still owed;
 * - a confirmed booking keeps a balance payment that does not exceed the balance still owed;
 * - everything else is refunded in full: the booking was cancelled, expired or completed, or a deposit
 *   or full charge arrives after another attempt already confirmed the booking (a duplicate of the
 *   payment that confirmed it: the payer never asked to prepay the balance with it), or a balance
 *   charge arrives after the balance was paid by another attempt.
 * Call with the booking row locked (and its departure or package).
 */
async function decidePayment(tx: Database, booking: Row, payment: Row): Promise<PaymentDecision> {
  const amount = Number(payment.amount_cents);
  const netPaid = Number(booking.paid_cents) - Number(booking.refunded_cents);
  const owed = Number(booking.total_cents) - netPaid;
  const status = effectiveStatus(booking as { status: string; hold_expires_at: Date | null });
  const refund = (reason: string, message: string): PaymentDecision => ({
    keep: false,
    reason,
    message,
    expireBooking: booking.status === 'pending_payment' && status === 'expired',
  });
  const reference = String(booking.reference);

  if (booking.status === 'pending_payment') {
    let confirmable = status === 'pending_payment';
    if (!confirmable) {
      const pkg = await loadPackageForBooking(tx, Number(booking.package_id));
      if (pkg && pkg.status === 'published') {
        try {
          await resolveTrip(
            tx,
            pkg,
            booking.departure_id != null
              ? { departure_id: Number(booking.departure_id) }
              : { date: String(booking.start_day) },
            Number(booking.seats),
            { excludeBookingId: String(booking.id) },
          );
          confirmable = true;
        } catch {
          confirmable = false;
        }
      }
    }
    if (!confirmable) {
      return refund(
        'Payment arrived after the booking was no longer active',
        `Your seat hold for booking ${reference} had expired and the seats were taken, so your payment is being refunded in full.`,
      );
    }
    const dueToConfirm = booking.pay_in_full ? owed : Number(booking.deposit_cents) - netPaid;
    if (amount >= dueToConfirm && amount <= owed) return { keep: true };
    return refund(
      'Payment amount did not match what the booking needed',
      `A payment for booking ${reference} did not match the amount due, so it is being refunded in full.`,
    );
  }
  if (booking.status === 'confirmed') {
    if (payment.kind === 'balance' && amount <= owed) return { keep: true };
    return refund(
      'Duplicate payment: the booking was already paid by another payment attempt',
      `Booking ${reference} was already paid by another payment, so this duplicate payment is being refunded in full.`,
    );
  }
  return refund(
    'Payment arrived after the booking was no longer active',
    `Booking ${reference} is ${String(booking.status).replace('_', ' ')}, so the payment that just arrived is being refunded in full.`,
  );
}

/**
 * Applies a verified provider event, whatever state its payment attempt is in, exactly once.
 *
 * Locks are taken first and in the one order every booking flow uses — package, departure, booking,
 * payment — before anything writes a row that references them (the event row's foreign key to the
 * payment takes a KEY SHARE lock on it). Two deliveries for one payment therefore queue on the package
 * instead of deadlocking; the second finds the payment settled (or its event id recorded) and changes
 * nothing.
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
  // Which booking, departure and package: read without locks (none of them ever changes for a payment).
  const head = (
    await db.execute(sql`select p.id, p.booking_id, p.amount_cents, p.currency, b.departure_id, b.package_id
      from payments p join bookings b on b.id = p.booking_id
      where p.provider = ${provider.name} and p.provider_reference = ${event.providerReference}`)
  ).rows[0];
  if (!head) throw new AppError(400, 'bad_request', 'Unknown payment reference');
  if (Number(head.amount_cents) !== event.amountCents || String(head.currency) !== event.currency) {
    throw new AppError(400, 'bad_request', 'The amount does not match the payment');
  }
  const paymentId = String(head.id);
  const bookingId = String(head.booking_id);
  const mails: BookingMail[] = [];
  const result = await transactionWithRetry(db, async (tx) => {
    mails.length = 0;
    const booking = await lockBooking(tx, {
      id: bookingId,
      packageId: Number(head.package_id),
      departureId: head.departure_id == null ? null : Number(head.departure_id),
    });
    const payment = (
      await tx.execute(
        sql`select id, kind, status, amount_cents from payments where id = ${paymentId}::uuid for no key update`,
      )
    ).rows[0]!;
    const inserted = await tx.execute(sql`
      insert into payment_events (provider, event_id, type, payment_id, payload)
      values (${provider.name}, ${event.eventId}, ${event.type}, ${paymentId}::uuid, ${JSON.stringify(event.raw)}::jsonb)
      on conflict do nothing returning id`);
    if (inserted.rows.length === 0) return { duplicate: true };

    if (event.type === 'payment.failed') {
      // A decline only ends an attempt still waiting; a success already recorded stands.
      if (payment.status !== 'pending') return { duplicate: true };
      await tx.execute(
        sql`update payments set status = 'failed', failure_reason = 'Declined by the payer', completed_at = now() where id = ${paymentId}::uuid`,
      );
      await notify(
        tx,
        String(booking.traveler_id),
        'payment',
        'Payment declined',
        `Your payment for booking ${String(booking.reference)} was declined. You can try again while your seats are held.`,
      );
      return { duplicate: false };
    }

    if (payment.status === 'succeeded') return { duplicate: true };
    // Pending, replaced or declined before: the money arrived, so the payment succeeded.
    await tx.execute(
      sql`update payments set status = 'succeeded', failure_reason = null, completed_at = now() where id = ${paymentId}::uuid`,
    );
    const amount = Number(payment.amount_cents);
    const paid = Number(booking.paid_cents) + amount;
    const decision = await decidePayment(tx, booking, payment);
    if (!decision.keep) {
      const refund = await provider.refund({
        providerReference: event.providerReference,
        amountCents: amount,
        currency: event.currency,
        // One automatic refund per payment, even if this transaction is retried.
        idempotencyKey: `payment-refund-${paymentId}`,
      });
      await tx.execute(sql`insert into refunds (booking_id, amount_cents, currency, status, reason, provider, provider_reference)
        values (${bookingId}::uuid, ${amount}, ${event.currency}, ${refund.status}, ${decision.reason}, ${provider.name}, ${refund.providerReference})`);
      await tx.execute(sql`update bookings set paid_cents = ${paid}, refunded_cents = refunded_cents + ${amount},
          status = ${decision.expireBooking ? 'expired' : String(booking.status)}::booking_status, updated_at = now()
        where id = ${bookingId}::uuid`);
      await notify(tx, String(booking.traveler_id), 'payment', 'Payment refunded', decision.message);
      const rows = await loadBookingRows(tx, sql`b.id = ${bookingId}::uuid`);
      const view = (await toBookings(tx, rows))[0]!;
      mails.push(
        ...bookingMails(
          'payment_refunded',
          view,
          String(rows[0]!.traveler_email),
          String(rows[0]!.operator_email),
          app.config.publicUrl,
          { refundCents: amount, reason: decision.message },
        ),
      );
      return { duplicate: false };
    }

    // Kept: no other attempt of this booking may be kept too. One still open is closed; if its payer
    // approves it anyway, it comes back here and is refunded.
    await tx.execute(sql`update payments set status = 'failed', failure_reason = 'Superseded by another payment that completed', completed_at = now()
      where booking_id = ${bookingId}::uuid and status = 'pending' and id <> ${paymentId}::uuid`);
    const wasPending = booking.status === 'pending_payment';
    if (wasPending) {
      transitionOrConflict('pending_payment', 'confirmed');
      await tx.execute(sql`update bookings set status = 'confirmed', paid_cents = ${paid}, confirmed_at = now(), hold_expires_at = null, updated_at = now()
        where id = ${bookingId}::uuid`);
      if (booking.departure_id != null) {
        await tx.execute(
          sql`update safari_departures set seats_booked = seats_booked + ${Number(booking.seats)} where id = ${Number(booking.departure_id)}`,
        );
      }
    } else {
      await tx.execute(
        sql`update bookings set paid_cents = ${paid}, updated_at = now() where id = ${bookingId}::uuid`,
      );
    }
    const rows = await loadBookingRows(tx, sql`b.id = ${bookingId}::uuid`);
    const view = (await toBookings(tx, rows))[0]!;
    const operatorId = view.safari.operator.id;
    if (wasPending) {
      await notify(
        tx,
        String(booking.traveler_id),
        'booking',
        'Booking confirmed',
        `Your ${view.safari.title} booking ${view.reference} is confirmed for ${view.start_date}.`,
      );
      await notify(
        tx,
        operatorId,
        'booking',
        'New booking',
        `${view.lead_traveler.name} booked ${view.safari.title} for ${view.start_date} (${view.seats} seat(s)), reference ${view.reference}.`,
      );
    } else {
      await notify(
        tx,
        String(booking.traveler_id),
        'payment',
        'Payment received',
        `We received your balance payment for booking ${view.reference}.`,
      );
      await notify(
        tx,
        operatorId,
        'payment',
        'Balance paid',
        `The balance of booking ${view.reference} has been paid.`,
      );
    }
    mails.push(
      ...bookingMails(
        wasPending ? 'confirmed' : 'balance_paid',
        view,
        String(rows[0]!.traveler_email),
        String(rows[0]!.operator_email),
        app.config.publicUrl,
      ),
    );
    return { duplicate: false };
  });
  await sendMails(app, mails);
  return result;
}

async function sendMails(app: FastifyInstance, mails: BookingMail[]) {
  for (const mail of mails) {
    try {
      await app.mailer.send(mail);
    } catch (err) {
      app.log.error({ err, to: mail.to, subject: mail.subject }, 'booking mail failed');
    }
  }
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
  const owner = by === 'traveler' ? sql`b.traveler_id = ${user.id}` : sql`p.operator_id = ${user.id}`;
  const found = await loadBookingRows(db, sql`${bookingKey(bookingId)} and ${owner}`);
  if (!found[0]) throw notFound('Booking not found');
  const id = String(found[0].id);
  const mails: BookingMail[] = [];
  await transactionWithRetry(db, async (tx) => {
    mails.length = 0;
    const booking = await lockBooking(tx, {
      id,
      packageId: Number(found[0]!.package_id),
      departureId: found[0]!.departure_id == null ? null : Number(found[0]!.departure_id),
    });
    const status = effectiveStatus(booking as { status: string; hold_expires_at: Date | null });
    transitionOrConflict(status, 'cancelled');
    const refundable = Number(booking.paid_cents) - Number(booking.refunded_cents);
    const quote = computeRefund({
      paidCents: refundable,
      departureDate: String(booking.start_day),
      today: todayInTanzania(),
      cancelledBy: by,
      processingFeePercent: Number(booking.processing_fee_percent),
    });
    if (quote.refund_cents > 0) {
      const lastPayment = (
        await tx.execute(
          sql`select provider_reference from payments where booking_id = ${id}::uuid and status = 'succeeded' order by created_at desc limit 1`,
        )
      ).rows[0];
      const refund = await provider.refund({
        providerReference: String(lastPayment?.provider_reference ?? ''),
        amountCents: quote.refund_cents,
        currency: 'USD',
        // A booking is cancelled once: one refund, even if this transaction is retried.
        idempotencyKey: `cancel-refund-${id}`,
      });
      await tx.execute(sql`insert into refunds (booking_id, amount_cents, currency, status, reason, provider, provider_reference)
        values (${id}::uuid, ${quote.refund_cents}, 'USD', ${refund.status},
          ${by === 'operator' ? 'Cancelled by the operator: full refund' : `Cancelled by the traveler ${quote.days_before_departure} days before departure: ${quote.refund_percent}% refund${quote.processing_fee_cents ? ' minus the processing fee' : ''}`},
          ${provider.name}, ${refund.providerReference})`);
    }
    if (booking.status === 'confirmed' && booking.departure_id != null) {
      await tx.execute(
        sql`update safari_departures set seats_booked = seats_booked - ${Number(booking.seats)} where id = ${Number(booking.departure_id)}`,
      );
    }
    await tx.execute(sql`update payments set status = 'failed', failure_reason = 'Booking cancelled', completed_at = now()
      where booking_id = ${id}::uuid and status = 'pending'`);
    await tx.execute(sql`update bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = ${by},
      cancellation_reason = ${reason || null}, refunded_cents = refunded_cents + ${quote.refund_cents}, hold_expires_at = null, updated_at = now()
      where id = ${id}::uuid`);
    const rows = await loadBookingRows(tx, sql`b.id = ${id}::uuid`);
    const view = (await toBookings(tx, rows))[0]!;
    const refundText =
      quote.refund_cents > 0
        ? ` A refund of USD ${(quote.refund_cents / 100).toFixed(2)} is on its way.`
        : '';
    await notify(
      tx,
      String(booking.traveler_id),
      'booking',
      'Booking cancelled',
      by === 'operator'
        ? `${view.safari.operator.company_name} cancelled your booking ${view.reference}${reason ? `: ${reason}` : ''}.${refundText}`
        : `Your booking ${view.reference} is cancelled.${refundText}`,
    );
    await notify(
      tx,
      view.safari.operator.id,
      'booking',
      'Booking cancelled',
      by === 'operator'
        ? `You cancelled booking ${view.reference}; the traveler is refunded in full.`
        : `${view.lead_traveler.name} cancelled booking ${view.reference} (${view.safari.title}, ${view.start_date}).`,
    );
    mails.push(
      ...bookingMails(
        by === 'operator' ? 'cancelled_by_operator' : 'cancelled_by_traveler',
        view,
        String(rows[0]!.traveler_email),
        String(rows[0]!.operator_email),
        app.config.publicUrl,
        { refundCents: quote.refund_cents, reason },
      ),
    );
  });
  await sendMails(app, mails);
  return id;
}

// ── Housekeeping ──────────────────────────────────────────────────────────────────────────────────

/**
 * Marks expired holds `expired` and finished trips `completed`. Correctness never waits for it
 * (availability already ignores expired holds); it keeps the stored states tidy. Safe on many processes.
 */
export async function sweepBookings(db: Database): Promise<{ expired: number; completed: number }> {
  const expired = await db.execute(sql`
    update bookings set status = 'expired', updated_at = now()
    where id in (select id from bookings where status = 'pending_payment' and hold_expires_at <= now()
                 order by hold_expires_at limit 500 for update skip locked)
    returning id`);
  const completed = await db.execute(sql`
    update bookings set status = 'completed', completed_at = now(), updated_at = now()
    where id in (select id from bookings where status = 'confirmed' and end_date < ${todayInTanzania()}
                 limit 500 for update skip locked)
    returning id`);
  return { expired: expired.rows.length, completed: completed.rows.length };
}
