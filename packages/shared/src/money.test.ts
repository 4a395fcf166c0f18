import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoney, toMajorUnits, toMinorUnits } from './money';

describe('money', () => {
  it('converts whole units and minor units both ways', () => {
    expect(toMinorUnits(1299)).toBe(129_900);
    expect(toMajorUnits(129_900)).toBe(1299);
    expect(toMajorUnits(129_949)).toBe(1299);
    expect(toMajorUnits(129_950)).toBe(1300);
    expect(toMinorUnits(50_000, 'TZS')).toBe(5_000_000);
  });

  it('shows USD and TZS without decimals', () => {
    expect(formatMoney(1299)).toBe('$1,299');
    expect(formatMoney(2500.4)).toBe('$2,500');
    expect(formatMinorUnits(72_000)).toBe('$720');
    expect(formatMinorUnits(72_050)).toBe('$721');
    expect(formatMoney(50_000, 'TZS', 'sw-TZ')).toBe('TSh\u00a050,000');
    expect(formatMinorUnits(5_000_000, 'TZS', 'en-US')).toBe('TSh\u00a050,000');
    expect(formatMinorUnits(325_000_000, 'TZS')).toBe('TSh\u00a03,250,000');
  });
});
