import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isValidIsoDate, todayInTanzania } from './dates';
import {
  computePaymentPlan,
  computePrice,
  computeRefund,
  depositUsd,
  isValidBalanceDueDays,
  isValidDepositPercent,
  refundSchedule,
  seatsFor,
} from './rules';

describe('dates', () => {
  it('validates calendar dates', () => {
    expect(isValidIsoDate('2026-02-28')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('26-01-01')).toBe(false);
  });
  it('counts days across months and years', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-03-01', '2027-02-27')).toBe(-2);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
  it('uses the Tanzanian calendar day (UTC+3)', () => {
    expect(todayInTanzania(new Date('2026-05-01T20:59:00Z'))).toBe('2026-05-01');
    expect(todayInTanzania(new Date('2026-05-01T21:00:00Z'))).toBe('2026-05-02');
  });
});

describe('computePrice', () => {
  it('charges adults and children; infants are free', () => {
    const p = computePrice({ adults: 2, children: 1, infants: 1, adultPriceUsd: 1299, childPriceUsd: 650 });
    expect(p.subtotal_usd).toBe(2 * 1299 + 650);
    expect(p.total_usd).toBe(3248);
    expect(p.discount_usd).toBe(0);
    expect(p.lines.find((l) => l.kind === 'infant')).toEqual({
      kind: 'infant',
      quantity: 1,
      unit_price_usd: 0,
      amount_usd: 0,
    });
  });
  it('omits empty child and infant lines', () => {
    const p = computePrice({ adults: 1, children: 0, infants: 0, adultPriceUsd: 899, childPriceUsd: 500 });
    expect(p.lines).toHaveLength(1);
    expect(p.total_usd).toBe(899);
  });
  it('applies a deal as a whole-dollar discount, never below zero', () => {
    const p = computePrice({
      adults: 1,
      children: 0,
      infants: 0,
      adultPriceUsd: 999,
      childPriceUsd: 0,
      deal: { title: 'Green season', percent_off: 10 },
    });
    expect(p.discount_usd).toBe(100); // 99.9 rounds to 100
    expect(p.total_usd).toBe(899);
    expect(p.deal_title).toBe('Green season');
    const all = computePrice({
      adults: 1,
      children: 0,
      infants: 0,
      adultPriceUsd: 10,
      childPriceUsd: 0,
      deal: { title: 'x', percent_off: 150 },
    });
    expect(all.total_usd).toBe(0);
  });
  it('counts seats for adults and children only', () => {
    expect(seatsFor({ adults: 2, children: 1 })).toBe(3);
  });
});

describe('deposit and balance', () => {
  it('rounds the deposit to whole dollars, half up', () => {
    expect(depositUsd(1000, 30)).toBe(300);
    expect(depositUsd(1299, 30)).toBe(390); // 389.7
    expect(depositUsd(1050, 25)).toBe(263); // 262.5
    expect(depositUsd(1049, 25)).toBe(262); // 262.25
  });
  it('accepts deposit 25–30 % and balance days 30–60 only', () => {
    expect([24, 25, 30, 31, 27.5].map(isValidDepositPercent)).toEqual([false, true, true, false, false]);
    expect([29, 30, 60, 61].map(isValidBalanceDueDays)).toEqual([false, true, true, false]);
  });
  const plan = (daysAhead: number) =>
    computePaymentPlan({
      totalUsd: 2000,
      depositPercent: 30,
      balanceDueDays: 45,
      departureDate: addDays('2026-06-01', daysAhead),
      today: '2026-06-01',
    });
  it('takes a deposit when booking before the balance window', () => {
    const p = plan(46);
    expect(p.pay_in_full).toBe(false);
    expect(p.deposit_usd).toBe(600);
    expect(p.balance_usd).toBe(1400);
    expect(p.balance_due_date).toBe('2026-06-02');
    expect(p.due_now_usd).toBe(600);
  });
  it('pays in full on the balance due date and inside the window', () => {
    for (const days of [45, 44, 1, 0]) {
      const p = plan(days);
      expect(p.pay_in_full).toBe(true);
      expect(p.due_now_usd).toBe(2000);
      expect(p.balance_usd).toBe(0);
      expect(p.balance_due_date).toBeNull();
    }
  });
});

describe('computeRefund', () => {
  const refund = (days: number, extra: { noShow?: boolean; cancelledBy?: 'traveler' | 'operator' } = {}) =>
    computeRefund({
      paidCents: 60_000,
      departureDate: addDays('2026-03-01', days),
      today: '2026-03-01',
      cancelledBy: extra.cancelledBy ?? 'traveler',
      noShow: extra.noShow,
    });
  it('60+ days: everything minus the 4 % processing fee', () => {
    expect(refund(90)).toMatchObject({
      band: 'full_minus_fee',
      processing_fee_cents: 2_400,
      refund_cents: 57_600,
    });
    expect(refund(60)).toMatchObject({
      band: 'full_minus_fee',
      refund_cents: 57_600,
      days_before_departure: 60,
    });
  });
  it('30–59 days: 75 %', () => {
    expect(refund(59)).toMatchObject({ band: 'seventy_five', refund_cents: 45_000, processing_fee_cents: 0 });
    expect(refund(30)).toMatchObject({ band: 'seventy_five', refund_cents: 45_000 });
  });
  it('15–29 days: 50 %', () => {
    expect(refund(29)).toMatchObject({ band: 'fifty', refund_cents: 30_000 });
    expect(refund(15)).toMatchObject({ band: 'fifty', refund_cents: 30_000 });
  });
  it('under 15 days, the departure day and no-shows: nothing', () => {
    expect(refund(14)).toMatchObject({ band: 'none', refund_cents: 0 });
    expect(refund(1)).toMatchObject({ band: 'none', refund_cents: 0 });
    expect(refund(0)).toMatchObject({ band: 'none', refund_cents: 0, days_before_departure: 0 });
    expect(refund(-1)).toMatchObject({ band: 'no_show', refund_cents: 0 });
    expect(refund(90, { noShow: true })).toMatchObject({ band: 'no_show', refund_cents: 0 });
  });
  it('an operator cancellation refunds everything, whenever', () => {
    expect(refund(0, { cancelledBy: 'operator' })).toMatchObject({
      refund_cents: 60_000,
      processing_fee_cents: 0,
    });
    expect(refund(90, { cancelledBy: 'operator' })).toMatchObject({ refund_cents: 60_000 });
  });
  it('rounds odd cents half up and honours a custom fee', () => {
    const r = computeRefund({
      paidCents: 12_345,
      departureDate: '2026-12-31',
      today: '2026-01-01',
      cancelledBy: 'traveler',
      processingFeePercent: 5,
    });
    expect(r.processing_fee_cents).toBe(617); // 617.25
    expect(r.refund_cents).toBe(11_728);
    expect(
      computeRefund({
        paidCents: 333,
        departureDate: '2026-02-10',
        today: '2026-01-01',
        cancelledBy: 'traveler',
      }).refund_cents,
    ).toBe(250); // 249.75
  });
  it('describes the schedule as calendar dates that meet the bands', () => {
    const s = refundSchedule('2026-09-30');
    expect(s.map((e) => [e.from_date, e.until_date, e.refund_percent])).toEqual([
      [null, '2026-08-01', 100],
      ['2026-08-02', '2026-08-31', 75],
      ['2026-09-01', '2026-09-15', 50],
      ['2026-09-16', null, 0],
    ]);
    // Each band's boundary date gives the band's refund.
    for (const entry of s) {
      for (const day of [entry.from_date, entry.until_date]) {
        if (!day) continue;
        const r = computeRefund({
          paidCents: 100,
          departureDate: '2026-09-30',
          today: day,
          cancelledBy: 'traveler',
        });
        expect(r.refund_percent).toBe(entry.refund_percent);
      }
    }
  });
});
