import { describe, expect, it } from 'vitest';
import {
  bestDeal,
  codeProblem,
  dealDiscountCents,
  dealProblem,
  dealState,
  normaliseDealCode,
  priceAfterDeal,
  type DealTerms,
} from './rules';

const deal = (over: Partial<DealTerms> = {}): DealTerms => ({
  id: 'd1',
  discount: { kind: 'percent', percent_off: 10 },
  valid_from: '2026-11-01',
  valid_to: '2026-12-31',
  travel_from: null,
  travel_to: null,
  code: null,
  status: 'active',
  max_uses: null,
  uses: 0,
  ...over,
});
const context = { today: '2026-11-24', travel_date: '2027-01-10', code: null };

describe('dealDiscountCents', () => {
  it('takes a percentage off, rounded half up to a whole unit', () => {
    expect(dealDiscountCents(129_900, { kind: 'percent', percent_off: 10 })).toBe(13_000); // $129.90 → $13
    expect(dealDiscountCents(250_000, { kind: 'percent', percent_off: 15 })).toBe(37_500);
    expect(dealDiscountCents(1_500, { kind: 'percent', percent_off: 10 })).toBe(200); // $1.5 → $2
    expect(dealDiscountCents(1_400, { kind: 'percent', percent_off: 10 })).toBe(100); // $1.4 → $1
  });
  it('caps a percentage at 90', () => {
    expect(dealDiscountCents(100_000, { kind: 'percent', percent_off: 99 })).toBe(90_000);
  });
  it('takes a fixed amount off in whole units', () => {
    expect(dealDiscountCents(3_250_000, { kind: 'amount', amount_off_cents: 500_000 })).toBe(500_000);
    expect(dealDiscountCents(3_250_000, { kind: 'amount', amount_off_cents: 500_050 })).toBe(500_000);
  });
  it('never makes a price zero or negative: a fixed amount as large as the price does not apply', () => {
    expect(dealDiscountCents(50_000, { kind: 'amount', amount_off_cents: 50_000 })).toBeNull();
    expect(dealDiscountCents(50_000, { kind: 'amount', amount_off_cents: 80_000 })).toBeNull();
    expect(dealDiscountCents(50_000, { kind: 'amount', amount_off_cents: 49_900 })).toBe(49_900);
    expect(priceAfterDeal(50_000, { kind: 'amount', amount_off_cents: 80_000 })).toBe(50_000);
  });
  it('gives nothing when the rounded discount is nothing', () => {
    expect(dealDiscountCents(400, { kind: 'percent', percent_off: 10 })).toBeNull();
  });
});

describe('dealProblem', () => {
  it('applies inside its validity, bounds included', () => {
    expect(dealProblem(deal(), context)).toBeNull();
    expect(dealProblem(deal(), { ...context, today: '2026-11-01' })).toBeNull();
    expect(dealProblem(deal(), { ...context, today: '2026-12-31' })).toBeNull();
  });
  it('refuses before and after its validity, and while paused', () => {
    expect(dealProblem(deal(), { ...context, today: '2026-10-31' })).toBe('notYetValid');
    expect(dealProblem(deal(), { ...context, today: '2027-01-01' })).toBe('expired');
    expect(dealProblem(deal({ status: 'paused' }), context)).toBe('paused');
  });
  it('checks the travel-date window, bounds included', () => {
    const windowed = deal({ travel_from: '2027-01-01', travel_to: '2027-01-31' });
    expect(dealProblem(windowed, { ...context, travel_date: '2027-01-01' })).toBeNull();
    expect(dealProblem(windowed, { ...context, travel_date: '2027-01-31' })).toBeNull();
    expect(dealProblem(windowed, { ...context, travel_date: '2026-12-31' })).toBe('travelDateOutside');
    expect(dealProblem(windowed, { ...context, travel_date: '2027-02-01' })).toBe('travelDateOutside');
  });
  it('applies a code deal only with its code, case-insensitively', () => {
    const coded = deal({ code: 'KILELE10' });
    expect(dealProblem(coded, context)).toBe('codeRequired');
    expect(dealProblem(coded, { ...context, code: 'WRONG' })).toBe('codeRequired');
    expect(dealProblem(coded, { ...context, code: ' kilele10 ' })).toBeNull();
    expect(normaliseDealCode(' kilele-10 ')).toBe('KILELE-10');
  });
  it('stops at its cap on uses', () => {
    expect(dealProblem(deal({ max_uses: 2, uses: 1 }), context)).toBeNull();
    expect(dealProblem(deal({ max_uses: 2, uses: 2 }), context)).toBe('usedUp');
  });
});

describe('bestDeal', () => {
  it('picks the single largest discount, never stacking', () => {
    const deals = [
      deal({ id: 'a', discount: { kind: 'percent', percent_off: 10 } }),
      deal({ id: 'b', discount: { kind: 'amount', amount_off_cents: 30_000 } }),
      deal({ id: 'c', discount: { kind: 'percent', percent_off: 5 } }),
    ];
    expect(bestDeal(deals, context, 200_000)).toEqual({ deal: deals[1], discount_cents: 30_000 });
    expect(bestDeal(deals, context, 400_000)).toEqual({ deal: deals[0], discount_cents: 40_000 });
  });
  it('keeps the first of equal discounts', () => {
    const deals = [deal({ id: 'a' }), deal({ id: 'b' })];
    expect(bestDeal(deals, context, 100_000)?.deal.id).toBe('a');
  });
  it('skips deals that do not apply, and answers null when none does', () => {
    const deals = [
      deal({ id: 'coded', code: 'VIP', discount: { kind: 'percent', percent_off: 50 } }),
      deal({ id: 'paused', status: 'paused', discount: { kind: 'percent', percent_off: 40 } }),
      deal({ id: 'open', discount: { kind: 'percent', percent_off: 10 } }),
    ];
    expect(bestDeal(deals, context, 100_000)?.deal.id).toBe('open');
    expect(bestDeal(deals, { ...context, code: 'vip' }, 100_000)?.deal.id).toBe('coded');
    expect(bestDeal([deals[1]!], context, 100_000)).toBeNull();
    expect(bestDeal([], context, 100_000)).toBeNull();
  });
  it('never lets a fixed amount take the whole price', () => {
    const deals = [deal({ id: 'big', discount: { kind: 'amount', amount_off_cents: 100_000 } })];
    expect(bestDeal(deals, context, 100_000)).toBeNull();
  });
});

describe('codeProblem', () => {
  const coded = [
    deal({ id: 'x', code: 'KILELE10', valid_to: '2026-11-20' }),
    deal({ id: 'y', code: 'SOON', valid_from: '2026-12-01' }),
  ];
  it('names why a typed code does not apply', () => {
    expect(codeProblem(coded, { ...context, code: 'nope' }, 100_000)).toBe('unknown');
    expect(codeProblem(coded, { ...context, code: 'kilele10' }, 100_000)).toBe('expired');
    expect(codeProblem(coded, { ...context, code: 'soon' }, 100_000)).toBe('notYetValid');
    expect(codeProblem([deal({ code: 'OK' })], { ...context, code: 'ok' }, 100_000)).toBeNull();
    expect(
      codeProblem(
        [deal({ code: 'BIG', discount: { kind: 'amount', amount_off_cents: 200_000 } })],
        { ...context, code: 'big' },
        100_000,
      ),
    ).toBe('priceTooLow');
  });
});

describe('dealState', () => {
  it('says where a deal stands today', () => {
    expect(dealState(deal(), '2026-11-24')).toBe('live');
    expect(dealState(deal(), '2026-10-01')).toBe('scheduled');
    expect(dealState(deal(), '2027-01-01')).toBe('expired');
    expect(dealState(deal({ status: 'paused' }), '2026-11-24')).toBe('paused');
    expect(dealState(deal({ max_uses: 1, uses: 1 }), '2026-11-24')).toBe('used_up');
  });
});
