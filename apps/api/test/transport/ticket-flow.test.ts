import { generateKeyPairSync } from 'node:crypto';
import { verifyTicketQr, type TripBooking } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyTicketQrText } from '../../src/modules/tickets';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { createTestApp, testConfig, type TestApp } from '../test-app';
import { transportWorld, type TransportWorld } from './fixtures';

/** Passengers, payment through the sandbox provider, tickets with their signed QR, PDF and /me/trips. */

let t: TestApp;
let world: TransportWorld;
let traveler: TestUser;
let stranger: TestUser;
let booking: TripBooking;

beforeAll(async () => {
  t = await createTestApp();
  world = await transportWorld(t.app);
  traveler = await createUser(t.app);
  stranger = await createUser(t.app);
}, 60_000);
afterAll(async () => t.close());

const passengers = [
  { seat: '3A', name: 'Neema Mushi', phone: '+255 712 345 678', id_number: 'T1234567' },
  { seat: '3B', name: 'Baraka Mushi', phone: '+255 754-111-222' },
];

describe('a trip booking from hold to tickets', () => {
  it('holds two seats on a partial segment', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trip-bookings',
      headers: { ...traveler.authHeader, 'idempotency-key': 'ticket-flow-hold' },
      payload: { trip_id: world.trip.id, board: 1, alight: 3, seats: ['3B', '3A'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    booking = res.json();
    expect(booking.trip.seats).toEqual(['3A', '3B']);
  });

  it('needs every passenger named before paying, one per seat, validated', async () => {
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/trip-bookings/${booking.id}/payments`,
      headers: { ...traveler.authHeader, 'idempotency-key': 'ticket-flow-early' },
      payload: { method: 'mobile_money', phone: '+255712345678' },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().detail).toBe('Name a passenger for every seat before paying');
    const put = (payload: unknown, who = traveler) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/trip-bookings/${booking.id}/passengers`,
        headers: who.authHeader,
        payload: payload as object,
      });
    const cases: [unknown, string][] = [
      [{ passengers: [passengers[0]] }, 'Name one passenger for each seat: 3A, 3B'],
      [
        { passengers: [passengers[0], { ...passengers[1], seat: '7C' }] },
        'Seat 7C is not part of this booking',
      ],
      [
        { passengers: [passengers[0], { ...passengers[1], seat: '3A' }] },
        'Name one passenger for each seat: 3A, 3B',
      ],
      [{ passengers: [passengers[0], { ...passengers[1], name: ' ' }] }, 'Enter the passenger’s full name'],
      [
        { passengers: [passengers[0], { ...passengers[1], phone: '12' }] },
        'Enter the passenger’s phone number with its country code (e.g. +255712345678)',
      ],
    ];
    for (const [payload, detail] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toBe(detail);
    }
    expect((await put({ passengers }, stranger)).statusCode).toBe(404);
    const ok = await put({ passengers });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().trip.passengers).toEqual([
      { seat: '3A', name: 'Neema Mushi', phone: '+255712345678', id_number: 'T1234567', displaced: false },
      { seat: '3B', name: 'Baraka Mushi', phone: '+255754111222', id_number: null, displaced: false },
    ]);
  });

  it('pays the full fare in TZS through the sandbox; payment issues one ticket per passenger', async () => {
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/trip-bookings/${booking.id}/payments`,
      headers: { ...traveler.authHeader, 'idempotency-key': 'ticket-flow-pay' },
      payload: { method: 'mobile_money', phone: '+255712345678' },
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const fare = world.route.fare(1, 3);
    expect(pay.json().payment).toMatchObject({ kind: 'full', currency: 'TZS', amount_cents: 2 * fare * 100 });
    const page = await t.app.inject({ method: 'GET', url: pay.json().checkout_url });
    expect(page.body).toContain('Dar es Salaam → Arusha');
    expect(page.body).toMatch(new RegExp(`TSh\\s${(2 * fare).toLocaleString('en-US')}`));
    const approved = await t.app.inject({ method: 'POST', url: `${pay.json().checkout_url}/approve` });
    expect(approved.statusCode).toBe(303);

    const after = await t.app.inject({
      method: 'GET',
      url: `/api/trip-bookings/${booking.id}`,
      headers: traveler.authHeader,
    });
    booking = after.json();
    expect(booking).toMatchObject({ status: 'confirmed', paid_cents: 2 * fare * 100, balance_cents: 0 });
    expect(booking.trip.tickets.map((x) => [x.seat, x.passenger_name, x.cancelled])).toEqual([
      ['3A', 'Neema Mushi', false],
      ['3B', 'Baraka Mushi', false],
    ]);
    for (const ticket of booking.trip.tickets)
      expect(ticket.display).toMatch(/^[2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3}$/);
    const rows = await t.app.db.execute(sql`select status, blocks_until = 'infinity'::timestamptz as forever
      from trip_seat_reservations where booking_id = ${booking.id}`);
    expect(rows.rows.map((r) => [r.status, r.forever])).toEqual([
      ['confirmed', true],
      ['confirmed', true],
    ]);
  });

  it('shows a ticket with every item LATRA lists to its traveler only', async () => {
    const number = booking.trip.tickets[0]!.display.toLowerCase();
    await t.app.db.execute(
      sql`update operator_profiles set address = 'Plot 7, Moshi bus terminal, Moshi' where user_id = ${world.transporter.user.id}`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tickets/${number}`,
      headers: traveler.authHeader,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ticket = res.json();
    expect(ticket).toMatchObject({
      number: booking.trip.tickets[0]!.number,
      status: 'valid',
      passenger: { name: 'Neema Mushi', phone: '+255712345678', id_number: 'T1234567' },
      seat: '3A',
      from: { place: 'Chalinze', point: 'Chalinze junction', position: 1 },
      to: { place: 'Moshi', point: 'Moshi bus terminal', position: 3 },
      vehicle: { plate: world.vehicle.plate },
      fare_tzs: world.route.fare(1, 3),
      currency: 'TZS',
      operator: {
        company_name: 'Kilimanjaro Express Test Coaches',
        address: 'Plot 7, Moshi bus terminal, Moshi',
        phones: ['+255754000111'],
      },
    });
    expect(ticket.travel_time).toMatch(/^\d\d:\d\d$/);
    expect(ticket.travel_date).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(ticket.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(ticket.qr_text).toContain('"Neema Mushi"');

    expect((await t.app.inject({ method: 'GET', url: `/api/tickets/${number}` })).statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/tickets/${number}`,
      headers: stranger.authHeader,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toBe('Ticket not found');
    const typo = await t.app.inject({
      method: 'GET',
      url: `/api/tickets/${number.slice(0, -1)}${number.endsWith('2') ? '3' : '2'}`,
      headers: traveler.authHeader,
    });
    expect(typo.statusCode).toBe(404);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/tickets/${number}/pdf`,
      headers: traveler.authHeader,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tickets/${number}/pdf`, headers: stranger.authHeader }))
        .statusCode,
    ).toBe(404);
  });

  it('verifies a real ticket offline with the public key; a tampered or foreign QR is refused', async () => {
    const keyRes = await t.app.inject({ method: 'GET', url: '/api/tickets/public-key' });
    expect(keyRes.statusCode).toBe(200);
    expect(keyRes.headers['cache-control']).toContain('public');
    const published = keyRes.json();
    const [row] = (
      await t.app.db.execute(
        sql`select qr from trip_tickets where booking_id = ${booking.id} order by seat_label`,
      )
    ).rows;
    const qr = String(row!.qr);
    // What a conductor's phone does: WebCrypto, the JWK, no server.
    const publicKey = await crypto.subtle.importKey(
      'jwk',
      published.jwk,
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    );
    const payload = await verifyTicketQr(qr, publicKey);
    expect(payload).toMatchObject({
      seat: '3A',
      passenger_name: 'Neema Mushi',
      trip_id: String(world.trip.id),
    });
    expect(verifyTicketQrText(t.app, qr)).toMatchObject({ seat: '3A' });

    const tampered = qr.replace('"3A"', '"3B"');
    expect(await verifyTicketQr(tampered, publicKey)).toBeNull();
    expect(verifyTicketQrText(t.app, tampered)).toBeNull();
    expect(verifyTicketQrText(t.app, 'not a ticket')).toBeNull();
    // Signed by another key (another server, or a forger's): refused.
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const foreign = testConfig(t.dataDir, {
      TICKET_SIGNING_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
    expect(verifyTicketQrText(foreign, qr)).toBeNull();
  });

  it('lists the trip with its tickets under /me/trips and beside safaris on /bookings', async () => {
    const upcoming = await t.app.inject({
      method: 'GET',
      url: '/api/me/trips',
      headers: traveler.authHeader,
    });
    expect(upcoming.statusCode, upcoming.body).toBe(200);
    expect(upcoming.json()).toMatchObject({ total: 1, items: [{ id: booking.id, kind: 'trip' }] });
    expect(upcoming.json().items[0].trip.tickets).toHaveLength(2);
    const past = await t.app.inject({
      method: 'GET',
      url: '/api/me/trips?when=past',
      headers: traveler.authHeader,
    });
    expect(past.json()).toMatchObject({ total: 0, items: [] });
    const mine = await t.app.inject({ method: 'GET', url: '/api/bookings', headers: traveler.authHeader });
    expect(mine.json().items).toMatchObject([{ id: booking.id, kind: 'trip', status: 'confirmed' }]);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/me/trips', headers: stranger.authHeader });
    expect(theirs.json().total).toBe(0);
  });
});
