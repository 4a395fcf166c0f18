import { describe, expect, it } from 'vitest';
import { commissionOf, commissionReversalOf } from './commission';
import { formatTzsPerUsd, parseTzsPerUsd, tzsMinorToShillings, usdCentsToTzsMinor } from './exchange';
import {
  earningsReleasedPosting,
  isBalanced,
  paymentReceivedPosting,
  payoutRequestedPosting,
  payoutReversedPosting,
  payoutSentPosting,
  providerFeePosting,
  refundPosting,
  type LedgerEntry,
} from './ledger';
import { balanceReminderStage } from './reminders';

const op = 'operator-1';
const sum = (entries: LedgerEntry[], account: string) =>
  entries.filter((e) => e.account === account).reduce((s, e) => s + e.amountMinor, 0);

describe('commission', () => {
  it('takes the rate of an amount, rounded half up', () => {
    expect(commissionOf(100_000, 1000)).toBe(10_000);
    expect(commissionOf(12_345, 800)).toBe(988); // 987.6
    expect(commissionOf(5, 1000)).toBe(1); // 0.5 rounds up
    expect(commissionOf(4, 1000)).toBe(0);
  });
  it('reverses the same share of the commission as the refund is of what was kept', () => {
    expect(commissionReversalOf(50_000, 100_000, 10_000)).toBe(5_000);
    expect(commissionReversalOf(75_000, 100_000, 10_000)).toBe(7_500);
    expect(commissionReversalOf(100_000, 100_000, 10_000)).toBe(10_000);
    expect(commissionReversalOf(150_000, 100_000, 10_000)).toBe(10_000);
    expect(commissionReversalOf(1, 3, 1)).toBe(0);
    expect(commissionReversalOf(0, 100, 10)).toBe(0);
  });
});

describe('USD → TZS', () => {
  it('parses and prints the rate in hundredths', () => {
    expect(parseTzsPerUsd('2585.5')).toBe(258_550);
    expect(parseTzsPerUsd('2500')).toBe(250_000);
    expect(parseTzsPerUsd(2585.55)).toBe(258_555);
    expect(parseTzsPerUsd('2585.555')).toBeNull();
    expect(parseTzsPerUsd('-1')).toBeNull();
    expect(parseTzsPerUsd('0')).toBeNull();
    expect(parseTzsPerUsd('abc')).toBeNull();
    expect(formatTzsPerUsd(258_550)).toBe('2585.50');
  });
  it('charges whole shillings, rounded up', () => {
    // $1,300 at 2,500 → TSh 3,250,000
    expect(usdCentsToTzsMinor(130_000, 250_000)).toBe(325_000_000);
    // $1.01 at 2,585.50 → 2,611.355 → TSh 2,612
    expect(usdCentsToTzsMinor(101, 258_550)).toBe(261_200);
    expect(usdCentsToTzsMinor(0, 250_000)).toBe(0);
    expect(() => usdCentsToTzsMinor(1.5, 250_000)).toThrow();
    expect(tzsMinorToShillings(261_200)).toBe(2612);
    expect(tzsMinorToShillings(261_201)).toBe(2613);
  });
});

describe('ledger postings', () => {
  it('a payment splits into the operator pending earning and the commission, balanced', () => {
    const p = paymentReceivedPosting({
      operatorId: op,
      amountMinor: 39_000,
      currency: 'USD',
      commissionBasisPoints: 1000,
    });
    expect(isBalanced(p.entries)).toBe(true);
    expect(p.commissionMinor).toBe(3_900);
    expect(sum(p.entries, 'provider_cash')).toBe(39_000);
    expect(sum(p.entries, 'operator_pending')).toBe(-35_100);
    expect(sum(p.entries, 'platform_commission')).toBe(-3_900);
  });
  it('a refund gives back the commission proportionally', () => {
    const r = refundPosting({
      operatorId: op,
      refundMinor: 30_000,
      currency: 'USD',
      keptMinor: 40_000,
      commissionHeldMinor: 4_000,
    });
    expect(isBalanced(r.entries)).toBe(true);
    expect(r.commissionReversedMinor).toBe(3_000);
    expect(sum(r.entries, 'operator_pending')).toBe(27_000);
    expect(sum(r.entries, 'provider_cash')).toBe(-30_000);
  });
  it('fees, releases and payouts balance', () => {
    for (const p of [
      providerFeePosting({ feeMinor: 250, currency: 'TZS' }),
      earningsReleasedPosting({ operatorId: op, amountMinor: 1000, currency: 'TZS' }),
      payoutRequestedPosting({ operatorId: op, amountMinor: 1000, currency: 'TZS' }),
      payoutSentPosting({ operatorId: op, amountMinor: 1000, currency: 'TZS' }),
      payoutReversedPosting({ operatorId: op, amountMinor: 1000, currency: 'TZS' }),
    ]) {
      expect(isBalanced(p.entries)).toBe(true);
    }
  });
  it('isBalanced looks at each currency and refuses fractions', () => {
    expect(
      isBalanced([
        { account: 'provider_cash', operatorId: null, amountMinor: 5, currency: 'USD' },
        { account: 'provider_fees', operatorId: null, amountMinor: -5, currency: 'TZS' },
      ]),
    ).toBe(false);
    expect(
      isBalanced([
        { account: 'provider_cash', operatorId: null, amountMinor: 0.5, currency: 'USD' },
        { account: 'provider_fees', operatorId: null, amountMinor: -0.5, currency: 'USD' },
      ]),
    ).toBe(false);
  });
  it('a full life: paid, part refunded, released, paid out — the operator ends with nothing owed', () => {
    const entries = [
      ...paymentReceivedPosting({
        operatorId: op,
        amountMinor: 100_000,
        currency: 'USD',
        commissionBasisPoints: 1000,
      }).entries,
      ...refundPosting({
        operatorId: op,
        refundMinor: 50_000,
        currency: 'USD',
        keptMinor: 100_000,
        commissionHeldMinor: 10_000,
      }).entries,
    ];
    const pending = -sum(entries, 'operator_pending');
    expect(pending).toBe(45_000);
    entries.push(
      ...earningsReleasedPosting({ operatorId: op, amountMinor: pending, currency: 'USD' }).entries,
    );
    entries.push(
      ...payoutRequestedPosting({ operatorId: op, amountMinor: pending, currency: 'USD' }).entries,
    );
    entries.push(...payoutSentPosting({ operatorId: op, amountMinor: pending, currency: 'USD' }).entries);
    expect(isBalanced(entries)).toBe(true);
    for (const account of ['operator_pending', 'operator_available', 'operator_payout_in_flight']) {
      expect(sum(entries, account)).toBe(0);
    }
    expect(-sum(entries, 'platform_commission')).toBe(5_000);
    expect(sum(entries, 'provider_cash')).toBe(5_000);
  });
});

describe('balance reminders', () => {
  it.each([
    ['2027-03-01', '2027-02-01', null],
    ['2027-03-01', '2027-02-15', 'days_14'],
    ['2027-03-01', '2027-02-16', 'days_14'],
    ['2027-03-01', '2027-02-22', 'days_7'],
    ['2027-03-01', '2027-02-28', 'days_1'],
    ['2027-03-01', '2027-03-01', 'final_warning'],
    ['2027-03-01', '2027-03-02', 'cancel'],
  ])('due %s, seen %s: %s', (due, today, stage) => expect(balanceReminderStage(due, today)).toBe(stage));
});
