import type { Currency } from '../money';
import { percentOf } from '../money';

/**
 * Pure rules of deals (issue 15): which of a listing's deals applies to a price, and how much it takes
 * off. The server applies them in every quote and every booking; the client only shows what it answers.
 *
 * - One deal per booking, never stacked: the applicable deal with the largest discount (ties: the one
 *   created first, by id order given).
 * - A deal with a code applies only when that code is given (case-insensitive).
 * - Discounts are whole major units (prices are whole dollars and whole shillings): a percentage rounds
 *   half up to a whole unit; a fixed amount is a whole number of units.
 * - A deal never makes a price zero or negative: a fixed amount that would take the whole price does
 *   not apply to that price (another deal may; percentages are capped at 90 %). Nothing to pay would
 *   leave a booking no payment could confirm.
 */

export const DEAL_PERCENT_RANGE = { min: 1, max: 90 } as const;
export const DEAL_CODE_PATTERN = /^[A-Za-z0-9-]{3,20}$/;
export const DEAL_TITLE_MAX = 80;
export const DEAL_MAX_USES = 100_000;
/** Minor units per whole unit (both currencies count hundredths, shown without decimals). */
const UNIT = 100;

export const DEAL_LISTING_KINDS = ['safari', 'route'] as const;
export type DealListingKind = (typeof DEAL_LISTING_KINDS)[number];
export const DEAL_STATUSES = ['active', 'paused'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

export type DealDiscount =
  { kind: 'percent'; percent_off: number } | { kind: 'amount'; amount_off_cents: number };

/** What the rules need of a deal. Dates are Tanzanian calendar dates (YYYY-MM-DD), bounds inclusive. */
export interface DealTerms {
  id: string;
  discount: DealDiscount;
  valid_from: string;
  valid_to: string;
  travel_from: string | null;
  travel_to: string | null;
  /** Stored as the operator typed it; compared case-insensitively. */
  code: string | null;
  status: DealStatus;
  max_uses: number | null;
  /** Bookings that use it now: live holds, confirmed and completed. */
  uses: number;
}

export interface DealContext {
  /** Today in Tanzania. */
  today: string;
  /** The date the traveler travels (a safari's start, a trip's departure day). */
  travel_date: string;
  /** The code the traveler gave, if any. */
  code: string | null;
}

/** Why a deal does not apply (or null when it does, price aside). */
export type DealProblem =
  'paused' | 'notYetValid' | 'expired' | 'travelDateOutside' | 'codeRequired' | 'usedUp' | 'priceTooLow';

/** Codes compare case-insensitively and without surrounding spaces: 'safari10 ' is 'SAFARI10'. */
export function normaliseDealCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The discount a deal gives on a price, in minor units, before the floor rule (see dealDiscountCents). */
function rawDiscountCents(priceCents: number, discount: DealDiscount): number {
  if (discount.kind === 'percent') {
    const percent = Math.min(DEAL_PERCENT_RANGE.max, Math.max(0, discount.percent_off));
    return percentOf(Math.floor(priceCents / UNIT), percent) * UNIT;
  }
  return Math.max(0, Math.floor(discount.amount_off_cents / UNIT) * UNIT);
}

/**
 * What a deal takes off a price (minor units): a whole number of units, never the whole price. Null when
 * the deal cannot apply to this price (a fixed amount as large as the price, or nothing to take off).
 */
export function dealDiscountCents(priceCents: number, discount: DealDiscount): number | null {
  const off = rawDiscountCents(priceCents, discount);
  if (off <= 0 || off >= priceCents) return null;
  return off;
}

/** Why this deal does not apply in this context, or null (the price is checked by dealDiscountCents). */
export function dealProblem(deal: DealTerms, context: DealContext): DealProblem | null {
  if (deal.status !== 'active') return 'paused';
  if (context.today < deal.valid_from) return 'notYetValid';
  if (context.today > deal.valid_to) return 'expired';
  if (deal.travel_from && context.travel_date < deal.travel_from) return 'travelDateOutside';
  if (deal.travel_to && context.travel_date > deal.travel_to) return 'travelDateOutside';
  if (deal.code && (!context.code || normaliseDealCode(context.code) !== normaliseDealCode(deal.code))) {
    return 'codeRequired';
  }
  if (deal.max_uses != null && deal.uses >= deal.max_uses) return 'usedUp';
  return null;
}

export interface AppliedDeal<D extends DealTerms = DealTerms> {
  deal: D;
  discount_cents: number;
}

/** The one deal that applies to a price: the largest discount among the applicable ones, or null. */
export function bestDeal<D extends DealTerms>(
  deals: readonly D[],
  context: DealContext,
  priceCents: number,
): AppliedDeal<D> | null {
  let best: AppliedDeal<D> | null = null;
  for (const deal of deals) {
    if (dealProblem(deal, context)) continue;
    const off = dealDiscountCents(priceCents, deal.discount);
    if (off == null) continue;
    if (!best || off > best.discount_cents) best = { deal, discount_cents: off };
  }
  return best;
}

/**
 * What a code the traveler typed says about these deals: null when a deal with that code applies; else
 * why not — the problem of the deal with that code (expired, not yet valid, outside the travel dates,
 * used up, price too low), or 'unknown' when none of these deals has that code.
 */
export function codeProblem(
  deals: readonly DealTerms[],
  context: DealContext & { code: string },
  priceCents: number,
): DealProblem | 'unknown' | null {
  const wanted = normaliseDealCode(context.code);
  const withCode = deals.filter((d) => d.code && normaliseDealCode(d.code) === wanted);
  if (withCode.length === 0) return 'unknown';
  let problem: DealProblem | null = null;
  for (const deal of withCode) {
    const p =
      dealProblem(deal, context) ??
      (dealDiscountCents(priceCents, deal.discount) == null ? 'priceTooLow' : null);
    if (!p) return null;
    problem ??= p;
  }
  return problem;
}

/** Where a deal stands today, for lists: live, scheduled (starts later), expired, paused, used up. */
export type DealState = 'live' | 'scheduled' | 'expired' | 'paused' | 'used_up';

export function dealState(
  deal: Omit<DealTerms, 'id' | 'discount' | 'code' | 'travel_from' | 'travel_to'>,
  today: string,
): DealState {
  if (deal.status === 'paused') return 'paused';
  if (today > deal.valid_to) return 'expired';
  if (deal.max_uses != null && deal.uses >= deal.max_uses) return 'used_up';
  if (today < deal.valid_from) return 'scheduled';
  return 'live';
}

/** A deal's price for showing (e.g. a package's "from" price on /deals): the price minus the discount, or the price. */
export function priceAfterDeal(priceCents: number, discount: DealDiscount): number {
  const off = dealDiscountCents(priceCents, discount);
  return off == null ? priceCents : priceCents - off;
}

export type DealCurrency = Currency;
