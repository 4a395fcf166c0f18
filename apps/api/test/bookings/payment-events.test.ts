import type { SandboxWebhook } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_SIGNATURE_HEADER,
  newSandboxEvent,
  sandboxWebhookSecret,
  signSandboxPayload,
} from '../../src/lib/payments';
import { transactionWithRetry } from '../../src/modules/bookings';
import { createUser, outboxMails, type TestUser } from '../identity/auth-helpers';
import { publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Provider events are applied whatever state their payment attempt is in: money that arrives for a
 * replaced or declined attempt is recorded, then kept if the booking needs it and refunded otherwise.
 * Duplicates change nothing, and an Idempotency-Key names one request only.
 */

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
const newKey = () => `events-key-${Date.now()}-${++keyCounter}`;
const lead = { name: 'Neema Mushi', email: 'neema@example.com', phone: '+255 712 345 678' };

interface Payment {
  id: string;
  status: string;
  amount_cents: number;
  /** Mobile money is charged in TZS: the provider's events name that amount. */
  charged_amount_cents: number;
  charged_currency: string;
  provider_reference: string;
}
interface Attempt {
  payment: Payment;
  checkout: string;
}

/** A held booking for one adult ($1,000): a 30 % deposit 90 days out, paid in full 40 days out. */
async function holdBooking(options: { departureInDays?: number; capacity?: number } = {}) {
  const { id, departureId } = await publishedGroupSafari(t.app, operator, {
    capacity: options.capacity ?? 4,
    departureInDays: options.departureInDays ?? 90,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...traveler.authHeader, 'idempotency-key': newKey() },
    payload: { safari_id: id, departure_id: departureId, adults: 1, lead_traveler: lead, accept_terms: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    packageId: id,
    departureId: departureId!,
    booking: res.json() as { id: string; reference: string },
  };
}

async function startPayment(bookingId: string, body: Record<string, unknown> = {}): Promise<Attempt> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/payments`,
    headers: { ...traveler.authHeader, 'idempotency-key': newKey() },
    payload: { method: 'mobile_money', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { payment: res.json().payment, checkout: res.json().checkout_url };
}

function eventFor(type: SandboxWebhook['type'], payment: Payment): SandboxWebhook {
  return newSandboxEvent(type, {
    providerReference: payment.provider_reference,
    amountCents: payment.charged_amount_cents,
    currency: payment.charged_currency,
  });
}

async function deliver(event: SandboxWebhook): Promise<{ received: true; duplicate: boolean }> {
  const body = JSON.stringify(event);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(sandboxWebhookSecret(t.config.jwtSecret), body),
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  // Its mails and refunds are jobs, run after the answer.
  await t.app.jobs.settle();
  return res.json();
}

async function decide(attempt: Attempt, decision: 'approve' | 'decline') {
  const res = await t.app.inject({ method: 'POST', url: `${attempt.checkout}/${decision}` });
  expect(res.statusCode, res.body).toBe(303);
  await t.app.jobs.settle();
  return res.headers.location as string;
}

const getBooking = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: traveler.authHeader })).json();

const paymentStatus = (booking: { payments: Payment[] }, payment: Payment) =>
  booking.payments.find((p) => p.id === payment.id)!.status;

async function seatsBooked(departureId: number): Promise<number> {
  const res = await t.app.db.execute(
    sql`select seats_booked from safari_departures where id = ${departureId}`,
  );
  return Number(res.rows[0]!.seats_booked);
}

async function notificationTitles(user: TestUser): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications/', headers: user.authHeader });
  return JSON.stringify(res.json()).match(/"title":"[^"]*"/g) ?? [];
}

describe('a success for an attempt that was replaced by a newer one', () => {
  it('is kept and confirms the booking while the hold is live; the newer attempt is closed', async () => {
    const { booking, departureId } = await holdBooking();
    const older = await startPayment(booking.id);
    const newer = await startPayment(booking.id);
    expect(paymentStatus(await getBooking(booking.id), older.payment)).toBe('failed');

    expect(await deliver(eventFor('payment.succeeded', older.payment))).toEqual({
      received: true,
      duplicate: false,
    });
    const after = await getBooking(booking.id);
    expect(after).toMatchObject({
      status: 'confirmed',
      paid_cents: 30_000,
      refunded_cents: 0,
      balance_cents: 70_000,
      next_payment: { kind: 'balance', amount_cents: 70_000 },
      refunds: [],
    });
    expect(paymentStatus(after, older.payment)).toBe('succeeded');
    // The newer attempt may no longer be kept too.
    expect(paymentStatus(after, newer.payment)).toBe('failed');
    expect(await seatsBooked(departureId)).toBe(1);
    const events = await t.app.db.execute(
      sql`select count(*)::int as n from payment_events where payment_id = ${older.payment.id}::uuid`,
    );
    expect(Number(events.rows[0]!.n)).toBe(1);

    // The payer approves the newer prompt as well: a second deposit the booking does not need.
    expect((await deliver(eventFor('payment.succeeded', newer.payment))).duplicate).toBe(false);
    const twice = await getBooking(booking.id);
    expect(twice).toMatchObject({
      status: 'confirmed',
      paid_cents: 60_000,
      refunded_cents: 30_000,
      balance_cents: 70_000,
      next_payment: { kind: 'balance', amount_cents: 70_000 },
    });
    expect(paymentStatus(twice, newer.payment)).toBe('succeeded');
    expect(twice.refunds).toHaveLength(1);
    expect(twice.refunds[0]).toMatchObject({ amount_cents: 30_000, status: 'succeeded' });
    expect(twice.refunds[0].reason).toMatch(/already paid/);
    expect(await seatsBooked(departureId)).toBe(1);
  });

  it('is recorded and refunded when the newer attempt already paid the booking in full', async () => {
    const { booking, departureId } = await holdBooking({ departureInDays: 40 });
    const older = await startPayment(booking.id);
    const newer = await startPayment(booking.id);
    expect(older.payment.amount_cents).toBe(100_000);
    expect(await decide(newer, 'approve')).toContain('payment=paid');
    expect(await getBooking(booking.id)).toMatchObject({ status: 'confirmed', paid_cents: 100_000 });

    expect((await deliver(eventFor('payment.succeeded', older.payment))).duplicate).toBe(false);
    const after = await getBooking(booking.id);
    expect(after).toMatchObject({
      status: 'confirmed',
      paid_cents: 200_000,
      refunded_cents: 100_000,
      balance_cents: 0,
      next_payment: null,
    });
    expect(paymentStatus(after, older.payment)).toBe('succeeded');
    expect(paymentStatus(after, newer.payment)).toBe('succeeded');
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({ amount_cents: 100_000 });
    const rows = await t.app.db.execute(
      sql`select amount_cents, provider_reference from refunds where booking_id = ${booking.id}::uuid`,
    );
    expect(rows.rows).toHaveLength(1);
    expect(String(rows.rows[0]!.provider_reference)).toMatch(/^sbx_rf_/);
    expect(await seatsBooked(departureId)).toBe(1);
    expect(await notificationTitles(traveler)).toContain('"title":"Payment refunded"');
    expect(
      outboxMails(t.dataDir, traveler.user.email).some((m) =>
        m.includes(`Payment refunded for ${booking.reference}`),
      ),
    ).toBe(true);

    // A replay of that event refunds nothing more.
    const replay = eventFor('payment.succeeded', older.payment);
    expect((await deliver(replay)).duplicate).toBe(true);
    expect(await getBooking(booking.id)).toMatchObject({ paid_cents: 200_000, refunded_cents: 100_000 });
  });

  it('for a balance: kept while the balance is owed, refunded once another attempt paid it', async () => {
    const { booking } = await holdBooking();
    await decide(await startPayment(booking.id), 'approve');
    // Two balance attempts; the newer one is declined, then the older one's payer approves after all.
    const olderBalance = await startPayment(booking.id, { kind: 'balance' });
    const newerBalance = await startPayment(booking.id, { kind: 'balance' });
    expect(await decide(newerBalance, 'decline')).toContain('payment=failed');
    expect((await deliver(eventFor('payment.succeeded', olderBalance.payment))).duplicate).toBe(false);
    expect(await getBooking(booking.id)).toMatchObject({
      status: 'confirmed',
      paid_cents: 100_000,
      refunded_cents: 0,
      balance_cents: 0,
    });
    // The declined one's money arrives after all: the balance is paid, so it goes back.
    expect((await deliver(eventFor('payment.succeeded', newerBalance.payment))).duplicate).toBe(false);
    const after = await getBooking(booking.id);
    expect(after).toMatchObject({ paid_cents: 170_000, refunded_cents: 70_000, balance_cents: 0 });
    expect(after.refunds.map((r: { amount_cents: number }) => r.amount_cents)).toEqual([70_000]);
  });
});

describe('a success for an attempt that was declined or closed', () => {
  it('after a decline, still confirms the held booking', async () => {
    const { booking, departureId } = await holdBooking();
    const attempt = await startPayment(booking.id);
    await decide(attempt, 'decline');
    expect(await getBooking(booking.id)).toMatchObject({ status: 'pending_payment', paid_cents: 0 });
    expect((await deliver(eventFor('payment.succeeded', attempt.payment))).duplicate).toBe(false);
    const after = await getBooking(booking.id);
    expect(after).toMatchObject({ status: 'confirmed', paid_cents: 30_000, refunded_cents: 0 });
    expect(paymentStatus(after, attempt.payment)).toBe('succeeded');
    expect(await seatsBooked(departureId)).toBe(1);
  });

  it('after the booking was cancelled, is recorded and refunded; the booking stays cancelled', async () => {
    const { booking, departureId } = await holdBooking();
    const attempt = await startPayment(booking.id);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: traveler.authHeader,
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paid_cents: 0, refunded_cents: 0 });
    expect((await deliver(eventFor('payment.succeeded', attempt.payment))).duplicate).toBe(false);
    const after = await getBooking(booking.id);
    expect(after).toMatchObject({
      status: 'cancelled',
      paid_cents: 30_000,
      refunded_cents: 30_000,
      balance_cents: 0,
    });
    expect(paymentStatus(after, attempt.payment)).toBe('succeeded');
    expect(after.refunds).toHaveLength(1);
    expect(await seatsBooked(departureId)).toBe(0);
  });

  it('after the seats went to someone else while the hold had run out, is refunded', async () => {
    const { booking, packageId, departureId } = await holdBooking({ capacity: 1 });
    const attempt = await startPayment(booking.id);
    await startPayment(booking.id); // replaces it
    await t.app.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${booking.id}::uuid`,
    );
    const other = await createUser(t.app);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...other.authHeader, 'idempotency-key': newKey() },
      payload: {
        safari_id: packageId,
        departure_id: departureId,
        adults: 1,
        lead_traveler: lead,
        accept_terms: true,
      },
    });
    expect(taken.statusCode).toBe(201);
    expect((await deliver(eventFor('payment.succeeded', attempt.payment))).duplicate).toBe(false);
    expect(await getBooking(booking.id)).toMatchObject({
      status: 'expired',
      paid_cents: 30_000,
      refunded_cents: 30_000,
    });
  });
});

describe('duplicates change nothing', () => {
  it('the same event id twice, and a second success with another id', async () => {
    const { booking } = await holdBooking();
    const attempt = await startPayment(booking.id);
    const event = eventFor('payment.succeeded', attempt.payment);
    expect((await deliver(event)).duplicate).toBe(false);
    expect((await deliver(event)).duplicate).toBe(true);
    expect((await deliver(eventFor('payment.succeeded', attempt.payment))).duplicate).toBe(true);
    const after = await getBooking(booking.id);
    expect(after).toMatchObject({ status: 'confirmed', paid_cents: 30_000, refunded_cents: 0, refunds: [] });
    // The approve button pressed again after it went through shows the result again.
    const again = await t.app.inject({ method: 'POST', url: `${attempt.checkout}/approve` });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toContain('payment=paid');
    expect((await getBooking(booking.id)).paid_cents).toBe(30_000);
  });

  it('a failure after a success, and a failure for a replaced attempt', async () => {
    const { booking } = await holdBooking();
    const older = await startPayment(booking.id);
    const newer = await startPayment(booking.id);
    expect((await deliver(eventFor('payment.succeeded', newer.payment))).duplicate).toBe(false);
    expect((await deliver(eventFor('payment.failed', newer.payment))).duplicate).toBe(true);
    expect((await deliver(eventFor('payment.failed', older.payment))).duplicate).toBe(true);
    const after = await getBooking(booking.id);
    expect(after).toMatchObject({ status: 'confirmed', paid_cents: 30_000, refunded_cents: 0 });
    expect(paymentStatus(after, newer.payment)).toBe('succeeded');
    expect(paymentStatus(after, older.payment)).toBe('failed');
  });
});

describe('an Idempotency-Key names one request', () => {
  it('for a booking: the same body answers the first booking, another body is refused with 422', async () => {
    const { id, departureId } = await publishedGroupSafari(t.app, operator);
    const key = newKey();
    const send = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { ...traveler.authHeader, 'idempotency-key': key },
        payload: {
          safari_id: id,
          departure_id: departureId,
          adults: 1,
          lead_traveler: lead,
          accept_terms: true,
          ...body,
        },
      });
    const first = await send({});
    expect(first.statusCode).toBe(201);
    // Same request once validated (the phone is normalised, the fields come in another order).
    const same = await send({ lead_traveler: { ...lead, phone: '+255712345678' }, children: 0 });
    expect(same.statusCode).toBe(200);
    expect(same.json().id).toBe(first.json().id);
    const other = await send({ adults: 2 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      detail: 'This Idempotency-Key was already used for a different request',
      code: 'idempotency_key_reused',
    });
    const held = await t.app.db.execute(
      sql`select count(*)::int as n from bookings where departure_id = ${departureId}`,
    );
    expect(Number(held.rows[0]!.n)).toBe(1);
  });

  it('for a payment: the same body answers the first payment, another body is refused with 422', async () => {
    const { booking } = await holdBooking();
    const key = newKey();
    const send = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.id}/payments`,
        headers: { ...traveler.authHeader, 'idempotency-key': key },
        payload: body,
      });
    const first = await send({ method: 'mobile_money', phone: '+255712345678' });
    expect(first.statusCode).toBe(201);
    const same = await send({ phone: '+255712345678', method: 'mobile_money' });
    expect(same.statusCode).toBe(201);
    expect(same.json().payment.id).toBe(first.json().payment.id);
    expect(same.json().checkout_url).toBe(first.json().checkout_url);
    const other = await send({ method: 'card' });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect((await getBooking(booking.id)).payments).toHaveLength(1);
  });
});

describe('the safety net for lock conflicts', () => {
  const dbError = (code: string) => Object.assign(new Error('query failed'), { cause: { code } });

  it('runs a transaction once more when it was a deadlock victim or failed to serialize, not twice more', async () => {
    for (const code of ['40P01', '40001']) {
      let calls = 0;
      const answer = await transactionWithRetry(t.app.db, async (tx) => {
        calls++;
        await tx.execute(sql`select 1`);
        if (calls === 1) throw dbError(code);
        return 'done';
      });
      expect({ answer, calls }).toEqual({ answer: 'done', calls: 2 });
    }
    let calls = 0;
    await expect(
      transactionWithRetry(t.app.db, async () => {
        calls++;
        throw dbError('40P01');
      }),
    ).rejects.toThrow('query failed');
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      transactionWithRetry(t.app.db, async () => {
        calls++;
        throw dbError('23505');
      }),
    ).rejects.toThrow('query failed');
    expect(calls).toBe(1);
  });
});
