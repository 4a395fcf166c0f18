import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeBookingStatus, sweepBookings } from '../../src/modules/bookings';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
let operator: TestUser;
let traveler: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedDestinations(t.app.db);
  operator = await tourOperator(t.app);
  traveler = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
});

let keyCounter = 0;

async function hold(): Promise<string> {
  const { id, departureId } = await publishedGroupSafari(t.app, operator, { capacity: 8 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...traveler.authHeader, 'idempotency-key': `status-test-${++keyCounter}` },
    payload: {
      safari_id: id,
      departure_id: departureId,
      adults: 1,
      children: 0,
      infants: 0,
      lead_traveler: { name: 'Neema Mushi', email: 'neema@example.com', phone: '+255712345678' },
      accept_terms: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const statusOf = async (id: string) =>
  (await t.app.db.execute(sql`select status from bookings where id = ${id}::uuid`)).rows[0]!.status;

describe('the one booking status writer', () => {
  it('refuses a transition BOOKING_TRANSITIONS does not list (409), and a stale `from`', async () => {
    const id = await hold();
    await expect(
      changeBookingStatus(t.app.db, { id, from: 'pending_payment' }, 'completed'),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(changeBookingStatus(t.app.db, { id, from: 'confirmed' }, 'cancelled')).rejects.toMatchObject(
      {
        statusCode: 409,
      },
    );
    expect(await statusOf(id)).toBe('pending_payment');
  });

  it('moves many bookings only from the statuses that may become the target', async () => {
    const pending = await hold();
    const cancelled = await hold();
    await changeBookingStatus(t.app.db, { id: cancelled, from: 'pending_payment' }, 'cancelled');
    const both = sql`select id from bookings where id in (${pending}::uuid, ${cancelled}::uuid)`;
    expect(await changeBookingStatus(t.app.db, { candidates: both }, 'completed')).toEqual([]);
    expect(await changeBookingStatus(t.app.db, { candidates: both }, 'expired')).toEqual([pending]);
    expect(await statusOf(pending)).toBe('expired');
    expect(await statusOf(cancelled)).toBe('cancelled');
  });

  it('sweeps an expired hold through the same guard', async () => {
    const id = await hold();
    await t.app.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${id}::uuid`,
    );
    expect((await sweepBookings(t.app.db)).expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('expired');
  });

  it('a safari booking needs its package and prices (bookings_item_check)', async () => {
    const id = await hold();
    await expect(
      t.app.db.execute(sql`update bookings set package_id = null where id = ${id}::uuid`),
    ).rejects.toThrow();
  });
});
