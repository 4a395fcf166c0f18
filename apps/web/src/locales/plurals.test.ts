import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';

/**
 * Counts are written through i18next's plural forms (`_one` / `_other`, `_zero` where nothing needs its
 * own sentence), never as "booking(s)" or "day(s)".
 */
const english = import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' });

function texts(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) texts(child, path ? `${path}.${key}` : key, out);
  }
  return out;
}

describe('counted texts', () => {
  it('no English text writes a plural as "(s)"', () => {
    const slips = Object.entries(english).flatMap(([file, json]) =>
      texts(json, '', [])
        .filter(([, text]) => /\w\(s\)/.test(text))
        .map(([key]) => `${file}: ${key}`),
    );
    expect(slips).toEqual([]);
  });

  it('picks the form by count', () => {
    const en = i18n.getFixedT('en', 'safaris');
    expect(en('management.archiveBody', { count: 0 })).toMatch(/It has no bookings\.$/);
    expect(en('management.archiveBody', { count: 1 })).toMatch(
      /Its existing booking stays exactly as it is\.$/,
    );
    expect(en('management.archiveBody', { count: 3 })).toMatch(
      /Its 3 existing bookings stay exactly as they are\.$/,
    );
    expect(en('editor.shortenBody', { count: 1 })).toContain('removes 1 day of the itinerary');
    expect(en('departures.hasBookings', { count: 2 })).toMatch(/^This departure has 2 bookings;/);
    const home = i18n.getFixedT('en', 'home');
    expect(home('popular.days', { count: 1 })).toBe('1 day');
    expect(home('popular.days', { count: 5 })).toBe('5 days');
    expect(home('popular.reviews', { count: 1 })).toBe('(1 review)');
  });

  it('writes the same counts in Swahili', async () => {
    await i18n.loadLanguages('sw');
    await i18n.loadNamespaces(['safaris', 'home']);
    const sw = i18n.getFixedT('sw', 'home');
    expect(sw('popular.days', { count: 1 })).toBe('siku 1');
    expect(sw('popular.days', { count: 7 })).toBe('siku 7');
    expect(i18n.getFixedT('sw', 'safaris')('management.archiveBody', { count: 0 })).toMatch(
      /Hakina uhifadhi wowote\.$/,
    );
  });
});
