import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';
import {
  startProviderStandins,
  tampered,
  type Callback,
  type ProviderStandins,
} from '../support/provider-standins';
import { createTestApp, type TestApp } from '../test-app';
import { expireHolds, transportWorld, type TransportWorld } from '../transport/fixtures';

/**
 * The providers' webhook routes, through the real server against the stand-ins: a charge made through
 * the booking's payment route, settled by the stand-in "payer", and the provider's callback delivered
 * to /api/payments/webhooks/<provider> exactly as the stand-in signed it — once, twice, out of order,
 * tampered. ClickPesa charges mobile money and Selcom cards on one server; AzamPay on another (its
 * unsigned callback is confirmed by a status query).
 */

let standins: ProviderStandins;
let main: TestApp;
let azam: TestApp;
let operator: TestUser;
let traveler: TestUser;
let azamOperator: TestUser;
let azamTraveler: TestUser;
let world: TransportWorld;

beforeAll(async () => {
  standins = await startProviderStandins();
  const {
    AZAMPAY_AUTH_URL: _a,
    AZAMPAY_CHECKOUT_URL: _b,
    AZAMPAY_APP_NAME: _c,
    AZAMPAY_CLIENT_ID: _d,
    AZAMPAY_CLIENT_SECRET: _e,
    AZAMPAY_API_KEY: _f,
    ...withoutAzamPay
  } = standins.env;
  main = await createTestApp({
    env: { ...withoutAzamPay, PAYMENTS_MOBILE_MONEY_PROVIDER: 'clickpesa', PAYMENTS_CARD_PROVIDER: 'selcom' },
  });
  azam = await createTestApp({ env: { ...standins.env, PAYMENTS_MOBILE_MONEY_PROVIDER: 'azampay' } });
  for (const t of [main, azam]) await seedDestinations(t.app.db);
  operator = await tourOperator(main.app);
  traveler = await createUser(main.app);
  azamOperator = await tourOperator(azam.app);
  azamTraveler = await createUser(azam.app);
  world = await transportWorld(main.app);
}, 60_000);
afterAll(async () => {
  await main?.close();
  await azam?.close();
  await standins?.close();
});

let keyCounter = 0;
const newKey = () => `provider-hooks-${Date.now()}-${++keyCounter}`;
const lead = { name: 'Neema Mushi', email: 'neema@example.com', phone: '+255 754 345 678' };

interface Payment {
  id: string;
  status: string;
  provider: string;
  provider_reference: string;
  flow: string;
  checkout_url: string | null;
  charged_amount_cents: number;
  charged_currency: string;
}

async function payForNewBooking(
  t: TestApp,
  who: { operator: TestUser; traveler: TestUser },
  body: Record<string, unknown>,
) {
  const { id, departureId } = await publishedGroupSafari(t.app, who.operator, {
    capacity: 4,
    departureInDays: 90,
  });
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...who.traveler.authHeader, 'idempotency-key': newKey() },
    payload: { safari_id: id, departure_id: departureId, adults: 1, lead_traveler: lead, accept_terms: true },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const bookingId = (booked.json() as { id: string }).id;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/payments`,
    headers: { ...who.traveler.authHeader, 'idempotency-key': newKey() },
    payload: body,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return { bookingId, payment: (paid.json() as { payment: Payment }).payment };
}

async function post(t: TestApp, provider: string, callback: Callback) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/${provider}`,
    headers: { 'content-type': 'application/json', ...callback.headers },
    payload: callback.body,
  });
  await t.app.jobs.settle();
  return res;
}

async function bookingOf(t: TestApp, who: TestUser, id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: who.authHeader });
  return res.json() as { status: string; payments: Payment[] };
}

describe('ClickPesa webhooks', () => {
  it('a signed PAYMENT RECEIVED confirms the booking once; a duplicate changes nothing', async () => {
    const { bookingId, payment } = await payForNewBooking(
      main,
      { operator, traveler },
      { method: 'mobile_money', channel: 'mpesa' },
    );
    expect(payment).toMatchObject({
      provider: 'clickpesa',
      flow: 'push',
      status: 'pending',
      charged_currency: 'TZS',
    });
    const pushed = [...standins.clickpesa.payments.values()].find(
      (p) => p.id === payment.provider_reference,
    )!;
    expect(pushed.phoneNumber).toBe('255754345678');
    expect(Number(pushed.amount) * 100).toBe(payment.charged_amount_cents);

    const { callback } = await standins.clickpesa.approve(pushed.orderReference, { deliver: false });
    const first = await post(main, 'clickpesa', callback);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await post(main, 'clickpesa', callback);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const booking = await bookingOf(main, traveler, bookingId);
    expect(booking.status).toBe('confirmed');
    expect(booking.payments.find((p) => p.id === payment.id)!.status).toBe('succeeded');
  });

  it('a tampered or unsigned callback is 400 invalid_signature and changes nothing', async () => {
    const { bookingId, payment } = await payForNewBooking(
      main,
      { operator, traveler },
      { method: 'mobile_money', channel: 'airtel' },
    );
    const pushed = [...standins.clickpesa.payments.values()].find(
      (p) => p.id === payment.provider_reference,
    )!;
    const { callback } = await standins.clickpesa.approve(pushed.orderReference, { deliver: false });
    const forged = tampered(callback, (body) => {
      (body.data as Record<string, unknown>).orderReference = 'SOMEONEELSES';
    });
    const res = await post(main, 'clickpesa', forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_signature' });
    const unsigned = tampered(callback, (body) => {
      delete body.checksum;
    });
    expect((await post(main, 'clickpesa', unsigned)).statusCode).toBe(400);
    expect((await bookingOf(main, traveler, bookingId)).status).toBe('pending_payment');
  });

  it('a failure arriving after the success (out of order) does not undo it', async () => {
    const { bookingId, payment } = await payForNewBooking(
      main,
      { operator, traveler },
      { method: 'mobile_money', channel: 'halopesa' },
    );
    const pushed = [...standins.clickpesa.payments.values()].find(
      (p) => p.id === payment.provider_reference,
    )!;
    const { callback: failed } = await standins.clickpesa.decline(pushed.orderReference, { deliver: false });
    const { callback: received } = await standins.clickpesa.approve(pushed.orderReference, {
      deliver: false,
    });
    expect((await post(main, 'clickpesa', received!)).statusCode).toBe(200);
    expect((await post(main, 'clickpesa', failed!)).statusCode).toBe(200);
    const booking = await bookingOf(main, traveler, bookingId);
    expect(booking.status).toBe('confirmed');
    expect(booking.payments.find((p) => p.id === payment.id)!.status).toBe('succeeded');
  });

  it('a late success (the hold ran out, the seat was sold meanwhile) is refunded: by hand, ClickPesa has no refund API', async () => {
    const late = await createUser(main.app);
    const quick = await createUser(main.app);
    const held = await main.app.inject({
      method: 'POST',
      url: '/api/trip-bookings',
      headers: { ...late.authHeader, 'idempotency-key': newKey() },
      payload: { trip_id: world.trip.id, board: 0, alight: 3, seats: ['7A'] },
    });
    expect(held.statusCode, held.body).toBe(201);
    const id = held.json().id as string;
    const named = await main.app.inject({
      method: 'PUT',
      url: `/api/trip-bookings/${id}/passengers`,
      headers: late.authHeader,
      payload: { passengers: [{ seat: '7A', name: 'Amani Kweka', phone: '+255712000111' }] },
    });
    expect(named.statusCode, named.body).toBe(200);
    const pay = await main.app.inject({
      method: 'POST',
      url: `/api/trip-bookings/${id}/payments`,
      headers: { ...late.authHeader, 'idempotency-key': newKey() },
      payload: { method: 'mobile_money', channel: 'mixx', phone: '+255712345678' },
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const payment = pay.json().payment as Payment;
    const pushed = [...standins.clickpesa.payments.values()].find(
      (p) => p.id === payment.provider_reference,
    )!;
    await expireHolds(main.app.db, id);
    const taken = await main.app.inject({
      method: 'POST',
      url: '/api/trip-bookings',
      headers: { ...quick.authHeader, 'idempotency-key': newKey() },
      payload: { trip_id: world.trip.id, board: 2, alight: 4, seats: ['7A'] },
    });
    expect(taken.statusCode, taken.body).toBe(201);
    // The payer approves long after: ClickPesa's callback arrives late.
    const { callback } = await standins.clickpesa.approve(pushed.orderReference, { deliver: false });
    const res = await post(main, 'clickpesa', callback);
    expect(res.statusCode, res.body).toBe(200);
    const view = await main.app.inject({
      method: 'GET',
      url: `/api/trip-bookings/${id}`,
      headers: late.authHeader,
    });
    const fare = world.route.fare(0, 3) * 100;
    expect(view.json()).toMatchObject({
      status: 'expired',
      paid_cents: fare,
      refunded_cents: fare,
      // ClickPesa has no refund API: the refund is recorded as failed, for a person to send.
      refunds: [{ amount_cents: fare, currency: 'TZS', status: 'failed' }],
    });
  });

  it('a payout event goes to the payouts (an unknown payout is 400)', async () => {
    standins.clickpesa.payouts.set('DRPOUNKNOWN1', {
      id: 'CPOX',
      orderReference: 'DRPOUNKNOWN1',
      amount: '1000',
      currency: 'TZS',
      phoneNumber: '255754000111',
      status: 'AUTHORIZED',
      createdAt: new Date(),
    });
    const { callback } = await standins.clickpesa.completePayout('DRPOUNKNOWN1', { deliver: false });
    const res = await post(main, 'clickpesa', callback);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/payout/i);
  });
});

describe('Selcom webhooks', () => {
  it('a card payment on Selcom’s page is confirmed by its signed callback', async () => {
    const { bookingId, payment } = await payForNewBooking(
      main,
      { operator, traveler },
      { method: 'card', channel: 'card' },
    );
    expect(payment).toMatchObject({ provider: 'selcom', flow: 'redirect' });
    expect(payment.checkout_url).toMatch(/\/checkout\/pay\//);
    const order = standins.selcom.orders.get(payment.provider_reference)!;
    expect(order.webhookUrl).toBe('http://localhost:3000/api/payments/webhooks/selcom');
    const { callback } = await standins.selcom.approve(order.orderId, { deliver: false });
    const forged = { ...callback, headers: { ...callback.headers, digest: 'AAAA' } };
    expect((await post(main, 'selcom', forged)).statusCode).toBe(400);
    const res = await post(main, 'selcom', callback);
    expect(res.statusCode, res.body).toBe(200);
    expect((await bookingOf(main, traveler, bookingId)).status).toBe('confirmed');
  });

  it('a webhook for a provider this server has not configured is 404', async () => {
    const res = await main.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/azampay',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ utilityref: 'X', transactionstatus: 'success' }),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('AzamPay webhooks', () => {
  it('the unsigned callback is only a hint: a forged success leaves the payment pending; the real one confirms', async () => {
    const who = { operator: azamOperator, traveler: azamTraveler };
    const { bookingId, payment } = await payForNewBooking(azam, who, {
      method: 'mobile_money',
      channel: 'mixx',
      phone: '0713 456 789',
    });
    expect(payment).toMatchObject({ provider: 'azampay', flow: 'push' });
    const transaction = standins.azampay.transactions.get(payment.provider_reference)!;
    expect(transaction).toMatchObject({ provider: 'Tigo', accountNumber: '255713456789' });

    const forged: Callback = {
      url: '',
      headers: {},
      body: JSON.stringify({
        msisdn: '255713456789',
        amount: transaction.amount,
        message: 'ok',
        utilityref: transaction.externalId,
        operator: 'Tigo',
        reference: 'FORGED',
        transactionstatus: 'success',
        submerchantAcc: null,
      }),
    };
    const hint = await post(azam, 'azampay', forged);
    expect(hint.statusCode, hint.body).toBe(200);
    expect((await bookingOf(azam, azamTraveler, bookingId)).status).toBe('pending_payment');

    const { callback } = await standins.azampay.approve(transaction.externalId, { deliver: false });
    const res = await post(azam, 'azampay', callback);
    expect(res.statusCode, res.body).toBe(200);
    expect((await bookingOf(azam, azamTraveler, bookingId)).status).toBe('confirmed');
  });

  it('when AzamPay cannot be asked, the callback is answered 502 (AzamPay calls again) and nothing changes', async () => {
    const who = { operator: azamOperator, traveler: azamTraveler };
    const { bookingId, payment } = await payForNewBooking(azam, who, {
      method: 'mobile_money',
      channel: 'mpesa',
    });
    const transaction = standins.azampay.transactions.get(payment.provider_reference)!;
    const { callback } = await standins.azampay.approve(transaction.externalId, { deliver: false });
    standins.azampay.failNext({
      status: 503,
      body: { message: 'down' },
      pathPrefix: '/azampay/gettransactionstatus',
    });
    const res = await post(azam, 'azampay', callback);
    expect(res.statusCode).toBe(502);
    expect((await bookingOf(azam, azamTraveler, bookingId)).status).toBe('pending_payment');
    expect((await post(azam, 'azampay', callback)).statusCode).toBe(200);
    expect((await bookingOf(azam, azamTraveler, bookingId)).status).toBe('confirmed');
  });
});
