import type { PaymentHistoryItem, Receipt } from '@dala/shared';

/** A deposit of a $1,250 safari paid in shillings by Mixx by Yas at 2,585.50 TSh/USD. */
export const tzsDeposit: PaymentHistoryItem = {
  type: 'payment',
  id: '3f1c2a9e-5b7d-4e21-9c3a-1d2e3f4a5b6c',
  state: 'succeeded',
  kind: 'deposit',
  method: 'mobile_money',
  channel: 'mixx',
  amount_cents: 323_187_500,
  currency: 'TZS',
  booking_amount_cents: 125_000,
  booking_currency: 'USD',
  tzs_per_usd: '2585.50',
  reason: null,
  booking: {
    id: '9a8b7c6d-1111-4222-8333-444455556666',
    reference: 'DR-SAF12345',
    kind: 'safari',
    title: '5-Day Serengeti Migration Safari',
  },
  receipt_number: 'RCT-DRP7K2M9Q4',
  created_at: '2026-11-20T09:30:00.000Z',
  completed_at: '2026-11-20T09:31:00.000Z',
};

/** A refund of a trip fare in progress. */
export const tripRefund: PaymentHistoryItem = {
  type: 'refund',
  id: '7e6d5c4b-2222-4333-8444-555566667777',
  state: 'pending',
  kind: 'full',
  method: 'mobile_money',
  channel: 'mpesa',
  amount_cents: 3_800_000,
  currency: 'TZS',
  booking_amount_cents: 3_800_000,
  booking_currency: 'TZS',
  tzs_per_usd: null,
  reason: 'Cancelled by the traveler 3 days before departure: 100% refund',
  booking: {
    id: '1b2c3d4e-3333-4444-8555-666677778888',
    reference: 'DR-TR1P2027',
    kind: 'trip',
    title: 'Dar es Salaam – Moshi Express',
  },
  receipt_number: null,
  created_at: '2026-11-22T12:00:00.000Z',
  completed_at: null,
};

/** A card payment that was declined: no receipt. */
export const failedCard: PaymentHistoryItem = {
  ...tzsDeposit,
  id: '5a5a5a5a-4444-4555-8666-777788889999',
  state: 'failed',
  kind: 'balance',
  method: 'card',
  channel: 'card',
  amount_cents: 375_000,
  currency: 'USD',
  booking_amount_cents: 375_000,
  tzs_per_usd: null,
  reason: 'Card declined',
  receipt_number: null,
  created_at: '2026-11-18T08:00:00.000Z',
};

export const receipt: Receipt = {
  receipt_number: 'RCT-DRP7K2M9Q4',
  payment_id: tzsDeposit.id,
  issued_at: '2026-11-20T09:31:00.000Z',
  platform: {
    name: 'Dala Rides',
    support_email: 'support@dalarides.co.tz',
    website: 'https://dalarides.co.tz',
  },
  operator: {
    company_name: 'Kilima Safaris Ltd',
    name: 'Amani Kweka',
    email: 'bookings@kilimasafaris.co.tz',
    phone: '+255 754 000 222',
    address: 'Plot 7, Sokoine Road, Arusha',
  },
  traveler: { name: 'Neema Mushi', email: 'neema@example.com' },
  booking: {
    id: tzsDeposit.booking.id,
    reference: 'DR-SAF12345',
    kind: 'safari',
    title: '5-Day Serengeti Migration Safari',
    start_date: '2027-02-10',
    end_date: '2027-02-14',
    adults: 2,
    children: 1,
    infants: 0,
  },
  payment: {
    kind: 'deposit',
    method: 'mobile_money',
    channel: 'mixx',
    amount_cents: 323_187_500,
    currency: 'TZS',
    booking_amount_cents: 125_000,
    booking_currency: 'USD',
    tzs_per_usd: '2585.50',
    provider_reference: 'sbx_0123456789abcdef0123456789abcdef',
    reference: 'DRP7K2M9Q4',
  },
  totals: {
    currency: 'USD',
    total_cents: 500_000,
    paid_cents: 125_000,
    refunded_cents: 0,
    balance_cents: 375_000,
    balance_due_date: '2026-12-12',
  },
};
