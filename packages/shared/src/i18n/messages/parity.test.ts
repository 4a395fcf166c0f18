import { describe, expect, it } from 'vitest';
import en from './en';
import { textDifferences, type Texts } from './parity';
import sw from './sw';

describe('the API catalog in Swahili', () => {
  it('has every English key and no other, with the plural forms and placeholders it needs', () => {
    expect(textDifferences(en as Texts, sw as Texts, 'sw')).toEqual([]);
  });

  it('the check finds a missing key, a missing form and a lost placeholder', () => {
    const english: Texts = {
      a: { b: 'Hi {{name}}', n_one: '{{count}} day', n_other: '{{count}} days', c: 'C' },
    };
    const swahili: Texts = { a: { b: 'Habari', n_other: 'siku {{count}}', d: 'D' } };
    expect(textDifferences(english, swahili, 'sw')).toEqual([
      'a.b: {{name}} of the English text is missing in sw',
      'a.n: sw lacks the plural form(s) one',
      'a.c: missing in sw',
      'a.d: in sw, not in English',
    ]);
  });
});
