import { addDays, defaultSearchDates, todayInTanzania, type SafariAlternative } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.db);
});
afterAll(async () => {
  await t.close();
});

interface SearchAnswer {
  items: { slug: string }[];
  total: number;
  alternatives?: SafariAlternative[];
}

async function search(params: Record<string, string>): Promise<SearchAnswer> {
  const res = await t.app.inject({ method: 'GET', url: `/api/safaris?${new URLSearchParams(params)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The search an alternative links to: its changes applied to the searched parameters. */
function applied(params: Record<string, string>, alternative: SafariAlternative): Record<string, string> {
  const next = { ...params };
  for (const [key, value] of Object.entries(alternative.changes)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/** Every alternative's count is what its search finds. */
async function expectCountsReal(params: Record<string, string>, alternatives: SafariAlternative[]) {
  for (const alternative of alternatives) {
    const answer = await search({ ...applied(params, alternative), page_size: '100' });
    expect(answer.total, JSON.stringify(alternative)).toBe(alternative.count);
    expect(alternative.count).toBeGreaterThan(0);
  }
}

describe('the home panel default dates', () => {
  it('find at least one package for every seeded destination that has packages', async () => {
    const today = todayInTanzania();
    const { start_date, end_date } = defaultSearchDates('safari', today);
    const destinations = await t.app.db.execute(sql`
      select d.name, d.slug from destinations d
      where exists (select 1 from safari_search_entries s where s.destination_ids && array[d.id])
      order by d.name`);
    expect(destinations.rows.length).toBeGreaterThan(15);
    for (const row of destinations.rows) {
      const answer = await search({ location: String(row.name), start_date, end_date, guests: '2' });
      expect(answer.total, `${String(row.slug)} ${start_date}…${end_date}`).toBeGreaterThan(0);
    }
  });

  it('offer nearby destinations where the searched one has no packages', async () => {
    const { start_date, end_date } = defaultSearchDates('safari', todayInTanzania());
    const params = { location: 'Pemba Island', start_date, end_date, guests: '2' };
    const answer = await search(params);
    expect(answer.total).toBe(0);
    const nearby = answer.alternatives?.filter((a) => a.kind === 'nearby') ?? [];
    expect(nearby.map((a) => a.kind === 'nearby' && a.place.name)).toContain('Zanzibar');
    await expectCountsReal(params, answer.alternatives ?? []);
  });
});

describe('alternatives of a search that finds nothing', () => {
  it('the former default (today → +5 days) finds no Kilimanjaro trek, and offers the next departures', async () => {
    const today = todayInTanzania();
    const params = {
      location: 'Mount Kilimanjaro',
      start_date: today,
      end_date: addDays(today, 5),
      guests: '2',
    };
    const answer = await search(params);
    expect(answer.total).toBe(0);
    const later = answer.alternatives?.find((a) => a.kind === 'later_dates');
    expect(later).toBeDefined();
    if (later?.kind !== 'later_dates') return;
    expect(later.start_date > addDays(today, 5)).toBe(true);
    // As long as the window searched: tomorrow → +5 days (a safari never starts today).
    expect(later.end_date).toBe(addDays(later.start_date, 4));
    await expectCountsReal(params, answer.alternatives ?? []);
  });

  it('offers the search without each filter, counted', async () => {
    const params = { location: 'Mount Kilimanjaro', tier: 'luxury', max_price: '100' };
    const answer = await search(params);
    expect(answer.total).toBe(0);
    const withoutPrice = answer.alternatives?.find(
      (a) => a.kind === 'without_filter' && a.filter === 'price',
    );
    expect(withoutPrice?.count).toBe((await search({ location: 'Mount Kilimanjaro', tier: 'luxury' })).total);
    expect(withoutPrice?.changes).toEqual({ min_price: null, max_price: null });
    // Without the tier the price still rules every trek out: not offered.
    expect(answer.alternatives?.some((a) => a.kind === 'without_filter' && a.filter === 'tier')).toBe(false);
    await expectCountsReal(params, answer.alternatives ?? []);
  });

  it('offers nothing when a search finds something, or past the first page', async () => {
    expect((await search({ location: 'Mount Kilimanjaro' })).alternatives).toBeUndefined();
    expect((await search({ location: 'Mount Kilimanjaro', page: '9' })).alternatives).toBeUndefined();
    // Text that matches nothing: only the search without it.
    expect((await search({ q: 'zzzqqqxxx' })).alternatives).toEqual([
      { kind: 'without_filter', filter: 'q', count: (await search({})).total, changes: { q: null } },
    ]);
  });

  it('answers an empty catalog corner (dates at the horizon) without alternatives past it', async () => {
    const today = todayInTanzania();
    const params = { location: 'Serengeti National Park', start_date: addDays(today, 800), guests: '2' };
    const answer = await search(params);
    expect(answer.total).toBe(0);
    expect(answer.alternatives?.some((a) => a.kind === 'later_dates')).toBe(false);
    await expectCountsReal(params, answer.alternatives ?? []);
  });
});
