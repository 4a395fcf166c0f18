import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import {
  encodeTicketQr,
  formatTicketNumber,
  seatLabels,
  ticketNumberFromBytes,
  ticketPayloadBytes,
  translate,
  type TicketPayload,
} from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripTickets } from '../../src/db/schema';
import { signTicketPayload } from '../../src/modules/tickets';
import { csvCell } from '../../src/modules/trip-sales/csv';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { sellSeats, transportWorld, type PassengerFixture, type TransportWorld } from './fixtures';

/**
 * The boarding manifest, its CSV, check-in and no-shows (the trip's transporter only), on both databases.
 * Tickets are written here directly (as issuing leaves them) until the fixtures issue them.
 */

let t: TestApp;
let traveler: TestUser;
let world: TransportWorld;
let seats: string[];

interface Issued {
  number: string;
  seat: string;
  bookingId: string;
}

/** Sells seats on a segment and issues a ticket per seat. */
async function ticketed(
  tripId: number,
  input: { seats: string[]; board: number; alight: number; passengers?: PassengerFixture[] },
): Promise<Issued[]> {
  const sold = await sellSeats(t.app.db, { tripId, travelerId: traveler.user.id, ...input });
  const sorted = [...input.seats].sort();
  const issued: Issued[] = [];
  for (const [i, reservationId] of sold.reservationIds.entries()) {
    const number = ticketNumberFromBytes(randomBytes(8));
    const passenger = input.passengers?.[i] ?? { name: `Passenger ${i + 1}`, phone: '+255712345678' };
    await t.app.db.insert(tripTickets).values({
      number,
      reservationId,
      bookingId: sold.bookingId,
      tripId,
      seatLabel: sorted[i]!,
      passengerName: passenger.name,
      passengerPhone: passenger.phone,
      fareTzs: 10_000,
      qr: `test-qr-${number}`,
    });
    issued.push({ number, seat: sorted[i]!, bookingId: sold.bookingId });
  }
  return issued;
}

let dar: Issued[];
let chalinze: Issued[];

beforeAll(async () => {
  t = await createTestApp();
  traveler = await createUser(t.app);
  world = await transportWorld(t.app, { template: 'coaster' });
  seats = seatLabels(world.trip.layout);
  dar = await ticketed(world.trip.id, {
    seats: [seats[10]!, seats[1]!],
    board: 0,
    alight: 3,
    passengers: [
      { name: 'Amina Juma', phone: '+255713111222' },
      { name: '=HYPERLINK("http://evil.example","Click")', phone: '+255713333444' },
    ],
  });
  chalinze = await ticketed(world.trip.id, {
    seats: [seats[2]!],
    board: 1,
    alight: 4,
    passengers: [{ name: 'Baraka "BJ" Mollel, Jr.', phone: '+255714555666' }],
  });
}, 60_000);
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.authHeader, payload: payload as never });
const manifestUrl = () => `/api/operator/trips/${world.trip.id}/manifest`;
const checkInUrl = () => `/api/operator/trips/${world.trip.id}/check-in`;

describe('authorization', () => {
  it("needs the trip's own transporter: 401 signed out, 403 for travelers and tour operators, 404 for another transporter", async () => {
    const tourOperator = await createUser(t.app, {
      type: 'operator',
      operator_type: 'tour_operator',
      is_verified: true,
    });
    const otherTransporter = (await transportWorld(t.app)).transporter;
    for (const [method, suffix, payload] of [
      ['GET', 'manifest', undefined],
      ['GET', 'manifest.csv', undefined],
      ['POST', 'check-in', { ticket_number: dar[0]!.number }],
      ['POST', 'no-shows', undefined],
    ] as const) {
      const url = `/api/operator/trips/${world.trip.id}/${suffix}`;
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, traveler, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, tourOperator, payload)).statusCode, url).toBe(403);
      const foreign = await call(method, url, otherTransporter, payload);
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json().detail).toBe(translate('en', 'travel.tripNotFound'));
    }
    // Nothing was checked in by the refused calls.
    const body = (await call('GET', manifestUrl(), world.transporter)).json();
    expect(body.counts.boarded).toBe(0);
  });

  it('answers 404 for a trip that does not exist and 400 for an id that cannot be one', async () => {
    expect((await call('GET', '/api/operator/trips/999999/manifest', world.transporter)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/operator/trips/abc/manifest', world.transporter)).statusCode).toBe(400);
  });
});

describe('manifest', () => {
  it('groups passengers by boarding stop in route order, seats in order, with counts', async () => {
    const res = await call('GET', manifestUrl(), world.transporter);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.trip).toMatchObject({
      id: world.trip.id,
      status: 'on_sale',
      vehicle_plate: world.vehicle.plate,
      capacity: world.trip.capacity,
      departs_at: world.trip.departsAt.toISOString(),
    });
    expect(body.counts).toEqual({ passengers: 3, booked: 3, boarded: 0, no_show: 0 });
    expect(body.stops.map((s: { place: string }) => s.place)).toEqual(['Dar es Salaam', 'Chalinze']);
    const [first, second] = body.stops;
    expect(first.counts).toEqual({ passengers: 2, booked: 2, boarded: 0, no_show: 0 });
    expect(first.passengers.map((p: { seat: string }) => p.seat)).toEqual([seats[1], seats[10]]);
    const amina = first.passengers.find((p: { name: string }) => p.name === 'Amina Juma');
    const aminaTicket = dar.find((d) => d.seat === amina.seat)!;
    expect(amina).toEqual({
      ticket_number: aminaTicket.number,
      ticket_number_display: formatTicketNumber(aminaTicket.number),
      booking_id: aminaTicket.bookingId,
      seat: aminaTicket.seat,
      name: 'Amina Juma',
      phone: expect.stringMatching(/^\+2557/),
      board: 0,
      alight: 3,
      alight_place: 'Moshi',
      state: 'booked',
      boarded_at: null,
    });
    // Both seats of one booking name it: the transporter messages its traveler once.
    expect(new Set(first.passengers.map((p: { booking_id: string }) => p.booking_id))).toEqual(
      new Set([dar[0]!.bookingId]),
    );
    expect(second).toMatchObject({ position: 1, point: 'Chalinze junction' });
    expect(second.passengers[0]).toMatchObject({ seat: chalinze[0]!.seat, alight_place: 'Arusha' });
  });

  it('leaves out cancelled tickets and released seats', async () => {
    const extra = await ticketed(world.trip.id, { seats: [seats[20]!], board: 0, alight: 1 });
    const count = async () => (await call('GET', manifestUrl(), world.transporter)).json().counts.passengers;
    expect(await count()).toBe(4);
    await t.app.db.execute(
      sql`update trip_tickets set cancelled_at = now() where number = ${extra[0]!.number}`,
    );
    expect(await count()).toBe(3);
  });
});

describe('CSV', () => {
  it('quotes every cell, doubles quotes and neutralises formulas', () => {
    expect(csvCell('Amina')).toBe('"Amina"');
    expect(csvCell('Baraka "BJ", Jr.')).toBe('"Baraka ""BJ"", Jr."');
    for (const formula of ['=1+1', '+255712', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(formula)).toBe(`"'${formula}"`);
    }
    expect(csvCell(null)).toBe('""');
    expect(csvCell(7)).toBe('"7"');
  });

  it('downloads the manifest as CSV, one passenger per line in boarding order', async () => {
    const res = await call('GET', `${manifestUrl()}.csv`, world.transporter);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="manifest-trip-${world.trip.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Boarding stop","Boarding point","Seat","Passenger","Phone","Alighting stop","Ticket number","State","Boarded at"',
    );
    expect(lines).toHaveLength(4);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(res.body).toContain('"Baraka ""BJ"" Mollel, Jr."');
    expect(res.body).toContain(`"'+255713111222"`);
    expect(lines[1]).toContain('"Dar es Salaam","Magufuli bus terminal"');
    expect(lines[3]).toContain('"Chalinze"');
    expect(lines[3]).toContain('"Booked"');
  });
});

describe('check-in', () => {
  it('checks a ticket in by its number, however typed, once: a replay answers when', async () => {
    const ticket = chalinze[0]!;
    const typed = formatTicketNumber(ticket.number).toLowerCase().replace(/-/g, ' ');
    const first = await call('POST', checkInUrl(), world.transporter, { ticket_number: typed });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.already_boarded).toBe(false);
    expect(body.passenger).toMatchObject({
      ticket_number: ticket.number,
      seat: ticket.seat,
      state: 'boarded',
    });
    expect(body.passenger.boarded_at).not.toBeNull();
    expect(body.message).toBe(`Checked in: seat ${ticket.seat}, Baraka "BJ" Mollel, Jr.`);

    const again = await call('POST', checkInUrl(), world.transporter, { ticket_number: ticket.number });
    expect(again.statusCode).toBe(200);
    expect(again.json().already_boarded).toBe(true);
    expect(again.json().passenger.boarded_at).toBe(body.passenger.boarded_at);
    expect(again.json().message).toMatch(/^Already checked in at \d{2}:\d{2}: seat /);

    const manifest = (await call('GET', manifestUrl(), world.transporter)).json();
    expect(manifest.counts).toMatchObject({ boarded: 1, booked: 2 });
    const [row] = (
      await t.app.db.execute(sql`select boarded_by from trip_tickets where number = ${ticket.number}`)
    ).rows;
    expect(row?.boarded_by).toBe(world.transporter.user.id);
  });

  it('refuses what is not a ticket of this trip, in words', async () => {
    const check = async (payload: unknown) => call('POST', checkInUrl(), world.transporter, payload);
    const invalid = await check({ ticket_number: 'NOT-A-TICKET' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().detail).toBe(translate('en', 'travel.ticketNumberInvalid'));

    // A well-formed number no ticket has.
    let unknown = ticketNumberFromBytes(randomBytes(8));
    while ([...dar, ...chalinze].some((d) => d.number === unknown))
      unknown = ticketNumberFromBytes(randomBytes(8));
    const missing = await check({ ticket_number: unknown });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(translate('en', 'travel.ticketNotFound'));

    const elsewhere = await transportWorld(t.app);
    const [foreign] = await ticketed(elsewhere.trip.id, {
      seats: [seatLabels(elsewhere.trip.layout)[0]!],
      board: 0,
      alight: 4,
    });
    const other = await check({ ticket_number: foreign!.number });
    expect(other.statusCode).toBe(400);
    expect(other.json().detail).toBe(translate('en', 'travel.ticketOtherTrip'));

    const [cancelled] = await ticketed(world.trip.id, { seats: [seats[25]!], board: 0, alight: 2 });
    await t.app.db.execute(
      sql`update trip_tickets set cancelled_at = now() where number = ${cancelled!.number}`,
    );
    const refused = await check({ ticket_number: cancelled!.number });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(translate('en', 'travel.ticketCancelled'));

    for (const payload of [
      {},
      { ticket_number: '' },
      { ticket_number: dar[0]!.number, qr: 'x' },
      { ticket_number: 7 },
    ]) {
      const res = await check(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const garbage = await check({ qr: '["DR1","AAAA"].sig' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().detail).toBe(translate('en', 'travel.ticketQrInvalid'));
  });

  it('is idempotent under replays sent at once', async () => {
    const ticket = dar[0]!;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', checkInUrl(), world.transporter, { ticket_number: ticket.number }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().already_boarded === false)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().passenger.boarded_at)).size).toBe(1);
  });
});

describe('check-in by QR', () => {
  const payloadOf = (ticket: Issued, tripId = world.trip.id): TicketPayload => ({
    ticket_no: ticket.number,
    trip_id: String(tripId),
    seat: ticket.seat,
    passenger_name: 'Passenger',
    board: { position: 0, name: 'Dar es Salaam' },
    alight: { position: 3, name: 'Moshi' },
    departure_at: world.trip.departsAt.toISOString(),
  });
  const check = (qr: string) => call('POST', checkInUrl(), world.transporter, { qr });

  it('checks in a ticket whose QR this server signed; a tampered or foreign QR is refused', async () => {
    const [ticket] = await ticketed(world.trip.id, { seats: [seats[5]!], board: 0, alight: 3 });
    const qr = signTicketPayload(t.app.config, payloadOf(ticket!));

    // Another seat written into the signed payload: the signature no longer matches.
    const tampered = qr.replace(`"${ticket!.seat}"`, `"${seats[6]}"`);
    expect(tampered).not.toBe(qr);
    const refused = await check(tampered);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(translate('en', 'travel.ticketQrInvalid'));

    // Signed by another key (a forger's, or another system's).
    const forger = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const signature = sign('sha256', ticketPayloadBytes(payloadOf(ticket!)), {
      key: forger.privateKey,
      dsaEncoding: 'ieee-p1363',
    });
    const foreign = await check(encodeTicketQr(payloadOf(ticket!), new Uint8Array(signature)));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail).toBe(translate('en', 'travel.ticketQrInvalid'));

    const ok = await check(qr);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      already_boarded: false,
      passenger: { seat: ticket!.seat, state: 'boarded' },
    });
    const replay = await check(qr);
    expect(replay.json().already_boarded).toBe(true);
  });

  it("refuses a genuine QR of another trip's ticket", async () => {
    const elsewhere = await transportWorld(t.app);
    const [foreign] = await ticketed(elsewhere.trip.id, {
      seats: [seatLabels(elsewhere.trip.layout)[1]!],
      board: 0,
      alight: 4,
    });
    const res = await check(signTicketPayload(t.app.config, payloadOf(foreign!, elsewhere.trip.id)));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(translate('en', 'travel.ticketOtherTrip'));
  });
});

describe('no-shows', () => {
  it('are refused before departure, then mark the passengers still booked', async () => {
    const url = `/api/operator/trips/${world.trip.id}/no-shows`;
    const early = await call('POST', url, world.transporter);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(translate('en', 'travel.noShowsTooEarly'));
    await t.app.db.execute(sql`update trips set status = 'departed' where id = ${world.trip.id}`);
    const res = await call('POST', url, world.transporter);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ marked: 1, counts: { passengers: 4, booked: 0, boarded: 3, no_show: 1 } });
    expect((await call('POST', url, world.transporter)).json().marked).toBe(0);
    // A no-show who turns up after all can still be checked in while the trip is on the road.
    const late = dar[1]!;
    const boarded = await call('POST', checkInUrl(), world.transporter, { ticket_number: late.number });
    expect(boarded.statusCode).toBe(200);
    expect(boarded.json().passenger.state).toBe('boarded');
  });

  it('closes check-in once the trip is completed or cancelled', async () => {
    await t.app.db.execute(sql`update trips set status = 'completed' where id = ${world.trip.id}`);
    const res = await call('POST', checkInUrl(), world.transporter, { ticket_number: dar[0]!.number });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Passengers can no longer be checked in: this trip is completed');
  });
});
