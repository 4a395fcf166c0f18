import {
  DEFAULT_LANGUAGE,
  formatTzsPerUsd,
  renderMessage,
  type Message,
  type PaymentChannel,
  refundSchedule,
  todayInTanzania,
  toMajorUnits,
  type Booking,
  type BookingStatus,
  type Language,
  type OperatorBooking,
  type TravelerBooking,
  type TripBooking,
} from '@dala/shared';
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  bookings,
  operatorProfiles,
  payments,
  refunds,
  safariImages,
  safariPackages,
  tripBookings,
  trips,
  users,
} from '../../db/schema';
import { toSafariImage } from '../safaris';
import { tripBookingViews } from './trip-view';

/**
 * Booking rows and their mapping to the API shapes. Every row here is a typed Drizzle row: columns
 * arrive as numbers, strings ('YYYY-MM-DD' for dates) and Dates, so nothing is cast on the way out.
 */

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** A safari booking's row: its item columns are set (the table's `bookings_item_check` requires it). */
export type SafariBookingRow = BookingRow & {
  kind: 'safari';
  packageId: number;
  adultPriceCents: number;
  childPriceCents: number;
};

/** Narrows a booking row to a safari booking (checked, not cast). */
export function asSafariBooking(row: BookingRow): SafariBookingRow {
  const { packageId, adultPriceCents, childPriceCents } = row;
  if (row.kind !== 'safari' || packageId == null || adultPriceCents == null || childPriceCents == null) {
    throw new Error(`booking ${row.id} is not a safari booking`);
  }
  return { ...row, kind: 'safari', packageId, adultPriceCents, childPriceCents };
}

const operatorUser = alias(users, 'ou');
const travelerUser = alias(users, 'tu');

/** The operator of a booking's item: a safari's tour operator, a trip's transporter. */
const itemOperatorId = sql<string>`coalesce(${safariPackages.operatorId}, ${trips.transporterId})`;

const viewColumns = {
  booking: bookings,
  operatorId: itemOperatorId,
  safari: {
    slug: safariPackages.slug,
    title: safariPackages.title,
    location: safariPackages.location,
    durationDays: safariPackages.durationDays,
    itinerary: safariPackages.itinerary,
    operatorId: safariPackages.operatorId,
  },
  operator: {
    companyName: sql<string>`coalesce(${operatorProfiles.companyName}, ${operatorUser.firstName} || ' ' || ${operatorUser.lastName})`,
    isVerified: operatorUser.isVerified,
    email: operatorUser.email,
    language: operatorUser.preferredLanguage,
    phone: operatorUser.phoneNumber,
  },
  traveler: {
    email: travelerUser.email,
    language: travelerUser.preferredLanguage,
    firstName: travelerUser.firstName,
    lastName: travelerUser.lastName,
    phone: travelerUser.phoneNumber,
  },
};

/** A booking with what its views show of its item (a safari's package: null for other kinds), its
 * operator (tour operator or transporter) and traveler. */
export interface BookingViewRow {
  booking: BookingRow;
  operatorId: string;
  safari: {
    slug: string;
    title: string;
    location: string;
    durationDays: number;
    itinerary: Booking['safari']['itinerary'];
    operatorId: string;
  } | null;
  operator: {
    companyName: string;
    isVerified: boolean;
    email: string;
    language: Language;
    phone: string | null;
  };
  traveler: { email: string; language: Language; firstName: string; lastName: string; phone: string | null };
}

/** `id` is the booking's uuid or its reference (DR-XXXXXXXX). */
export function bookingKey(id: string): SQL {
  return /^DR-/i.test(id) ? eq(bookings.reference, id.toUpperCase()) : eq(bookings.id, id);
}

export const ownedByTraveler = (travelerId: string): SQL => eq(bookings.travelerId, travelerId);
export const ownedByOperator = (operatorId: string): SQL => eq(safariPackages.operatorId, operatorId);

/** Booking views matching `where` (which may name the columns of bookings, safari_packages,
 * trip_bookings and trips: an item's tables are left-joined, its operator is found through either). */
export async function selectBookingViews(
  db: Database,
  where: SQL | undefined,
  page: { orderBy?: SQL[]; limit?: number; offset?: number } = {},
): Promise<BookingViewRow[]> {
  const query = db
    .select(viewColumns)
    .from(bookings)
    .leftJoin(safariPackages, eq(safariPackages.id, bookings.packageId))
    .leftJoin(tripBookings, eq(tripBookings.bookingId, bookings.id))
    .leftJoin(trips, eq(trips.id, tripBookings.tripId))
    .innerJoin(operatorUser, eq(operatorUser.id, itemOperatorId))
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, operatorUser.id))
    .innerJoin(travelerUser, eq(travelerUser.id, bookings.travelerId))
    .where(where)
    .orderBy(...(page.orderBy ?? []))
    .$dynamic();
  if (page.limit !== undefined) query.limit(page.limit);
  if (page.offset !== undefined) query.offset(page.offset);
  return query;
}

export async function countBookings(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .leftJoin(safariPackages, eq(safariPackages.id, bookings.packageId))
    .leftJoin(tripBookings, eq(tripBookings.bookingId, bookings.id))
    .leftJoin(trips, eq(trips.id, tripBookings.tripId))
    .where(where);
  return row?.n ?? 0;
}

export async function findBookingRow(db: Database, where: SQL): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(where).limit(1);
  return row;
}

/** The booking row, locked FOR NO KEY UPDATE (take the item's locks first: see lockBooking). */
export async function lockBookingRow(tx: Database, id: string): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('no key update');
  if (!row) throw new Error(`booking ${id} vanished while locked`);
  return row;
}

export async function insertBooking(tx: Database, row: PgInsertValue<typeof bookings>): Promise<string> {
  const [inserted] = await tx.insert(bookings).values(row).returning({ id: bookings.id });
  return inserted!.id;
}

/** Money columns only; the status changes through changeBookingStatus (booking-status.ts). */
export async function updateBookingMoney(
  tx: Database,
  id: string,
  set: { paidCents?: number; refundedCentsAdded?: number },
): Promise<void> {
  await tx
    .update(bookings)
    .set({
      ...(set.paidCents !== undefined ? { paidCents: set.paidCents } : {}),
      ...(set.refundedCentsAdded
        ? { refundedCents: sql`${bookings.refundedCents} + ${set.refundedCentsAdded}` }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, id));
}

/** A pending booking whose hold has run out is expired, whether or not the sweeper has marked it. */
export function effectiveStatus(row: { status: BookingStatus; holdExpiresAt: Date | null }): BookingStatus {
  if (row.status === 'pending_payment' && row.holdExpiresAt && row.holdExpiresAt.getTime() <= Date.now()) {
    return 'expired';
  }
  return row.status;
}

const iso = (v: Date | null): string | null => (v == null ? null : v.toISOString());

export function checkoutUrl(providerReference: string): string {
  return `/api/payments/sandbox/checkout/${providerReference}`;
}

/**
 * A reason kept on a row, for its reader: our message in the reader's language, else the stored text
 * (someone's own words, or a row written before messages were kept).
 */
export function readerText(text: string, message: Message | null, language: Language): string;
export function readerText(text: string | null, message: Message | null, language: Language): string | null;
export function readerText(text: string | null, message: Message | null, language: Language) {
  return message ? renderMessage(language, message) : text;
}

function toPayment(p: PaymentRow, language: Language): Booking['payments'][number] {
  return {
    id: p.id,
    kind: p.kind,
    method: p.method,
    provider: p.provider,
    status: p.status,
    amount_cents: p.amountCents,
    currency: p.currency,
    charged_amount_cents: p.chargedAmountMinor ?? p.amountCents,
    charged_currency: p.chargedCurrency ?? p.currency,
    tzs_per_usd: p.tzsPerUsdHundredths === null ? null : formatTzsPerUsd(p.tzsPerUsdHundredths),
    channel: (p.channel as PaymentChannel | null) ?? null,
    flow: p.flow,
    provider_reference: p.providerReference,
    // The hosted page while it can still be used (older sandbox rows predate the stored URL).
    checkout_url:
      p.status !== 'pending'
        ? null
        : (p.checkoutUrl ??
          (p.provider === 'sandbox' && p.flow === 'redirect' ? checkoutUrl(p.providerReference) : null)),
    failure_reason: readerText(p.failureReason, p.failureMessage, language),
    created_at: p.createdAt.toISOString(),
    completed_at: iso(p.completedAt),
  };
}

function toRefund(f: RefundRow, language: Language): Booking['refunds'][number] {
  return {
    id: f.id,
    amount_cents: f.amountCents,
    currency: f.currency,
    status: f.status,
    reason: readerText(f.reason, f.reasonMessage, language),
    created_at: f.createdAt.toISOString(),
  };
}

/**
 * What every kind's view shares: state, group, what is owed, why it was cancelled and the payment
 * history (our reasons in the reader's `language`).
 */
export function commonViewParts(
  b: BookingRow,
  today: string,
  paymentRows: PaymentRow[],
  refundRows: RefundRow[],
  language: Language,
) {
  const status = effectiveStatus(b);
  const total = b.totalCents;
  // paid_cents counts every payment that arrived, refunded_cents what went back (a cancellation, or a
  // payment the booking did not need): what is still owed is worked out from the difference.
  const netPaid = b.paidCents - b.refundedCents;
  const group: Booking['group'] =
    status === 'cancelled' || status === 'expired'
      ? 'cancelled'
      : status === 'completed' || b.endDate < today
        ? 'past'
        : 'upcoming';
  let next: Booking['next_payment'] = null;
  if (status === 'pending_payment') {
    next = b.payInFull
      ? { kind: 'full', amount_cents: total - netPaid }
      : { kind: 'deposit', amount_cents: Math.max(0, b.depositCents - netPaid) };
  } else if (status === 'confirmed' && netPaid < total) {
    next = { kind: 'balance', amount_cents: total - netPaid };
  }
  return {
    status,
    group,
    balance_cents: status === 'cancelled' || status === 'expired' ? 0 : total - netPaid,
    next_payment: next,
    hold_expires_at: status === 'pending_payment' ? iso(b.holdExpiresAt) : null,
    created_at: b.createdAt.toISOString(),
    confirmed_at: iso(b.confirmedAt),
    cancelled_at: iso(b.cancelledAt),
    cancellation_reason: readerText(b.cancellationReason, b.cancellationMessage, language),
    payments: paymentRows.filter((p) => p.bookingId === b.id).map((p) => toPayment(p, language)),
    refunds: refundRows.filter((f) => f.bookingId === b.id).map((f) => toRefund(f, language)),
  };
}

/**
 * The API shape of booking views of any kind, in the rows' order, with their payments and refunds;
 * `language` is the reader's (the signed-in user's, which is the language of their requests).
 */
export async function toBookings(
  db: Database,
  rows: BookingViewRow[],
  language: Language,
  today = todayInTanzania(),
): Promise<TravelerBooking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.booking.id);
  const paymentRows = await db
    .select()
    .from(payments)
    .where(inArray(payments.bookingId, ids))
    .orderBy(asc(payments.createdAt));
  const refundRows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.bookingId, ids))
    .orderBy(asc(refunds.createdAt));
  const safariRows = rows.filter((r) => r.booking.kind === 'safari');
  const tripRows = rows.filter((r) => r.booking.kind === 'trip');
  const views = new Map<string, TravelerBooking>();
  const common = (b: BookingRow) => commonViewParts(b, today, paymentRows, refundRows, language);
  for (const view of await safariViews(db, safariRows, common)) views.set(view.id, view);
  const tripViews: TripBooking[] = await tripBookingViews(db, tripRows, common);
  for (const view of tripViews) views.set(view.id, view);
  return rows.map((r) => views.get(r.booking.id)!);
}

/** Safari bookings' views, with the package's cover image. */
async function safariViews(
  db: Database,
  rows: BookingViewRow[],
  commonParts: (booking: BookingRow) => ReturnType<typeof commonViewParts>,
): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const safaris = rows.map((r) => asSafariBooking(r.booking));
  const packageIds = [...new Set(safaris.map((b) => b.packageId))];
  const covers = await db
    .selectDistinctOn([safariImages.packageId])
    .from(safariImages)
    .where(inArray(safariImages.packageId, packageIds))
    .orderBy(safariImages.packageId, desc(safariImages.isCover), asc(safariImages.position));
  const coverUrl = new Map(
    covers.map((c) => [
      c.packageId,
      toSafariImage({
        id: c.id,
        position: c.position,
        is_cover: c.isCover,
        kind: c.kind,
        variants: c.variants,
        art_name: c.artName,
        width: c.width,
        height: c.height,
        alt: c.alt,
      }).url,
    ]),
  );
  return rows.map(({ safari: joined, operator }, i) => {
    const b = safaris[i]!;
    const safari = joined!;
    const common = commonParts(b);
    return {
      kind: 'safari',
      id: b.id,
      reference: b.reference,
      status: common.status,
      group: common.group,
      safari: {
        id: b.packageId,
        slug: safari.slug,
        title: safari.title,
        location: safari.location,
        duration_days: safari.durationDays,
        cover_image_url: coverUrl.get(b.packageId) ?? null,
        itinerary: safari.itinerary,
        operator: {
          id: safari.operatorId,
          company_name: operator.companyName,
          is_verified: operator.isVerified,
        },
      },
      departure_id: b.departureId,
      start_date: b.startDate,
      end_date: b.endDate,
      adults: b.adults,
      children: b.children,
      infants: b.infants,
      seats: b.seats,
      lead_traveler: { name: b.leadName, email: b.leadEmail, phone: b.leadPhone },
      special_requests: b.specialRequests,
      currency: 'USD',
      adult_price_usd: toMajorUnits(b.adultPriceCents),
      child_price_usd: toMajorUnits(b.childPriceCents),
      subtotal_cents: b.subtotalCents,
      discount_cents: b.discountCents,
      total_cents: b.totalCents,
      deposit_cents: b.depositCents,
      deposit_percent: b.depositPercent,
      pay_in_full: b.payInFull,
      balance_due_date: b.balanceDueDate,
      paid_cents: b.paidCents,
      refunded_cents: b.refundedCents,
      balance_cents: common.balance_cents,
      next_payment: common.next_payment,
      hold_expires_at: common.hold_expires_at,
      created_at: common.created_at,
      confirmed_at: common.confirmed_at,
      cancelled_at: common.cancelled_at,
      cancelled_by: b.cancelledBy,
      cancellation_reason: common.cancellation_reason,
      payments: common.payments,
      refunds: common.refunds,
      refund_schedule: refundSchedule(b.startDate, b.processingFeePercent),
    };
  });
}

export function toOperatorBooking(view: TravelerBooking, row: BookingViewRow): OperatorBooking {
  if (view.kind !== 'safari') throw new Error(`booking ${view.id} is not a safari booking`);
  return {
    ...view,
    traveler: {
      id: row.booking.travelerId,
      name: `${row.traveler.firstName} ${row.traveler.lastName}`.trim(),
      email: row.traveler.email,
      phone: row.traveler.phone,
    },
  };
}

/**
 * One booking's view and the addresses its mails go to, read inside the transaction that changed it.
 * `language`: of the stored reasons in the view (the mails read none of them).
 */
export async function loadBookingView(
  db: Database,
  id: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ view: TravelerBooking; row: BookingViewRow }> {
  const rows = await selectBookingViews(db, eq(bookings.id, id));
  const [view] = await toBookings(db, rows, language);
  return { view: view!, row: rows[0]! };
}
