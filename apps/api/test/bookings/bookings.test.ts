import { SAFARI_MESSAGES as SAFARI_MESSAGE_KEYS } from '@dala/shared';
import { englishTexts } from '../messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  SANDBOX_SIGNATURE_HEADER,
  newSandboxEvent,
  sandboxWebhookSecret,
  signSandboxPayload,
} from '../../src/lib/payments';
import { sweepBookings } from '../../src/modules/bookings';
import { createUser, outboxMails, type TestUser } from '../identity/auth-helpers';
import { inDays, publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';

const SAFARI_MESSAGES = englishTexts(SAFARI_MESSAGE_KEYS);

let t: TestApp;
let operator: TestUser;
let otherOperator: TestUser;
let traveler: TestUser;
let otherTraveler: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedDestinations(t.app.db);
  operator = await tourOperator(t.app);
  otherOperator = await tourOperator(t.app);
  traveler = await createUser(t.app);
  otherTraveler = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
});

let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

const lead = { name: 'Neema Mushi', email: 'neema@example.com', phone: '+255 712 345 678' };

function book(user: TestUser, body: Record<string, unknown>, key = newKey()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...user.authHeader, 'idempotency-key': key },
    payload: { adults: 2, children: 0, infants: 0, lead_traveler: lead, accept_terms: true, ...body },
  });
}

async function pay(
  user: TestUser,
  bookingId: string,
  decision: 'approve' | 'decline' = 'approve',
  kind?: string,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/payments`,
    headers: { ...user.authHeader, 'idempotency-key': newKey() },
    payload: {
      method: 'mobile_money',
      phone: '+255712345678',
      return_path: '/booking/success',
      ...(kind ? { kind } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const checkout = res.json().checkout_url as string;
  const pageRes = await t.app.inject({ method: 'GET', url: checkout });
  expect(pageRes.statusCode).toBe(200);
  expect(pageRes.body).toContain('SANDBOX');
  const done = await t.app.inject({ method: 'POST', url: `${checkout}/${decision}` });
  expect(done.statusCode).toBe(303);
  // Its mails and refunds are jobs, run after the answer.
  await t.app.jobs.settle();
  return { location: done.headers.location as string, payment: res.json().payment };
}

const getBooking = async (user: TestUser, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: user.authHeader })).json();

async function seatsLeft(packageId: number, departureId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/safaris/${packageId}/availability` });
  return res.json().departures.find((d: { id: number }) => d.id === departureId).seats_left as number;
}

describe('quote', () => {
  it('prices adults, children and free infants, with deposit, balance date and refund schedule', async () => {
    const { id, departureId } = await publishedGroupSafari(t.app, operator, { departureInDays: 100 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/safaris/${id}/quote`,
      payload: { departure_id: departureId, adults: 2, children: 1, infants: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total_usd: 2500,
      total_cents: 250_000,
      deposit_usd: 750,
      balance_usd: 1750,
      balance_due_date: inDays(55),
      pay_in_full: false,
      due_now_cents: 75_000,
      seats: 3,
    });
    expect(res.json().lines).toHaveLength(3);
    expect(res.json().refund_schedule[0]).toMatchObject({ until_date: inDays(40), refund_percent: 100 });
  });

  it('rejects bad choices with clear errors', async () => {
    const { id, departureId } = await publishedGroupSafari(t.app, operator, { capacity: 4 });
    const q = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/safaris/${id}/quote`, payload });
    expect((await q({ departure_id: departureId, adults: 0 })).json().fields.adults).toBeDefined();
    expect((await q({ departure_id: departureId, adults: 1.5 })).statusCode).toBe(400);
    expect((await q({ departure_id: departureId, adults: 5 })).json().detail).toBe(
      SAFARI_MESSAGES.notEnoughSeats,
    );
    expect((await q({ departure_id: 999_999, adults: 1 })).statusCode).toBe(404);
    expect((await q({ adults: 1 })).json().fields.date).toBeDefined();
    expect((await q({ departure_id: departureId, adults: 11 })).statusCode).toBe(400);
  });
});

describe('booking, hold and payment', () => {
  it('holds seats, answers the same booking for the same Idempotency-Key, and refuses overbooking', async () => {
    const { id, departureId } = await publishedGroupSafari(t.app, operator, { capacity: 3 });
    const key = newKey();
    const first = await book(traveler, { safari_id: id, departure_id: departureId }, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'pending_payment', seats: 2, group: 'upcoming' });
    expect(new Date(first.json().hold_expires_at).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    const again = await book(traveler, { safari_id: id, departure_id: departureId }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    // The same key with another body is another request: refused, not answered with the first booking.
    const reused = await book(traveler, { safari_id: id, departure_id: departureId, adults: 1 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('idempotency_key_reused');
    expect(await seatsLeft(id, departureId!)).toBe(1);
    const refused = await book(otherTraveler, { safari_id: id, departure_id: departureId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Not enough seats left');
    const missingKey = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: traveler.authHeader,
      payload: {
        safari_id: id,
        departure_id: departureId,
        adults: 1,
        lead_traveler: lead,
        accept_terms: true,
      },
    });
    expect(missingKey.statusCode).toBe(400);
    expect(
      (await book(traveler, { safari_id: id, departure_id: departureId, accept_terms: false })).statusCode,
    ).toBe(400);
    expect(
      (
        await book(traveler, {
          safari_id: id,
          departure_id: departureId,
          lead_traveler: { ...lead, email: 'x' },
        })
      ).json().fields,
    ).toHaveProperty(['lead_traveler.email']);
  });

  it('frees the seats of an expired hold at once, before any sweep', async () => {
    // No scheduled sweep may run in between: the last line checks that this sweep stores the expiry.
    await t.app.jobs.stop();
    onTestFinished(() => t.app.jobs.start());
    const { id, departureId } = await publishedGroupSafari(t.app, operator, { capacity: 2 });
    const held = (await book(traveler, { safari_id: id, departure_id: departureId })).json();
    expect(await seatsLeft(id, departureId!)).toBe(0);
    await t.app.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${held.id}::uuid`,
    );
    expect(await seatsLeft(id, departureId!)).toBe(2);
    expect((await getBooking(traveler, held.id)).status).toBe('expired');
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${held.id}/payments`,
      headers: { ...traveler.authHeader, 'idempotency-key': newKey() },
      payload: { method: 'card' },
    });
    expect(late.statusCode).toBe(409);
    expect((await book(otherTraveler, { safari_id: id, departure_id: departureId })).statusCode).toBe(201);
    expect((await sweepBookings(t.app.db)).expired).toBeGreaterThanOrEqual(1);
  });

  it('confirms on the signed webhook from the sandbox checkout; both sides get mail and a notification', async () => {
    const { id, departureId } = await publishedGroupSafari(t.app, operator, {
      capacity: 6,
      departureInDays: 100,
    });
    const booking = (
      await book(traveler, { safari_id: id, departure_id: departureId, children: 1, infants: 1 })
    ).json();
    expect(booking.next_payment).toEqual({ kind: 'deposit', amount_cents: 75_000 });
    const { location } = await pay(traveler, booking.id);
    expect(location).toBe(`/booking/success?booking=${booking.reference}&payment=paid`);
    const confirmed = await getBooking(traveler, booking.id);
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      paid_cents: 75_000,
      balance_cents: 175_000,
      hold_expires_at: null,
    });
    expect(confirmed.next_payment).toEqual({ kind: 'balance', amount_cents: 175_000 });
    expect(await seatsLeft(id, departureId!)).toBe(3);
    expect(outboxMails(t.dataDir, traveler.user.email).some((m) => m.includes(`Booking confirmed`))).toBe(
      true,
    );
    expect(
      outboxMails(t.dataDir, operator.user.email).some((m) => m.includes(`New booking ${booking.reference}`)),
    ).toBe(true);
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/',
      headers: operator.authHeader,
    });
    expect(JSON.stringify(bell.json())).toContain(booking.reference);
    // The balance, then nothing more is due.
    await pay(traveler, booking.id);
    const paid = await getBooking(traveler, booking.id);
    expect(paid).toMatchObject({ paid_cents: 250_000, balance_cents: 0, next_payment: null });
  });

  it('keeps the hold when the payer declines', async () => {
    const { id, departureId } = await publishedGroupSafari(t.app, operator);
    const booking = (await book(traveler, { safari_id: id, departure_id: departureId })).json();
    const { location } = await pay(traveler, booking.id, 'decline');
    expect(location).toContain('payment=failed');
    const after = await getBooking(traveler, booking.id);
    expect(after.status).toBe('pending_payment');
    expect(after.payments[0].status).toBe('failed');
  });
});

describe('a payment that arrives after the hold ran out', () => {
  async function heldWithCheckout(capacity: number) {
    const { id, departureId } = await publishedGroupSafari(t.app, operator, { capacity });
    const booking = (await book(traveler, { safari_id: id, departure_id: departureId })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payments`,
      headers: { ...traveler.authHeader, 'idempotency-key': newKey() },
      payload: { method: 'card' },
    });
    await t.app.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${booking.id}::uuid`,
    );
    return { id, departureId: departureId!, booking, checkout: res.json().checkout_url as string };
  }

  it('still confirms when the seats are free', async () => {
    const { booking, checkout } = await heldWithCheckout(4);
    expect((await t.app.inject({ method: 'POST', url: `${checkout}/approve` })).statusCode).toBe(303);
    expect((await getBooking(traveler, booking.id)).status).toBe('confirmed');
  });

  it('refunds in full when someone else took the seats, or after the sweep expired it', async () => {
    const taken = await heldWithCheckout(2);
    expect(
      (await book(otherTraveler, { safari_id: taken.id, departure_id: taken.departureId })).statusCode,
    ).toBe(201);
    await t.app.inject({ method: 'POST', url: `${taken.checkout}/approve` });
    const after = await getBooking(traveler, taken.booking.id);
    expect(after).toMatchObject({ status: 'expired', paid_cents: 60_000, refunded_cents: 60_000 });
    expect(after.refunds).toHaveLength(1);

    const swept = await heldWithCheckout(4);
    await sweepBookings(t.app.db);
    await t.app.inject({ method: 'POST', url: `${swept.checkout}/approve` });
    expect(await getBooking(traveler, swept.booking.id)).toMatchObject({
      status: 'expired',
      refunded_cents: 60_000,
    });
  });
});

describe('webhook security', () => {
  async function pendingPayment() {
    const { id, departureId } = await publishedGroupSafari(t.app, operator);
    const booking = (await book(traveler, { safari_id: id, departure_id: departureId })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payments`,
      headers: { ...traveler.authHeader, 'idempotency-key': newKey() },
      payload: { method: 'card' },
    });
    return { booking, payment: res.json().payment };
  }
  const deliver = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: body,
    });

  it('refuses a bad, stale or missing signature (400) and changes nothing', async () => {
    const { booking, payment } = await pendingPayment();
    const body = JSON.stringify(
      newSandboxEvent('payment.succeeded', {
        providerReference: payment.provider_reference,
        amountCents: payment.amount_cents,
        currency: 'USD',
      }),
    );
    expect((await deliver(body, signSandboxPayload('wrong-secret', body))).statusCode).toBe(400);
    const secret = sandboxWebhookSecret(t.config.jwtSecret);
    expect(
      (await deliver(body, signSandboxPayload(secret, body, Math.floor(Date.now() / 1000) - 3600)))
        .statusCode,
    ).toBe(400);
    expect((await deliver(body, 't=1,v1=zz')).statusCode).toBe(400);
    const tampered = body.replace(String(payment.amount_cents), '1');
    expect((await deliver(tampered, signSandboxPayload(secret, body))).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/sandbox',
          payload: body,
          headers: { 'content-type': 'application/json' },
        })
      ).json().code,
    ).toBe('invalid_signature');
    expect((await getBooking(traveler, booking.id)).status).toBe('pending_payment');
  });

  it('applies an event once: replays and duplicates change nothing', async () => {
    const { booking, payment } = await pendingPayment();
    const secret = sandboxWebhookSecret(t.config.jwtSecret);
    const event = newSandboxEvent('payment.succeeded', {
      providerReference: payment.provider_reference,
      amountCents: payment.amount_cents,
      currency: 'USD',
    });
    const body = JSON.stringify(event);
    const first = await deliver(body, signSandboxPayload(secret, body));
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const replay = await deliver(body, signSandboxPayload(secret, body));
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const other = JSON.stringify({ ...event, event_id: `${event.event_id}x` });
    expect((await deliver(other, signSandboxPayload(secret, other))).json()).toEqual({
      received: true,
      duplicate: true,
    });
    const after = await getBooking(traveler, booking.id);
    expect(after.paid_cents).toBe(payment.amount_cents);
    expect(after.payments.filter((p: { status: string }) => p.status === 'succeeded')).toHaveLength(1);
  });
});

describe('cancellation and refunds', () => {
  it('refunds 100 % minus the 4 % fee at 60+ days and frees the seats', async () => {
    const { id, departureId } = await publishedGroupSafari(t.app, operator, {
      capacity: 4,
      departureInDays: 90,
    });
    const booking = (await book(traveler, { safari_id: id, departure_id: departureId })).json();
    await pay(traveler, booking.id);
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/refund-quote`,
      headers: traveler.authHeader,
    });
    expect(quote.json()).toMatchObject({
      can_cancel: true,
      paid_cents: 60_000,
      processing_fee_cents: 2_400,
      refund_cents: 57_600,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: traveler.authHeader,
      payload: { reason: 'Plans changed' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      refunded_cents: 57_600,
      group: 'cancelled',
      cancelled_by: 'traveler',
    });
    expect(res.json().refunds[0].amount_cents).toBe(57_600);
    expect(await seatsLeft(id, departureId!)).toBe(4);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: traveler.authHeader,
    });
    expect(twice.statusCode).toBe(409);
    const cancelled = await t.app.inject({
      method: 'GET',
      url: '/api/bookings?group=cancelled',
      headers: traveler.authHeader,
    });
    expect(cancelled.json().items.map((b: { id: string }) => b.id)).toContain(booking.id);
  });

  it('inside the balance window pays in full and refunds 75 % at 30–59 days', async () => {
    const { id, departureId } = await publishedGroupSafari(t.app, operator, { departureInDays: 40 });
    const booking = (await book(traveler, { safari_id: id, departure_id: departureId })).json();
    expect(booking).toMatchObject({
      pay_in_full: true,
      next_payment: { kind: 'full', amount_cents: 200_000 },
    });
    await pay(traveler, booking.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: traveler.authHeader,
    });
    expect(res.json()).toMatchObject({ refunded_cents: 150_000 });
  });

  it('an operator cancellation refunds everything; the operator sees it with the traveler contact', async () => {
    const { id, departureId } = await publishedGroupSafari(t.app, operator, { departureInDays: 10 });
    const booking = (await book(traveler, { safari_id: id, departure_id: departureId })).json();
    await pay(traveler, booking.id);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/operator/bookings/${booking.id}`,
          headers: otherOperator.authHeader,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/operator/bookings/${booking.id}/cancel`,
          headers: otherOperator.authHeader,
          payload: { reason: 'Nope nope' },
        })
      ).statusCode,
    ).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/operator/bookings?status=confirmed&package_id=${id}`,
      headers: operator.authHeader,
    });
    expect(list.json().items[0]).toMatchObject({ id: booking.id, traveler: { email: traveler.user.email } });
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${booking.id}/cancel`,
      headers: operator.authHeader,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${booking.id}/cancel`,
      headers: operator.authHeader,
      payload: { reason: 'Vehicle breakdown' },
    });
    await t.app.jobs.settle();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'operator',
      refunded_cents: 200_000,
    });
    expect(outboxMails(t.dataDir, traveler.user.email).some((m) => m.includes('Vehicle breakdown'))).toBe(
      true,
    );
  });

  it('keeps bookings private to their traveler', async () => {
    const { id, departureId } = await publishedGroupSafari(t.app, operator);
    const booking = (await book(traveler, { safari_id: id, departure_id: departureId })).json();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/bookings/${booking.id}`,
          headers: otherTraveler.authHeader,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/bookings/${booking.id}/cancel`,
          headers: otherTraveler.authHeader,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/bookings/not-an-id', headers: traveler.authHeader }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}` })).statusCode).toBe(401);
    expect((await getBooking(traveler, booking.reference)).id).toBe(booking.id);
  });
});
