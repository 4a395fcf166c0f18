import type { Message } from '@dala/shared';
import { sql } from 'drizzle-orm';
import {
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
import { bookings } from './bookings';
import { users } from './users';

export const paymentKindEnum = pgEnum('payment_kind', ['deposit', 'balance', 'full']);
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'succeeded', 'failed']);
export const refundStatusEnum = pgEnum('refund_status', ['pending', 'succeeded', 'failed']);

/** A charge through a payment provider (the built-in sandbox by default). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: paymentKindEnum('kind').notNull(),
    method: text('method').$type<'mobile_money' | 'card'>().notNull(),
    provider: text('provider').notNull(),
    /** The provider's id for the charge; the sandbox checkout page is addressed by it. */
    providerReference: text('provider_reference').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    payerPhone: text('payer_phone'),
    /** Our reference for the charge at the provider (alphanumeric, ≤ 30 characters; null before issue 14). */
    reference: text('reference'),
    /** How the payer paid: a mobile-money network (mpesa, mixx, airtel, halopesa) or card. */
    channel: text('channel'),
    /** 'redirect': a hosted page (card, the sandbox); 'push': a prompt on the payer's phone. */
    flow: text('flow').$type<'redirect' | 'push'>().notNull().default('redirect'),
    /**
     * What the payer was charged, in the currency charged: a safari (USD) paid by mobile money is
     * charged in TZS at the admin's rate, stored here with the rate used. Equal to amount/currency otherwise.
     */
    chargedAmountMinor: integer('charged_amount_minor'),
    chargedCurrency: text('charged_currency'),
    tzsPerUsdHundredths: integer('tzs_per_usd_hundredths'),
    /** The hosted page of a redirect flow. */
    checkoutUrl: text('checkout_url'),
    /** The provider's last word on it (its own status name) and when we last asked. */
    providerState: text('provider_state'),
    providerCheckedAt: timestamp('provider_checked_at', { withTimezone: true }),
    /** A pending payment is asked about again from this time on (the status-query job). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checkAttempts: integer('check_attempts').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 of the canonical JSON of the request that used the key: a reuse with another body is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    returnPath: text('return_path'),
    /** Why the attempt failed, in English (staff, audit). */
    failureReason: text('failure_reason'),
    /** The same as a catalog message, shown to the traveler in their language (null on rows before issue 16). */
    failureMessage: jsonb('failure_message').$type<Message>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_key').on(t.provider, t.providerReference),
    uniqueIndex('payments_reference_key').on(t.reference),
    uniqueIndex('payments_booking_idempotency_key').on(t.bookingId, t.idempotencyKey),
    index('payments_booking_idx').on(t.bookingId, t.createdAt),
    index('payments_pending_booking_idx')
      .on(t.bookingId)
      .where(sql`${t.status} = 'pending'`),
    index('payments_pending_check_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.status} = 'pending'`),
    index('payments_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Every webhook event a provider delivered; the unique key makes replays and duplicates no-ops. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId)],
);

/** Money given back on a cancellation (or for a payment that arrived after its hold was gone). */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** The payment whose money goes back (null only for refunds recorded before issue 14). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** What goes back in the currency the payment was charged in (its share of what was charged). */
    chargedAmountMinor: integer('charged_amount_minor'),
    chargedCurrency: text('charged_currency'),
    status: refundStatusEnum('status').notNull().default('pending'),
    /** Why the money goes back, in English (staff, audit, the ledger's memo). */
    reason: text('reason').notNull(),
    /** The same as a catalog message, shown to the traveler in their language (null on rows before issue 16). */
    reasonMessage: jsonb('reason_message').$type<Message>(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('refunds_booking_idx').on(t.bookingId), index('refunds_payment_idx').on(t.paymentId)],
);
