import { describe, expect, it } from 'vitest';
import { formatCount, formatShare } from './analytics-format';

describe('analytics figures', () => {
  it('counts carry the language’s thousands separators', () => {
    expect(formatCount(8549)).toBe('8,549');
    expect(formatCount(1078)).toBe('1,078');
    expect(formatCount(12)).toBe('12');
    expect(formatCount(0)).toBe('0');
  });

  it('shares: whole from 10 %, one decimal under 10 %, two under 1 %', () => {
    expect(formatShare(7, 20)).toBe('35 %');
    expect(formatShare(1, 3)).toBe('33 %');
    expect(formatShare(3, 120)).toBe('2.5 %');
    expect(formatShare(1, 50)).toBe('2 %');
    expect(formatShare(2, 1078)).toBe('0.19 %');
    expect(formatShare(3, 8549)).toBe('0.04 %');
  });

  it('never reads none while some, nor all while some are left; a dash without a whole', () => {
    expect(formatShare(1, 1_000_000)).toBe('< 0.01 %');
    expect(formatShare(0, 8549)).toBe('0 %');
    expect(formatShare(299, 300)).toBe('99.6 %');
    expect(formatShare(9999, 10000)).toBe('99.9 %');
    expect(formatShare(20, 20)).toBe('100 %');
    expect(formatShare(0, 0)).toBe('—');
  });
});
