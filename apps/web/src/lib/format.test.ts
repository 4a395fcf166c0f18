import { describe, expect, it } from 'vitest';
import { formatDate, formatTimestamp, formatTimestampDate } from './format';

/** The same instant written in the test machine's own offset, so the expectations hold in any zone. */
function localIso(year: number, month: number, day: number, hour: number, minute: number): string {
  return new Date(year, month - 1, day, hour, minute).toISOString();
}

describe('date formats (spec §9: dd MMM yyyy)', () => {
  it('formats stored dates in either stored shape', () => {
    expect(formatDate('2026-03-05')).toBe('05 Mar 2026');
    expect(formatDate('05-03-2026')).toBe('05 Mar 2026');
  });

  it('formats API timestamps in local time, with the time when asked', () => {
    const stamp = localIso(2026, 11, 24, 7, 5);
    expect(formatTimestampDate(stamp)).toBe('24 Nov 2026');
    expect(formatTimestamp(stamp)).toBe('24 Nov 2026, 07:05');
  });

  it('reads a bare calendar date as that local day, not as UTC midnight', () => {
    expect(formatTimestampDate('2026-01-01')).toBe('01 Jan 2026');
    expect(formatTimestamp('2026-01-01')).toBe('01 Jan 2026, 00:00');
  });

  it('shows what is no date unchanged, and nothing for nothing', () => {
    expect(formatTimestamp('soon')).toBe('soon');
    expect(formatTimestampDate('2026-02-30T10:00:00Z')).toBe('2026-02-30T10:00:00Z');
    expect(formatDate('')).toBe('');
    expect(formatTimestamp(null)).toBe('');
  });
});
