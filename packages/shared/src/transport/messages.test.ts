import { describe, expect, it } from 'vitest';
import en from '../i18n/messages/en';
import { TRANSPORT_MESSAGES } from './messages';
import { validateFares } from './fares';
import { validateSeatLayout } from './seat-layout';
import { validateRouteStops } from './segments';
import { validateRefundBands } from './refunds';
import { validateSchedule } from './trips';
import { saleBlockerProblem } from './documents';

/** The catalog's rule for interpolation: `{{name}}` only. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

describe('transport messages', () => {
  it('maps every name to its key in the transport section', () => {
    for (const [name, key] of Object.entries(TRANSPORT_MESSAGES)) expect(key).toBe(`transport.${name}`);
    expect(Object.keys(TRANSPORT_MESSAGES)).toEqual(Object.keys(en.transport));
  });
  it('has no plural-looking names (the catalog reads a _one/_other suffix as a plural form)', () => {
    for (const name of Object.keys(en.transport)) expect(name).not.toMatch(/_(zero|one|two|few|many|other)$/);
  });
  it('writes placeholders the way the catalog interpolates them, with texts that are whole sentences', () => {
    for (const text of Object.values(en.transport)) {
      expect(text.replace(PLACEHOLDER, '')).not.toMatch(/[{}]/);
      expect(text.trim()).toBe(text);
      expect(text.endsWith('.')).toBe(false);
    }
  });
  it('gives every param a problem carries a placeholder in its text', () => {
    const problems = [
      ...validateSeatLayout({ cells: [] }),
      ...validateSeatLayout({ cells: [[{ kind: 'seat', label: '' }]] }),
      ...validateFares(
        [
          { place: 'Arusha', point: '', minutes: 0, board: true, alight: true },
          { place: 'Moshi', point: '', minutes: 90, board: true, alight: true },
        ],
        [{ board: 0, alight: 1, fare_tzs: 3_000_000 }],
      ),
      ...validateRouteStops([
        { place: '', point: 'x'.repeat(200), minutes: 5, board: false, alight: true },
        { place: 'x'.repeat(100), point: '', minutes: 1, board: false, alight: false },
        { place: 'Moshi', point: '', minutes: 3000, board: true, alight: false },
      ]),
      ...validateRouteStops([]),
      ...validateRefundBands([{ min_hours_before: 500, percent: 200 }]),
      ...validateRefundBands([]),
      ...validateSchedule(
        { daysOfWeek: [], departureTime: 'x', from: '2026-01-01', to: '2030-01-01' },
        '2026-06-01',
      ),
      saleBlockerProblem({ vehicle_plate: 'T 123 ABC' }, { kind: 'insurance', reason: 'pending' }),
      saleBlockerProblem({ driver_name: 'Juma' }, { kind: 'driving_licence', reason: 'rejected' }),
    ];
    expect(problems.length).toBeGreaterThan(15);
    for (const problem of problems) {
      const name = problem.key.slice('transport.'.length) as keyof typeof en.transport;
      const placeholders = [...en.transport[name].matchAll(PLACEHOLDER)].map((m) => m[1]);
      for (const param of Object.keys(problem.params ?? {}))
        expect(placeholders, problem.key).toContain(param);
    }
  });
});
