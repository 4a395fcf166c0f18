import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { inDays, publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
let operator: TestUser;
let traveler: TestUser;
let other: TestUser;
let packageId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDestinations(t.app.db);
  operator = await tourOperator(t.app);
  traveler = await createUser(t.app);
  other = await createUser(t.app);
  ({ id: packageId } = await publishedGroupSafari(t.app, operator, {
    input: { is_private: true, max_group_size: 4, min_notice_days: 5, title: 'Private Ruaha Test Safari' },
  }));
});
afterAll(async () => {
  await t.close();
});

const book = (user: TestUser, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...user.authHeader, 'idempotency-key': `private-${Math.random().toString(36).slice(2)}` },
    payload: {
      safari_id: packageId,
      adults: 2,
      lead_traveler: { name: 'Amani Test', email: 'amani@example.com', phone: '+255712345678' },
      accept_terms: true,
      ...body,
    },
  });

describe('private tours', () => {
  it('is bookable on any open date after the notice period, one group per date', async () => {
    const tooSoon = await book(traveler, { date: inDays(3) });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().fields.date[0]).toMatch(/5 days' notice/);
    expect((await book(traveler, { date: inDays(-2) })).statusCode).toBe(400);
    expect((await book(traveler, { date: inDays(20), adults: 5 })).statusCode).toBe(400);
    const first = await book(traveler, { date: inDays(20) });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ departure_id: null, start_date: inDays(20), end_date: inDays(22) });
    const taken = await book(other, { date: inDays(20) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('This date is not available for this safari');
    const availability = await t.app.inject({
      method: 'GET',
      url: `/api/safaris/${packageId}/availability?from=${inDays(1)}&to=${inDays(30)}`,
    });
    expect(availability.json()).toMatchObject({ is_private: true, earliest_date: inDays(5) });
    expect(availability.json().unavailable_dates).toContain(inDays(20));
  });

  it('refuses dates the operator blocked, and lets the operator unblock them', async () => {
    const url = `/api/operator/safaris/${packageId}/blocked-dates`;
    await t.app.inject({
      method: 'POST',
      url,
      headers: operator.authHeader,
      payload: { dates: [inDays(30)] },
    });
    expect((await book(traveler, { date: inDays(30) })).statusCode).toBe(409);
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/safaris/${packageId}/quote`,
      payload: { date: inDays(30), adults: 1 },
    });
    expect(quote.statusCode).toBe(409);
    await t.app.inject({
      method: 'DELETE',
      url,
      headers: operator.authHeader,
      payload: { dates: [inDays(30)] },
    });
    expect((await book(traveler, { date: inDays(30) })).statusCode).toBe(201);
    // A booked date cannot be blocked.
    const block = await t.app.inject({
      method: 'POST',
      url,
      headers: operator.authHeader,
      payload: { dates: [inDays(30)] },
    });
    expect(block.statusCode).toBe(409);
  });

  it('appears in search for a window with an open date and not for a fully taken one', async () => {
    const search = (from: string, to: string) =>
      t.app.inject({ method: 'GET', url: `/api/safaris?q=ruaha&start_date=${from}&end_date=${to}&guests=2` });
    expect((await search(inDays(40), inDays(45))).json().total).toBe(1);
    expect((await search(inDays(20), inDays(20))).json().total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/safaris?q=ruaha&guests=5` })).json().total).toBe(
      0,
    );
  });
});
