import { BOOKING_KINDS, BOOKING_STATUSES, type BookingKind, type Message } from '@dala/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { deals } from './deals';
import { safariDepartures, safariPackages } from './safaris';
import { users } from './users';

export const bookingStatusEnum = pgEnum('booking_status', BOOKING_STATUSES);

const kindList = sql.raw(BOOKING_KINDS.map((k) => `'${k}'`).join(', '));

/**
 * A traveler's booking of a bookable item (`kind`). The columns every kind shares come first: reference,
 * traveler, party, dates, lead contact, money (totals, payment plan, paid and refunded), status and hold.
 * Then the item's own columns, nullable and required for their kind by `bookings_item_check`: a safari's
 * package, its departure (group tours; null for a private tour, booked on `start_date`) and its
 * per-person prices. A kind whose item is many rows (trip seats, one per seat and segment) keeps them in
 * its own table keyed by the booking id. While `pending_payment` a booking holds its item until
 * `hold_expires_at`; every availability query ignores a hold past that instant. Amounts in integer cents.
 * See docs/decisions/004-one-booking-core.md.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    kind: text('kind').$type<BookingKind>().notNull().default('safari'),
    travelerId: uuid('traveler_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Safari: the package. */
    packageId: integer('package_id').references(() => safariPackages.id, { onDelete: 'restrict' }),
    /** Safari: the departure of a group tour; null for a private tour (booked on `start_date`). */
    departureId: integer('departure_id').references(() => safariDepartures.id, { onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    infants: integer('infants').notNull().default(0),
    seats: integer('seats').notNull(),
    leadName: text('lead_name').notNull(),
    leadEmail: text('lead_email').notNull(),
    leadPhone: text('lead_phone').notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    /** Safari: the per-person prices the booking was made at. */
    adultPriceCents: integer('adult_price_cents'),
    childPriceCents: integer('child_price_cents'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** The one deal the server applied (issue 15): subtotal_cents is the price before it, discount_cents what it took off. */
    dealId: uuid('deal_id').references(() => deals.id, { onDelete: 'restrict' }),
    totalCents: integer('total_cents').notNull(),
    depositPercent: integer('deposit_percent').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    payInFull: boolean('pay_in_full').notNull(),
    balanceDueDate: date('balance_due_date', { mode: 'string' }),
    processingFeePercent: integer('processing_fee_percent').notNull().default(4),
    /** The platform's commission in force when the booking was made (basis points: 1000 = 10 %). */
    commissionBasisPoints: integer('commission_basis_points').notNull().default(1000),
    paidCents: integer('paid_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    status: bookingStatusEnum('status').notNull().default('pending_payment'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 of the canonical JSON of the request that used the key: a reuse with another body is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').$type<'traveler' | 'operator'>(),
    /** The canceller's own words (an operator's, a traveler's), or our reason in English. */
    cancellationReason: text('cancellation_reason'),
    /**
     * Our reason as a catalog message (the balance reminders' cancellation), shown in the reader's
     * language; null when the reason is someone's own words (and on rows before issue 16).
     */
    cancellationMessage: jsonb('cancellation_message').$type<Message>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_reference_key').on(t.reference),
    uniqueIndex('bookings_traveler_idempotency_key').on(t.travelerId, t.idempotencyKey),
    index('bookings_traveler_idx').on(t.travelerId, t.startDate),
    index('bookings_package_date_idx').on(t.packageId, t.startDate),
    // A deal's uses are counted from its bookings.
    index('bookings_deal_idx')
      .on(t.dealId)
      .where(sql`${t.dealId} is not null`),
    // Live holds are looked up per departure by every availability query.
    index('bookings_pending_departure_idx')
      .on(t.departureId, t.holdExpiresAt)
      .where(sql`${t.status} = 'pending_payment'`),
    // Search: which packages have a live hold right now (checked exactly, the rest from the search entries).
    index('bookings_live_holds_idx')
      .on(t.holdExpiresAt, t.packageId)
      .where(sql`${t.status} = 'pending_payment'`),
    // The review-invitation job scans bookings that took place and ended in the last days, in end order.
    index('bookings_ended_idx')
      .on(t.endDate, t.id)
      .where(sql`${t.status} in ('confirmed', 'completed')`),
    check('bookings_kind_check', sql`${t.kind} in (${kindList})`),
    check(
      'bookings_item_check',
      sql`case ${t.kind}
        when 'safari' then ${t.packageId} is not null and ${t.adultPriceCents} is not null and ${t.childPriceCents} is not null
        else ${t.packageId} is null and ${t.departureId} is null and ${t.adultPriceCents} is null and ${t.childPriceCents} is null
      end`,
    ),
    check('bookings_travelers_check', sql`${t.adults} >= 1 and ${t.children} >= 0 and ${t.infants} >= 0`),
    check(
      'bookings_money_check',
      sql`${t.paidCents} >= 0 and ${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.paidCents}`,
    ),
  ],
);
