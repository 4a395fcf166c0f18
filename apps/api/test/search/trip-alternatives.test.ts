import { addDays, todayInTanzania, zonedTimeToInstant, type TripAlternative } from '@dala/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { route, transporter, trip, vehicle, type StopFixture } from '../transport/fixtures';

/** A trip search that finds nothing offers later days, nearby towns and one filter less, counted. */

let t: TestApp;
const D = addDays(todayInTanzania(), 5);
const LATER = addDays(D, 10);

const DAR_MOSHI: StopFixture[] = [
  {
    place: 'Dar es Salaam',
    point: 'Ubungo',
    region: 'Dar es Salaam',
    minutes: 0,
    board: true,
    alight: false,
  },
  { place: 'Moshi', point: 'Moshi town', region: 'Kilimanjaro', minutes: 420, board: false, alight: true },
];

beforeAll(async () => {
  t = await createTestApp();
  const coaches = await transporter(t.app);
  const darArusha = await route(t.app, coaches.user.id);
  const darMoshi = await route(t.app, coaches.user.id, { stops: DAR_MOSHI, fare: () => 50_000 });
  const coach = await vehicle(t.app, coaches.user.id, { template: 'two_two' });
  const luxury = await vehicle(t.app, coaches.user.id, { template: 'two_one', vehicleClass: 'luxury' });
  // Dar → Arusha only ten days after D; Dar → Moshi on D.
  await trip(t.app, {
    transporterId: coaches.user.id,
    route: darArusha,
    vehicle: coach,
    departsAt: zonedTimeToInstant(LATER, '06:00'),
  });
  await trip(t.app, {
    transporterId: coaches.user.id,
    route: darMoshi,
    vehicle: luxury,
    departsAt: zonedTimeToInstant(D, '22:00'),
  });
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  total: number;
  any_trips: boolean;
  alternatives?: TripAlternative[];
}

async function search(params: Record<string, string>): Promise<Answer> {
  const res = await t.app.inject({ method: 'GET', url: `/api/trips/search?${new URLSearchParams(params)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function expectCountsReal(params: Record<string, string>, alternatives: TripAlternative[]) {
  for (const alternative of alternatives) {
    const next = { ...params };
    for (const [key, value] of Object.entries(alternative.changes)) {
      if (value === null) delete next[key];
      else next[key] = value;
    }
    expect((await search(next)).total, JSON.stringify(alternative)).toBe(alternative.count);
  }
}

describe('GET /api/trips/search alternatives', () => {
  it('offers the next day with a trip on the journey and a nearby town', async () => {
    const params = { from: 'Dar es Salaam', location: 'Arusha', start_date: D };
    const answer = await search(params);
    expect(answer.total).toBe(0);
    expect(answer.alternatives).toEqual([
      {
        kind: 'later_dates',
        count: 1,
        start_date: LATER,
        end_date: LATER,
        changes: { start_date: LATER, end_date: LATER },
      },
      {
        kind: 'nearby',
        count: 1,
        place: { name: 'Moshi', region: 'Kilimanjaro' },
        changes: { location: 'Moshi' },
      },
    ]);
    await expectCountsReal(params, answer.alternatives ?? []);
  });

  it('offers the search without each filter that empties it', async () => {
    const params = { from: 'Dar es Salaam', location: 'Moshi', start_date: D, class: 'four_by_four' };
    const answer = await search(params);
    expect(answer.total).toBe(0);
    const withoutClass = answer.alternatives?.find(
      (a) => a.kind === 'without_filter' && a.filter === 'class',
    );
    expect(withoutClass).toMatchObject({ count: 1, changes: { class: null } });
    await expectCountsReal(params, answer.alternatives ?? []);
  });

  it('offers nothing when the search finds trips, or past the first page', async () => {
    expect(
      (await search({ from: 'Dar es Salaam', location: 'Moshi', start_date: D })).alternatives,
    ).toBeUndefined();
    const page2 = await search({ from: 'Dar es Salaam', location: 'Arusha', start_date: D, page: '2' });
    expect(page2.alternatives).toBeUndefined();
  });
});
