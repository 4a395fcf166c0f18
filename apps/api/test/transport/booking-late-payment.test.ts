import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_SIGNATURE_HEADER,
  newSandboxEvent,
  sandboxWebhookSecret,
  signSandboxPayload,
} from '../../src/lib/payments';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { expireHolds, transportWorld, type TransportWorld } from './fixtures';

/** A payment that arrives after the seats' hold ran out: confirmed if the seats are still free, else refunded. */

let t: TestApp;
let world: TransportWorld;
let keys = 0;

beforeAll(async () => {
  t = await createTestApp();
  world = await transportWorld(t.app);
}, 60_000);
afterAll(async () => t.close());

/** Holds `seat` Dar es Salaam → Moshi, names the passenger and opens the payment: its checkout URL. */
async function heldAndCharged(traveler: TestUser, seat: string) {
  const held = await t.app.inject({
    method: 'POST',
    url: '/api/trip-bookings',
    headers: { ...traveler.authHeader, 'idempotency-key': `late-${++keys}-hold` },
    payload: { trip_id: world.trip.id, board: 0, alight: 3, seats: [seat] },
  });
  expect(held.statusCode, held.body).toBe(201);
  const id = held.json().id as string;
  const named = await t.app.inject({
    method: 'PUT',
    url: `/api/trip-bookings/${id}/passengers`,
    headers: traveler.authHeader,
    payload: { passengers: [{ seat, name: 'Amani Kweka', phone: '+255712000111' }] },
  });
  expect(named.statusCode, named.body).toBe(200);
  const pay = await t.app.inject({
    method: 'POST',
    url: `/api/trip-bookings/${id}/payments`,
    headers: { ...traveler.authHeader, 'idempotency-key': `late-${++keys}-pay` },
    payload: { method: 'mobile_money', phone: '+255712345678' },
  });
  expect(pay.statusCode, pay.body).toBe(201);
  return { id, checkout: pay.json().checkout_url as string };
}

/** What the provider's webhook does when the payer approves, after the checkout page stopped offering it. */
async function approveLate(checkout: string) {
  const reference = checkout.split('/').pop()!;
  const [row] = (
    await t.app.db.execute(
      sql`select charged_amount_minor as amount_cents, charged_currency as currency from payments where provider_reference = ${reference}`,
    )
  ).rows;
  const payload = JSON.stringify(
    newSandboxEvent('payment.succeeded', {
      providerReference: reference,
      amountCents: Number(row!.amount_cents),
      currency: String(row!.currency),
    }),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(sandboxWebhookSecret(t.app.config.jwtSecret), payload),
    },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a late payment for a trip booking', () => {
  it('confirms and issues the ticket when the seat is still free on the segment', async () => {
    const traveler = await createUser(t.app);
    const { id, checkout } = await heldAndCharged(traveler, '6A');
    await expireHolds(t.app.db, id);
    await approveLate(checkout);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/trip-bookings/${id}`,
      headers: traveler.authHeader,
    });
    expect(view.json()).toMatchObject({
      status: 'confirmed',
      trip: { tickets: [{ seat: '6A', cancelled: false }] },
    });
  });

  it('refunds in full when someone else took the seat meanwhile', async () => {
    const late = await createUser(t.app);
    const quick = await createUser(t.app);
    const { id, checkout } = await heldAndCharged(late, '6B');
    await expireHolds(t.app.db, id);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/trip-bookings',
      headers: { ...quick.authHeader, 'idempotency-key': `late-${++keys}-quick` },
      payload: { trip_id: world.trip.id, board: 2, alight: 4, seats: ['6B'] },
    });
    expect(taken.statusCode, taken.body).toBe(201);
    await approveLate(checkout);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/trip-bookings/${id}`,
      headers: late.authHeader,
    });
    const fare = world.route.fare(0, 3) * 100;
    expect(view.json()).toMatchObject({
      status: 'expired',
      paid_cents: fare,
      refunded_cents: fare,
      refunds: [{ amount_cents: fare, currency: 'TZS' }],
      trip: { tickets: [] },
    });
    // The other traveler's hold is untouched, and the seat is not double-held.
    const live = await t.app.db.execute(sql`select count(*)::int as n from trip_seat_reservations
      where trip_id = ${world.trip.id} and seat_label = '6B' and status in ('held', 'confirmed')
        and blocks_until > clock_timestamp()`);
    expect(Number(live.rows[0]!.n)).toBe(1);
  });
});
