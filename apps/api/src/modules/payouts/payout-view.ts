import {
  formatMinorUnits,
  formatTzsPerUsd,
  isMobileNetwork,
  renderMessage,
  type Currency,
  type Language,
  type Message,
  type Payout,
  type PayoutMethod,
} from '@dala/shared';
import type { payoutMethods, payouts } from '../../db/schema';

export type PayoutMethodRow = typeof payoutMethods.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

/** `•••••••5678`: only the last 4 characters of a number are ever answered or mailed. */
export function maskNumber(value: string | null): string | null {
  if (value === null) return null;
  const compact = value.replace(/[\s-]/g, '');
  return `${'•'.repeat(Math.max(0, compact.length - 4))}${compact.slice(-4)}`;
}

const last4 = (value: string | null) => (value ?? '').replace(/[\s-]/g, '').slice(-4);

const NETWORK_NAMES: Record<string, string> = {
  mpesa: 'M-Pesa',
  mixx: 'Mixx by Yas',
  airtel: 'Airtel Money',
  halopesa: 'HaloPesa',
};

/** What a method is called in a notification or mail ("M-Pesa number ending 5678"). */
export function methodLabel(method: PayoutMethodRow): Message {
  return method.kind === 'mobile_money'
    ? {
        key: 'payouts.methodMobile',
        values: { network: NETWORK_NAMES[method.network ?? ''] ?? '', last4: last4(method.phone) },
      }
    : {
        key: 'payouts.methodBank',
        values: { bank: method.bankName ?? '', last4: last4(method.accountNumber) },
      };
}

export function formatAmount(amountMinor: number, currency: string): string {
  return formatMinorUnits(amountMinor, (currency === 'TZS' ? 'TZS' : 'USD') satisfies Currency);
}

export function toPayoutMethod(row: PayoutMethodRow, now = new Date()): PayoutMethod {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status === 'verified' ? 'verified' : 'unverified',
    network: row.network && isMobileNetwork(row.network) ? row.network : null,
    phone_masked: maskNumber(row.phone),
    bank_name: row.bankName,
    account_name: row.accountName,
    account_number_masked: maskNumber(row.accountNumber),
    code_pending:
      row.status === 'unverified' &&
      row.codeHash !== null &&
      row.codeAttemptsLeft > 0 &&
      row.codeExpiresAt !== null &&
      row.codeExpiresAt > now,
    created_at: row.createdAt.toISOString(),
    verified_at: row.verifiedAt?.toISOString() ?? null,
  };
}

/**
 * The API shape of a payout for its reader (the operator, or an admin): why it failed in the reader's
 * `language` (the provider's failure, kept as a message), or an admin's own words as typed; a row from
 * before messages were kept shows its stored text.
 */
export function toPayout(row: PayoutRow, method: PayoutMethodRow, language: Language): Payout {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    amount_cents: row.amountMinor,
    currency: row.currency,
    sent_amount_cents: row.sentAmountMinor,
    sent_currency: row.sentCurrency,
    tzs_per_usd: row.tzsPerUsdHundredths === null ? null : formatTzsPerUsd(row.tzsPerUsdHundredths),
    method: toPayoutMethod(method),
    failure_reason: row.failureMessage ? renderMessage(language, row.failureMessage) : row.failureReason,
    requested_at: row.requestedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}
