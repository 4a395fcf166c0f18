import type { EarningsSummary, Payout, PayoutMethod, Statement } from '@dala/shared';

/** Test data of the earnings page (an operator with shillings available and dollars pending). */
export const verifiedMpesa: PayoutMethod = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'mobile_money',
  status: 'verified',
  network: 'mpesa',
  phone_masked: '••••••••3456',
  bank_name: null,
  account_name: null,
  account_number_masked: null,
  code_pending: false,
  created_at: '2026-11-01T08:00:00.000Z',
  verified_at: '2026-11-01T08:05:00.000Z',
};

export const unverifiedBank: PayoutMethod = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'bank',
  status: 'unverified',
  network: null,
  phone_masked: null,
  bank_name: 'CRDB Bank',
  account_name: 'Kilima Safaris Ltd',
  account_number_masked: '••••••••7890',
  code_pending: true,
  created_at: '2026-11-20T08:00:00.000Z',
  verified_at: null,
};

export const summary: EarningsSummary = {
  balances: [
    {
      currency: 'TZS',
      pending_cents: 0,
      available_cents: 4_500_000,
      in_flight_cents: 0,
      paid_out_cents: 2_000_000,
      minimum_payout_cents: 1_000_000,
    },
    {
      currency: 'USD',
      pending_cents: 90_000,
      available_cents: 0,
      in_flight_cents: 0,
      paid_out_cents: 0,
      minimum_payout_cents: 1_000,
    },
  ],
  open_payout: null,
  payout_provider_configured: true,
  minimum_payout_cents: { TZS: 1_000_000, USD: 1_000 },
};

export const paidPayout: Payout = {
  id: '33333333-3333-4333-8333-333333333333',
  reference: 'PO0A1B2C3D4E5F6A7B8C9D',
  status: 'paid',
  amount_cents: 2_000_000,
  currency: 'TZS',
  sent_amount_cents: 2_000_000,
  sent_currency: 'TZS',
  tzs_per_usd: null,
  method: verifiedMpesa,
  failure_reason: null,
  requested_at: '2026-11-10T09:00:00.000Z',
  decided_at: '2026-11-10T10:00:00.000Z',
  completed_at: '2026-11-10T10:01:00.000Z',
};

export const statementFixture = (month: string): Statement => ({
  month,
  months: [month],
  lines: [
    {
      id: 1,
      occurred_at: `${month}-05T10:00:00.000Z`,
      movement: 'payment_received',
      account: 'pending',
      amount_cents: 4_500_000,
      currency: 'TZS',
      booking_reference: 'DR-AB12CD34',
      payout_reference: null,
    },
    {
      id: 2,
      occurred_at: `${month}-06T10:00:00.000Z`,
      movement: 'earnings_released',
      account: 'available',
      amount_cents: 4_500_000,
      currency: 'TZS',
      booking_reference: 'DR-AB12CD34',
      payout_reference: null,
    },
  ],
  totals: [{ currency: 'TZS', earned_cents: 4_500_000, released_cents: 4_500_000, paid_out_cents: 0 }],
});
