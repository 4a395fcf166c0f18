import {
  formatTzsPerUsd,
  type Language,
  type PaymentChannel,
  type PaymentHistoryItem,
  type PaymentHistoryPage,
  type Receipt,
} from '@dala/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import {
  bookings,
  operatorProfiles,
  payments,
  refunds,
  safariPackages,
  transportRoutes,
  tripBookings,
  trips,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readerText } from '../bookings';

/**
 * A traveler's payments and refunds (newest first) and the receipt of a succeeded payment. Every read
 * is scoped to the signed-in user: a payment is theirs when they paid it (payments.user_id), a refund
 * when the booking it belongs to is theirs. Anything else answers 404, as an id that does not exist.
 */

const NOT_FOUND = 'receipts.notFound';

/** The item a booking is for, whatever its kind: the safari's title or the transport route's name. */
const itemTitle = sql<string>`coalesce(${safariPackages.title}, ${transportRoutes.name}, '')`;
/** The operator selling it: the safari's tour operator or the trip's transporter. */
const itemOperatorId = sql`coalesce(${safariPackages.operatorId}, ${trips.transporterId})`;

/** A receipt's number: stable, from the payment's own reference (its id for payments made before references). */
export function receiptNumber(payment: { id: string; reference: string | null }): string {
  const base = payment.reference ?? payment.id.replace(/-/g, '').slice(0, 16);
  return `RCT-${base.toUpperCase()}`;
}

function rateText(paidCurrency: string, bookingCurrency: string, rate: number | null): string | null {
  return paidCurrency !== bookingCurrency && rate != null ? formatTzsPerUsd(rate) : null;
}

function channelOf(value: string | null): PaymentChannel | null {
  return value === 'mpesa' ||
    value === 'mixx' ||
    value === 'airtel' ||
    value === 'halopesa' ||
    value === 'card'
    ? value
    : null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * GET /me/payments: one page of the user's payments and refunds, newest first; why a payment failed or
 * money went back in the reader's `language`.
 */
export async function listPaymentHistory(
  db: Database,
  userId: string,
  page: number,
  pageSize: number,
  language: Language,
): Promise<PaymentHistoryPage> {
  // The page's lines, in order, from both tables; then each table's rows for those ids.
  const [lines, counted] = await Promise.all([
    db.execute(sql`
      select 'payment' as type, p.id, p.created_at from ${payments} p where p.user_id = ${userId}
      union all
      select 'refund' as type, r.id, r.created_at
        from ${refunds} r join ${bookings} b on b.id = r.booking_id
       where b.traveler_id = ${userId}
      order by created_at desc, id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute(sql`
      select (select count(*) from ${payments} p where p.user_id = ${userId})::int
           + (select count(*) from ${refunds} r join ${bookings} b on b.id = r.booking_id
               where b.traveler_id = ${userId})::int as n`),
  ]);
  const order = (lines.rows as { type: 'payment' | 'refund'; id: string }[]).map((r) => ({
    type: r.type,
    id: String(r.id),
  }));
  const total = Number((counted.rows[0] as { n: number | string } | undefined)?.n ?? 0);
  const paymentIds = order.filter((l) => l.type === 'payment').map((l) => l.id);
  const refundIds = order.filter((l) => l.type === 'refund').map((l) => l.id);

  const bookingColumns = {
    bookingId: bookings.id,
    bookingReference: bookings.reference,
    bookingKind: bookings.kind,
    title: itemTitle,
  };
  const [paymentRows, refundRows] = await Promise.all([
    paymentIds.length === 0
      ? []
      : db
          .select({
            id: payments.id,
            reference: payments.reference,
            status: payments.status,
            kind: payments.kind,
            method: payments.method,
            channel: payments.channel,
            amountCents: payments.amountCents,
            currency: payments.currency,
            chargedAmountMinor: payments.chargedAmountMinor,
            chargedCurrency: payments.chargedCurrency,
            rate: payments.tzsPerUsdHundredths,
            failureReason: payments.failureReason,
            failureMessage: payments.failureMessage,
            createdAt: payments.createdAt,
            completedAt: payments.completedAt,
            ...bookingColumns,
          })
          .from(payments)
          .innerJoin(bookings, eq(bookings.id, payments.bookingId))
          .leftJoin(safariPackages, eq(safariPackages.id, bookings.packageId))
          .leftJoin(tripBookings, eq(tripBookings.bookingId, bookings.id))
          .leftJoin(trips, eq(trips.id, tripBookings.tripId))
          .leftJoin(transportRoutes, eq(transportRoutes.id, trips.routeId))
          .where(and(inArray(payments.id, paymentIds), eq(payments.userId, userId))),
    refundIds.length === 0
      ? []
      : db
          .select({
            id: refunds.id,
            status: refunds.status,
            reason: refunds.reason,
            reasonMessage: refunds.reasonMessage,
            amountCents: refunds.amountCents,
            currency: refunds.currency,
            chargedAmountMinor: refunds.chargedAmountMinor,
            chargedCurrency: refunds.chargedCurrency,
            createdAt: refunds.createdAt,
            completedAt: refunds.completedAt,
            kind: payments.kind,
            method: payments.method,
            channel: payments.channel,
            rate: payments.tzsPerUsdHundredths,
            ...bookingColumns,
          })
          .from(refunds)
          .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
          .leftJoin(payments, eq(payments.id, refunds.paymentId))
          .leftJoin(safariPackages, eq(safariPackages.id, bookings.packageId))
          .leftJoin(tripBookings, eq(tripBookings.bookingId, bookings.id))
          .leftJoin(trips, eq(trips.id, tripBookings.tripId))
          .leftJoin(transportRoutes, eq(transportRoutes.id, trips.routeId))
          .where(and(inArray(refunds.id, refundIds), eq(bookings.travelerId, userId))),
  ]);

  const items = new Map<string, PaymentHistoryItem>();
  for (const p of paymentRows) {
    const currency = p.chargedCurrency ?? p.currency;
    items.set(`payment:${p.id}`, {
      type: 'payment',
      id: p.id,
      state: p.status,
      kind: p.kind,
      method: p.method,
      channel: channelOf(p.channel),
      amount_cents: p.chargedAmountMinor ?? p.amountCents,
      currency,
      booking_amount_cents: p.amountCents,
      booking_currency: p.currency,
      tzs_per_usd: rateText(currency, p.currency, p.rate),
      reason: p.status === 'failed' ? readerText(p.failureReason, p.failureMessage, language) : null,
      booking: { id: p.bookingId, reference: p.bookingReference, kind: p.bookingKind, title: p.title },
      receipt_number: p.status === 'succeeded' ? receiptNumber(p) : null,
      created_at: p.createdAt.toISOString(),
      completed_at: iso(p.completedAt),
    });
  }
  for (const r of refundRows) {
    const currency = r.chargedCurrency ?? r.currency;
    items.set(`refund:${r.id}`, {
      type: 'refund',
      id: r.id,
      state: r.status,
      kind: r.kind,
      method: r.method,
      channel: channelOf(r.channel),
      amount_cents: r.chargedAmountMinor ?? r.amountCents,
      currency,
      booking_amount_cents: r.amountCents,
      booking_currency: r.currency,
      tzs_per_usd: rateText(currency, r.currency, r.rate),
      reason: readerText(r.reason, r.reasonMessage, language),
      booking: { id: r.bookingId, reference: r.bookingReference, kind: r.bookingKind, title: r.title },
      receipt_number: null,
      created_at: r.createdAt.toISOString(),
      completed_at: iso(r.completedAt),
    });
  }
  return {
    items: order.flatMap((l) => items.get(`${l.type}:${l.id}`) ?? []),
    total,
    page,
    page_size: pageSize,
  };
}

const operatorUsers = alias(users, 'operator_users');

/** The receipt of the user's own succeeded payment; 404 for anything else (another's, pending, failed). */
export async function loadReceipt(app: FastifyInstance, userId: string, paymentId: string): Promise<Receipt> {
  const [row] = await app.db
    .select({
      id: payments.id,
      reference: payments.reference,
      kind: payments.kind,
      method: payments.method,
      channel: payments.channel,
      amountCents: payments.amountCents,
      currency: payments.currency,
      chargedAmountMinor: payments.chargedAmountMinor,
      chargedCurrency: payments.chargedCurrency,
      rate: payments.tzsPerUsdHundredths,
      providerReference: payments.providerReference,
      createdAt: payments.createdAt,
      completedAt: payments.completedAt,
      booking: {
        id: bookings.id,
        reference: bookings.reference,
        kind: bookings.kind,
        status: bookings.status,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        adults: bookings.adults,
        children: bookings.children,
        infants: bookings.infants,
        leadName: bookings.leadName,
        leadEmail: bookings.leadEmail,
        currency: bookings.currency,
        totalCents: bookings.totalCents,
        paidCents: bookings.paidCents,
        refundedCents: bookings.refundedCents,
        balanceDueDate: bookings.balanceDueDate,
      },
      title: itemTitle,
      companyName: operatorProfiles.companyName,
      companyAddress: operatorProfiles.address,
      operatorFirst: operatorUsers.firstName,
      operatorLast: operatorUsers.lastName,
      operatorEmail: operatorUsers.email,
      operatorPhone: operatorUsers.phoneNumber,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(safariPackages, eq(safariPackages.id, bookings.packageId))
    .leftJoin(tripBookings, eq(tripBookings.bookingId, bookings.id))
    .leftJoin(trips, eq(trips.id, tripBookings.tripId))
    .leftJoin(transportRoutes, eq(transportRoutes.id, trips.routeId))
    .leftJoin(operatorUsers, eq(operatorUsers.id, itemOperatorId))
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, operatorUsers.id))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.status, 'succeeded')));
  if (!row) throw notFound(NOT_FOUND);
  const b = row.booking;
  const currency = row.chargedCurrency ?? row.currency;
  const net = b.paidCents - b.refundedCents;
  // Only a live booking still owes anything: a cancelled or expired one has no balance due.
  const open = b.status === 'confirmed' || b.status === 'pending_payment';
  const balance = open ? Math.max(0, b.totalCents - net) : 0;
  return {
    receipt_number: receiptNumber(row),
    payment_id: row.id,
    issued_at: (row.completedAt ?? row.createdAt).toISOString(),
    platform: { name: 'Dala Rides', support_email: app.config.supportEmail, website: app.config.publicUrl },
    operator: {
      company_name: row.companyName ?? `${row.operatorFirst ?? ''} ${row.operatorLast ?? ''}`.trim(),
      name: `${row.operatorFirst ?? ''} ${row.operatorLast ?? ''}`.trim(),
      email: row.operatorEmail ?? '',
      phone: row.operatorPhone ?? null,
      address: row.companyAddress || null,
    },
    traveler: { name: b.leadName, email: b.leadEmail },
    booking: {
      id: b.id,
      reference: b.reference,
      kind: b.kind,
      title: row.title,
      start_date: b.startDate,
      end_date: b.endDate,
      adults: b.adults,
      children: b.children,
      infants: b.infants,
    },
    payment: {
      kind: row.kind,
      method: row.method,
      channel: channelOf(row.channel),
      amount_cents: row.chargedAmountMinor ?? row.amountCents,
      currency,
      booking_amount_cents: row.amountCents,
      booking_currency: row.currency,
      tzs_per_usd: rateText(currency, row.currency, row.rate),
      provider_reference: row.providerReference,
      reference: row.reference,
    },
    totals: {
      currency: b.currency,
      total_cents: b.totalCents,
      paid_cents: net,
      refunded_cents: b.refundedCents,
      balance_cents: balance,
      balance_due_date: balance > 0 ? b.balanceDueDate : null,
    },
  };
}
