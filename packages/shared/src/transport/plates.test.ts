import { describe, expect, it } from 'vitest';
import { isValidPlate, normalisePlate } from './plates';

describe('Tanzanian plates', () => {
  it('writes every usual spelling as T 123 ABC', () => {
    for (const typed of ['T 123 ABC', 't123abc', 'T-123-ABC', 'T 123ABC', '  t 123 abc ', 'T.123.ABC']) {
      expect(normalisePlate(typed), typed).toBe('T 123 ABC');
    }
  });
  it('refuses what is not a mainland plate', () => {
    for (const typed of [
      '',
      'T 12 ABC',
      'T 1234 ABC',
      'T 123 AB',
      'T 123 ABCD',
      'KCA 123A',
      'X 123 ABC',
      'T 12A ABC',
      'T 123 AB1',
    ]) {
      expect(isValidPlate(typed), typed).toBe(false);
    }
    expect(normalisePlate('T 123 ÅBC')).toBeNull();
  });
});
