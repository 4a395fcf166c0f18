import { formatMoney } from '@dala/shared';
import { describe, expect, it } from 'vitest';
import { choiceParams, quoteRequestOf, readChoice } from './booking-choice';
import { formatCountdown, formatDate, formatTravelers } from '../../lib/format';

describe('booking choice in the URL', () => {
  it('defaults to 2 adults and no date', () => {
    expect(readChoice(new URLSearchParams())).toEqual({
      departureId: null,
      date: null,
      adults: 2,
      children: 0,
      infants: 0,
    });
  });

  it('round-trips a group departure and travelers (what /login `from` brings back)', () => {
    const choice = { departureId: 42, date: null, adults: 2, children: 1, infants: 1 };
    expect(readChoice(choiceParams(choice))).toEqual(choice);
    expect(choiceParams(choice, { safari: '7' }).toString()).toBe(
      'safari=7&departure=42&adults=2&children=1&infants=1',
    );
  });

  it('clamps bad counts and ignores bad dates', () => {
    const c = readChoice(
      new URLSearchParams('adults=0&children=-1&infants=999&date=2027-13-01&departure=abc'),
    );
    expect(c).toEqual({ departureId: null, date: null, adults: 1, children: 0, infants: 60 });
  });

  it('asks for a quote only when the choice fits the tour type', () => {
    const group = { departureId: 5, date: null, adults: 2, children: 1, infants: 0 };
    expect(quoteRequestOf(group, false)).toEqual({ adults: 2, children: 1, infants: 0, departure_id: 5 });
    expect(quoteRequestOf(group, true)).toBeNull();
    const priv = { departureId: null, date: '2027-04-02', adults: 1, children: 0, infants: 0 };
    expect(quoteRequestOf(priv, true)).toEqual({ adults: 1, children: 0, infants: 0, date: '2027-04-02' });
    expect(quoteRequestOf(priv, false)).toBeNull();
  });
});

describe('formatting', () => {
  it('shows USD without decimals and dates as dd MMM yyyy', () => {
    expect(formatMoney(1299)).toBe('$1,299');
    expect(formatMoney(0)).toBe('$0');
    expect(formatDate('2027-03-05')).toBe('05 Mar 2027');
  });
  it('names the party and counts down', () => {
    expect(formatTravelers({ adults: 2, children: 1, infants: 0 })).toBe('2 adults, 1 child');
    expect(formatTravelers({ adults: 1, children: 0, infants: 2 })).toBe('1 adult, 2 infants');
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(61_001)).toBe('01:02');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
