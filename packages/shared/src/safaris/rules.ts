import { BALANCE_DUE_DAYS_RANGE, DEPOSIT_PERCENT_RANGE } from '../constants';
import { percentOf } from '../money';
import { DEFAULT_PROCESSING_FEE_PERCENT } from './constants';
import { addDays, daysBetween } from './dates';

/** Pure money and booking rules of the safari marketplace. Amounts in integer cents unless named _usd. */

export const USD_CENTS = 100;

// ── Price ─────────────────────────────────────────────────────────────────────────────────────────

/** An active deal (deals come in a later issue): a percentage off the subtotal. */
export interface PriceDeal {
  title: string;
  percent_off: number;
}

export interface PriceInput {
  adults: number;
  children: number;
  infants: number;
  adultPriceUsd: number;
  childPriceUsd: number;
  deal?: PriceDeal | null;
}

export interface PriceLine {
  kind: 'adult' | 'child' | 'infant';
  quantity: number;
  unit_price_usd: number;
  amount_usd: number;
}

export interface PriceBreakdown {
  lines: PriceLine[];
  subtotal_usd: number;
  discount_usd: number;
  deal_title: string | null;
  total_usd: number;
}

/** adults × adult price + children × child price; infants travel free; minus an active deal. Whole USD. */
export function computePrice(input: PriceInput): PriceBreakdown {
  const lines: PriceLine[] = [
    {
      kind: 'adult',
      quantity: input.adults,
      unit_price_usd: input.adultPriceUsd,
      amount_usd: input.adults * input.adultPriceUsd,
    },
  ];
  if (input.children > 0) {
    lines.push({
      kind: 'child',
      quantity: input.children,
      unit_price_usd: input.childPriceUsd,
      amount_usd: input.children * input.childPriceUsd,
    });
  }
  if (input.infants > 0) {
    lines.push({ kind: 'infant', quantity: input.infants, unit_price_usd: 0, amount_usd: 0 });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.amount_usd, 0);
  const percent = input.deal ? Math.min(100, Math.max(0, input.deal.percent_off)) : 0;
  const discount = percentOf(subtotal, percent);
  return {
    lines,
    subtotal_usd: subtotal,
    discount_usd: discount,
    deal_title: input.deal && discount > 0 ? input.deal.title : null,
    total_usd: subtotal - discount,
  };
}

/** Seats a booking takes: infants sit on a lap (spec §9: guests = adults + children). */
export function seatsFor(travelers: { adults: number; children: number }): number {
  return travelers.adults + travelers.children;
}

// ── Deposit and balance ───────────────────────────────────────────────────────────────────────────

/** Deposit percent of the total, rounded to whole dollars (half up). */
export function depositUsd(totalUsd: number, depositPercent: number): number {
  return percentOf(totalUsd, depositPercent);
}

export function isValidDepositPercent(percent: number): boolean {
  return (
    Number.isInteger(percent) && percent >= DEPOSIT_PERCENT_RANGE.min && percent <= DEPOSIT_PERCENT_RANGE.max
  );
}

export function isValidBalanceDueDays(days: number): boolean {
  return Number.isInteger(days) && days >= BALANCE_DUE_DAYS_RANGE.min && days <= BALANCE_DUE_DAYS_RANGE.max;
}

export interface PaymentPlan {
  total_usd: number;
  deposit_percent: number;
  deposit_usd: number;
  balance_usd: number;
  /** The balance is due this many days before departure; null when paying in full now. */
  balance_due_date: string | null;
  /** The booking falls inside the balance window: the whole amount is paid at booking. */
  pay_in_full: boolean;
  due_now_usd: number;
}

/**
 * Deposit now and the balance `balanceDueDays` before departure; a booking made on or after the
 * balance due date pays in full.
 */
export function computePaymentPlan(input: {
  totalUsd: number;
  depositPercent: number;
  balanceDueDays: number;
  departureDate: string;
  today: string;
}): PaymentPlan {
  const dueDate = addDays(input.departureDate, -input.balanceDueDays);
  const payInFull = daysBetween(input.today, dueDate) <= 0;
  if (payInFull) {
    return {
      total_usd: input.totalUsd,
      deposit_percent: input.depositPercent,
      deposit_usd: input.totalUsd,
      balance_usd: 0,
      balance_due_date: null,
      pay_in_full: true,
      due_now_usd: input.totalUsd,
    };
  }
  const deposit = depositUsd(input.totalUsd, input.depositPercent);
  return {
    total_usd: input.totalUsd,
    deposit_percent: input.depositPercent,
    deposit_usd: deposit,
    balance_usd: input.totalUsd - deposit,
    balance_due_date: dueDate,
    pay_in_full: false,
    due_now_usd: deposit,
  };
}

// ── Refunds (spec §9, ARCHITECTURE §7) ────────────────────────────────────────────────────────────

export type RefundBand =
  'full_minus_fee' | 'seventy_five' | 'fifty' | 'none' | 'no_show' | 'operator_cancelled';

export interface RefundQuote {
  days_before_departure: number;
  band: RefundBand;
  /** Share of what was paid that comes back, before the processing fee. */
  refund_percent: number;
  paid_cents: number;
  processing_fee_cents: number;
  refund_cents: number;
}

/**
 * What a cancellation gives back of `paidCents`:
 * ≥ 60 days before departure: all of it minus the processing fee; 30–59: 75 %; 15–29: 50 %;
 * under 15 days (and the departure day itself, and no-shows): nothing. An operator cancellation: all.
 */
export function computeRefund(input: {
  paidCents: number;
  departureDate: string;
  today: string;
  cancelledBy: 'traveler' | 'operator';
  noShow?: boolean;
  processingFeePercent?: number;
}): RefundQuote {
  const days = daysBetween(input.today, input.departureDate);
  const paid = input.paidCents;
  const base = { days_before_departure: days, paid_cents: paid };
  if (input.cancelledBy === 'operator') {
    return {
      ...base,
      band: 'operator_cancelled',
      refund_percent: 100,
      processing_fee_cents: 0,
      refund_cents: paid,
    };
  }
  if (input.noShow || days < 0) {
    return { ...base, band: 'no_show', refund_percent: 0, processing_fee_cents: 0, refund_cents: 0 };
  }
  if (days >= 60) {
    const feePercent = input.processingFeePercent ?? DEFAULT_PROCESSING_FEE_PERCENT;
    const fee = percentOf(paid, feePercent);
    return {
      ...base,
      band: 'full_minus_fee',
      refund_percent: 100,
      processing_fee_cents: fee,
      refund_cents: paid - fee,
    };
  }
  if (days >= 30) {
    return {
      ...base,
      band: 'seventy_five',
      refund_percent: 75,
      processing_fee_cents: 0,
      refund_cents: percentOf(paid, 75),
    };
  }
  if (days >= 15) {
    return {
      ...base,
      band: 'fifty',
      refund_percent: 50,
      processing_fee_cents: 0,
      refund_cents: percentOf(paid, 50),
    };
  }
  return { ...base, band: 'none', refund_percent: 0, processing_fee_cents: 0, refund_cents: 0 };
}

export interface RefundScheduleEntry {
  /** First and last calendar day this band applies to when cancelling (null: open-ended). */
  from_date: string | null;
  until_date: string | null;
  refund_percent: number;
  processing_fee_percent: number;
  label: string;
}

/** The refund bands for a given departure date, as calendar dates, for the detail page and quote. */
export function refundSchedule(
  departureDate: string,
  processingFeePercent = DEFAULT_PROCESSING_FEE_PERCENT,
): RefundScheduleEntry[] {
  return [
    {
      from_date: null,
      until_date: addDays(departureDate, -60),
      refund_percent: 100,
      processing_fee_percent: processingFeePercent,
      label: `Full refund minus a ${processingFeePercent}% processing fee`,
    },
    {
      from_date: addDays(departureDate, -59),
      until_date: addDays(departureDate, -30),
      refund_percent: 75,
      processing_fee_percent: 0,
      label: '75% refund',
    },
    {
      from_date: addDays(departureDate, -29),
      until_date: addDays(departureDate, -15),
      refund_percent: 50,
      processing_fee_percent: 0,
      label: '50% refund',
    },
    {
      from_date: addDays(departureDate, -14),
      until_date: null,
      refund_percent: 0,
      processing_fee_percent: 0,
      label: 'No refund (including no-shows)',
    },
  ];
}
