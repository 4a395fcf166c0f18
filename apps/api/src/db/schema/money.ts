import {
  COMMISSION_SEGMENTS,
  LEDGER_ACCOUNTS,
  LEDGER_MOVEMENTS,
  type CommissionSegment,
  type Message,
} from '@dala/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { payments, refunds } from './payments';
import { users } from './users';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The double-entry ledger (issue 14; rules in packages/shared/src/payments/ledger.ts). One transaction
 * per money movement, named by a unique key (`payment:<id>`, `refund:<id>`, …): posting the same
 * movement twice is a no-op. Entries are append-only and sum to zero per transaction and currency —
 * a deferred constraint trigger (migration 0011) refuses a commit where they do not.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    movement: text('movement').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    payoutId: uuid('payout_id'),
    memo: text('memo').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key').on(t.key),
    index('ledger_transactions_booking_idx').on(t.bookingId),
    index('ledger_transactions_payment_idx').on(t.paymentId),
    check('ledger_transactions_movement_check', sql`${t.movement} in (${list(LEDGER_MOVEMENTS)})`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    account: text('account').notNull(),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Debit positive, credit negative, in minor units. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_operator_idx').on(t.operatorId, t.account, t.currency),
    check('ledger_entries_account_check', sql`${t.account} in (${list(LEDGER_ACCOUNTS)})`),
    check(
      'ledger_entries_operator_check',
      sql`(${t.account} like 'operator_%') = (${t.operatorId} is not null)`,
    ),
  ],
);

/** The commission rate per segment, as the admin set it over time; the latest row is in force. */
export const commissionRates = pgTable(
  'commission_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    segment: text('segment').$type<CommissionSegment>().notNull(),
    basisPoints: integer('basis_points').notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('commission_rates_segment_idx').on(t.segment, t.createdAt),
    check('commission_rates_segment_check', sql`${t.segment} in (${list(COMMISSION_SEGMENTS)})`),
    check('commission_rates_range_check', sql`${t.basisPoints} between 0 and 5000`),
  ],
);

/** USD → TZS as the admin set it over time (hundredths of a shilling per dollar); the latest row is in force. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tzsPerUsdHundredths: integer('tzs_per_usd_hundredths').notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exchange_rates_created_idx').on(t.createdAt),
    check('exchange_rates_positive_check', sql`${t.tzsPerUsdHundredths} > 0`),
  ],
);

/**
 * Where an operator is paid: a mobile-money number or a bank account. Verified by a code sent to the
 * operator's email before the first payout; changed only after re-entering the password.
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<'mobile_money' | 'bank'>().notNull(),
    /** Mobile money: the network and the number (255…). */
    network: text('network'),
    phone: text('phone'),
    /** Bank: the bank, the account holder's name and number. */
    bankName: text('bank_name'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    status: text('status').$type<'unverified' | 'verified' | 'removed'>().notNull().default('unverified'),
    /** sha256 of the confirmation code, its expiry and the tries left. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttemptsLeft: integer('code_attempts_left').notNull().default(5),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    index('payout_methods_operator_idx').on(t.operatorId, t.status),
    check('payout_methods_kind_check', sql`${t.kind} in ('mobile_money', 'bank')`),
    check('payout_methods_status_check', sql`${t.status} in ('unverified', 'verified', 'removed')`),
  ],
);

export const PAYOUT_STATUSES = ['requested', 'approved', 'sending', 'paid', 'failed', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * An operator's request to be paid its available balance in one currency. Approved by an admin, sent by
 * the job queue through a provider's payout API; its final state comes from the provider's webhook or a
 * status query. One open payout per operator (the partial unique index): a second concurrent request loses.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    methodId: uuid('method_id')
      .notNull()
      .references(() => payoutMethods.id, { onDelete: 'restrict' }),
    /** Taken from the balance, in the balance's currency. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Sent, in TZS (mobile money is in shillings), with the rate used when the balance was in USD. */
    sentAmountMinor: bigint('sent_amount_minor', { mode: 'number' }),
    sentCurrency: text('sent_currency'),
    tzsPerUsdHundredths: integer('tzs_per_usd_hundredths'),
    status: text('status').$type<PayoutStatus>().notNull().default('requested'),
    provider: text('provider'),
    /** Our reference at the provider (alphanumeric, ≤ 30 characters), and the provider's own id. */
    reference: text('reference').notNull(),
    providerReference: text('provider_reference'),
    /**
     * Why it failed or was rejected: an admin's own words as typed, or the provider's failure in English
     * (the admins' record, audit).
     */
    failureReason: text('failure_reason'),
    /**
     * The provider's failure as a catalog message, shown in the reader's language (operator, admin); null
     * when the reason is an admin's own words (and on rows before it was kept).
     */
    failureMessage: jsonb('failure_message').$type<Message>(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_reference_key').on(t.reference),
    uniqueIndex('payouts_one_open_per_operator')
      .on(t.operatorId)
      .where(sql`${t.status} in ('requested', 'approved', 'sending')`),
    index('payouts_status_idx').on(t.status, t.requestedAt),
    check('payouts_amount_check', sql`${t.amountMinor} > 0`),
    check('payouts_status_check', sql`${t.status} in (${list(PAYOUT_STATUSES)})`),
  ],
);

/**
 * Each balance reminder step of a booking, recorded once (the primary key): with two processes running
 * the reminder job, a step is sent exactly once. Stages: packages/shared/src/payments/reminders.ts.
 */
export const balanceReminders = pgTable(
  'balance_reminders',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.stage] })],
);
