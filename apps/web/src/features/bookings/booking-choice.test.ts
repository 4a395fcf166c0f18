import { describe, expect, it } from 'vitest';
import { choiceParams, quoteRequestOf, readChoice } from './booking-choice';

describe('a deal code in the booking choice', () => {
  it('travels in the URL (upper-cased) to the quote request and /booking/confirm', () => {
    const choice = readChoice(new URLSearchParams('departure=4&adults=2&code=kilele10'));
    expect(choice.dealCode).toBe('KILELE10');
    expect(quoteRequestOf(choice, false)).toEqual({
      adults: 2,
      children: 0,
      infants: 0,
      deal_code: 'KILELE10',
      departure_id: 4,
    });
    expect(choiceParams(choice, { safari: '9' }).get('code')).toBe('KILELE10');
  });

  it('leaves out a code that is absent or malformed', () => {
    const choice = readChoice(new URLSearchParams('departure=4&code=<script>'));
    expect(choice.dealCode).toBeNull();
    expect(quoteRequestOf(choice, false)).not.toHaveProperty('deal_code');
    expect(choiceParams(choice).has('code')).toBe(false);
  });
});
