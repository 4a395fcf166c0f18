import { randomBytes } from 'node:crypto';
import {
  DEFAULT_COMMISSION_BASIS_POINTS,
  networkOfMsisdn,
  paymentReceivedPosting,
  seatLabels,
  tanzanianMsisdn,
  todayInTanzania,
  type SeatLayout,
  type TransportRefundBand,
} from '@dala/shared';
import { and, asc, gt, inArray, lt, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import type { Database } from '../client';
import {
  bookings,
  ledgerEntries,
  ledgerTransactions,
  payments,
  routeFares,
  transportRoutes,
  tripBookings,
  trips,
  tripSeatReservations,
  users,
} from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { PASSENGER_NAMES, SEED_TRAVELERS } from './transport-network';

/**
 * Seats already sold on the demo trips of the next days: paid, confirmed trip bookings (kind 'trip',
 * their trip_bookings item, one confirmed reservation per seat and a succeeded sandbox payment) of the
 * demo traveler and a few seed travelers, fuller the sooner the trip leaves. Seats are placed per
 * segment without overlap, so the no-double-sale constraint accepts every row. Deterministic for a
 * given set of trips (a seeded generator), apart from references and keys.
 * Tickets: `issueTickets` (passed in by the caller: issuing signs with the server's key in modules/tickets,
 * which db/ does not import) issues each booking's, as payment would.
 */

const DAY_MS = 86_400_000;
/** Share of the seats sold by days until departure (day 0 = within 24 h). */
const OCCUPANCY = [0.3, 0.18, 0.1];
const SALES_DAYS = OCCUPANCY.length;
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** mulberry32: a small seeded generator, so a seed run sells the same seats on the same trips. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const reference = () =>
  'DR-' + Array.from(randomBytes(8), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');

interface Traveler {
  id: string;
  name: string;
  email: string;
  phone: string;
}

async function ensureTravelers(db: Database): Promise<Traveler[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      SEED_TRAVELERS.map((t) => ({
        email: t.email,
        passwordHash,
        firstName: t.firstName,
        lastName: t.lastName,
        phoneNumber: t.phoneNumber,
        type: 'traveler' as const,
        emailVerifiedAt: sql`now()`,
      })),
    )
    .onConflictDoNothing();
  const demoTraveler = DEMO_ACCOUNTS.find((a) => a.type === 'traveler')!;
  const emails = [demoTraveler.email, ...SEED_TRAVELERS.map((t) => t.email)];
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phoneNumber,
    })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  // The demo traveler first.
  return emails.flatMap((email) => {
    const r = rows.find((row) => row.email.toLowerCase() === email);
    return r
      ? [
          {
            id: r.id,
            email: r.email,
            name: `${r.firstName} ${r.lastName}`,
            phone: r.phone ?? '+255712345678',
          },
        ]
      : [];
  });
}

interface SaleTrip {
  id: number;
  routeId: number;
  transporterId: string;
  departsAt: Date;
  arrivesAt: Date;
  capacity: number;
  seatLayout: SeatLayout;
}

interface Fare {
  board: number;
  alight: number;
  fare: number;
}

/** Each seat's sold intervals: a seat is free on [board, alight) when no interval overlaps it. */
class SeatBook {
  private readonly sold = new Map<string, [number, number][]>();
  constructor(readonly labels: string[]) {}
  isFree(label: string, board: number, alight: number): boolean {
    return !(this.sold.get(label) ?? []).some(([b, a]) => b < alight && board < a);
  }
  take(label: string, board: number, alight: number) {
    this.sold.set(label, [...(this.sold.get(label) ?? []), [board, alight]]);
  }
  /** `count` free seats on the segment, side by side when possible, starting at `start`. */
  pick(count: number, board: number, alight: number, start: number): string[] | null {
    const n = this.labels.length;
    const chosen: string[] = [];
    for (let i = 0; i < n && chosen.length < count; i++) {
      const label = this.labels[(start + i) % n]!;
      if (this.isFree(label, board, alight)) chosen.push(label);
    }
    return chosen.length === count ? chosen : null;
  }
}

interface Sale {
  trip: SaleTrip;
  traveler: Traveler;
  board: number;
  alight: number;
  fare: number;
  seats: string[];
  passengers: string[];
  bands: TransportRefundBand[];
}

export async function seedDemoTripSales(
  db: Database,
  tripIds: readonly number[],
  now: Date,
  issueTickets?: (db: Database, bookingId: string) => Promise<unknown>,
): Promise<void> {
  const travelers = await ensureTravelers(db);
  if (travelers.length === 0) return;
  const soon = await db
    .select({
      id: trips.id,
      routeId: trips.routeId,
      transporterId: trips.transporterId,
      departsAt: trips.departsAt,
      arrivesAt: trips.arrivesAt,
      capacity: trips.capacity,
      seatLayout: trips.seatLayout,
    })
    .from(trips)
    .where(
      and(
        inArray(trips.id, [...tripIds]),
        gt(trips.salesCloseAt, now),
        lt(trips.departsAt, new Date(now.getTime() + SALES_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(trips.departsAt), asc(trips.id));
  if (soon.length === 0) return;
  const routeIds = [...new Set(soon.map((t) => t.routeId))];
  const fareRows = await db
    .select({
      routeId: routeFares.routeId,
      board: routeFares.boardPos,
      alight: routeFares.alightPos,
      fare: routeFares.fareTzs,
    })
    .from(routeFares)
    .where(inArray(routeFares.routeId, routeIds));
  const routeRows = await db
    .select({ id: transportRoutes.id, name: transportRoutes.name, bands: transportRoutes.refundBands })
    .from(transportRoutes)
    .where(inArray(transportRoutes.id, routeIds));
  const faresOf = new Map<number, Fare[]>();
  for (const f of fareRows) faresOf.set(f.routeId, [...(faresOf.get(f.routeId) ?? []), f]);
  const routeOf = new Map(routeRows.map((r) => [r.id, r]));

  const books = new Map(soon.map((t) => [t.id, new SeatBook(seatLabels(t.seatLayout))]));
  const sales: Sale[] = [];
  const sell = (trip: SaleTrip, traveler: Traveler, fare: Fare, seats: string[], passengers: string[]) => {
    const book = books.get(trip.id)!;
    for (const s of seats) book.take(s, fare.board, fare.alight);
    sales.push({
      trip,
      traveler,
      board: fare.board,
      alight: fare.alight,
      fare: fare.fare,
      seats,
      passengers,
      bands: routeOf.get(trip.routeId)!.bands,
    });
  };

  // The demo traveler's own trips: two seats Dar es Salaam → Moshi (part of a Dar es Salaam → Arusha
  // coach) the day after tomorrow, and an airport shuttle Arusha → KIA tomorrow.
  const demo = travelers[0]!;
  const firstTrip = (routeName: string, afterHours: number) =>
    soon.find(
      (t) =>
        routeOf.get(t.routeId)?.name === routeName &&
        t.departsAt.getTime() >= now.getTime() + afterHours * 3_600_000,
    );
  // [route, at least this many hours ahead, board stop, alight stop, seats] (stops of transport-network.ts:
  // Dar es Salaam 0 → Moshi 4; Arusha 0 → Kilimanjaro Airport 2).
  const demoSales: [string, number, number, number, number][] = [
    ['Dar es Salaam → Arusha', 36, 0, 4, 2],
    ['Arusha → Moshi', 18, 0, 2, 1],
  ];
  for (const [routeName, afterHours, board, alight, count] of demoSales) {
    const trip = firstTrip(routeName, afterHours);
    if (!trip) continue;
    const fare = (faresOf.get(trip.routeId) ?? []).find((f) => f.board === board && f.alight === alight);
    const seats = fare && books.get(trip.id)!.pick(count, fare.board, fare.alight, 6);
    if (fare && seats) sell(trip, demo, fare, seats, [demo.name, 'Baraka Mushi'].slice(0, count));
  }

  // Everyone else: fuller the sooner the trip leaves.
  for (const trip of soon) {
    const random = generator(trip.id * 2_654_435_761);
    const fares = faresOf.get(trip.routeId) ?? [];
    if (fares.length === 0) continue;
    const last = Math.max(...fares.map((f) => f.alight));
    const through = fares.find((f) => f.board === 0 && f.alight === last);
    const dayIndex = Math.floor((trip.departsAt.getTime() - now.getTime()) / DAY_MS);
    const share = (OCCUPANCY[dayIndex] ?? 0) * (0.75 + random() * 0.5);
    let toSell = Math.floor(trip.capacity * share);
    let attempts = 0;
    while (toSell > 0 && attempts++ < 60) {
      const fare = through && random() < 0.55 ? through : fares[Math.floor(random() * fares.length)]!;
      const count = Math.min(toSell, 1 + Math.floor(random() * random() * 4));
      const start = Math.floor(random() * trip.capacity);
      const seats = books.get(trip.id)!.pick(count, fare.board, fare.alight, start);
      if (!seats) continue;
      const traveler = travelers[1 + Math.floor(random() * (travelers.length - 1))] ?? demo;
      const passengers = seats.map((_, i) =>
        i === 0 ? traveler.name : PASSENGER_NAMES[Math.floor(random() * PASSENGER_NAMES.length)]!,
      );
      sell(trip, traveler, fare, seats, passengers);
      toSell -= count;
    }
  }
  await writeSales(db, sales, issueTickets);
}

async function writeSales(
  db: Database,
  sales: Sale[],
  issueTickets?: (db: Database, bookingId: string) => Promise<unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (let i = 0; i < sales.length; i += 300) {
      const chunk = sales.slice(i, i + 300);
      const bookingRows = await tx
        .insert(bookings)
        .values(
          chunk.map((s) => {
            const totalCents = s.fare * s.seats.length * 100;
            return {
              reference: reference(),
              kind: 'trip' as const,
              travelerId: s.traveler.id,
              startDate: todayInTanzania(s.trip.departsAt),
              endDate: todayInTanzania(s.trip.arrivesAt),
              adults: s.seats.length,
              seats: s.seats.length,
              leadName: s.traveler.name,
              leadEmail: s.traveler.email,
              leadPhone: s.traveler.phone,
              currency: 'TZS',
              subtotalCents: totalCents,
              totalCents,
              depositPercent: 100,
              depositCents: totalCents,
              payInFull: true,
              processingFeePercent: 0,
              commissionBasisPoints: DEFAULT_COMMISSION_BASIS_POINTS.transport,
              paidCents: totalCents,
              status: 'confirmed' as const,
              confirmedAt: sql`now()`,
              idempotencyKey: `seed-${randomBytes(12).toString('hex')}`,
            };
          }),
        )
        .returning({ id: bookings.id, totalCents: bookings.totalCents, reference: bookings.reference });
      await tx.insert(tripBookings).values(
        chunk.map((s, k) => ({
          bookingId: bookingRows[k]!.id,
          tripId: s.trip.id,
          boardPos: s.board,
          alightPos: s.alight,
          fareTzs: s.fare,
          refundBands: s.bands,
        })),
      );
      const paid = await tx
        .insert(payments)
        .values(
          chunk.map((s, k) => ({
            bookingId: bookingRows[k]!.id,
            userId: s.traveler.id,
            kind: 'full' as const,
            method: 'mobile_money' as const,
            provider: 'sandbox',
            providerReference: `sbx_${randomBytes(16).toString('hex')}`,
            status: 'succeeded' as const,
            amountCents: bookingRows[k]!.totalCents,
            currency: 'TZS',
            chargedAmountMinor: bookingRows[k]!.totalCents,
            chargedCurrency: 'TZS',
            channel: networkOfMsisdn(tanzanianMsisdn(s.traveler.phone) ?? '') ?? 'mpesa',
            flow: 'push' as const,
            payerPhone: s.traveler.phone,
            idempotencyKey: `seed-${randomBytes(12).toString('hex')}`,
            completedAt: sql`now()`,
          })),
        )
        .returning({ id: payments.id, bookingId: payments.bookingId, amountCents: payments.amountCents });
      // Each sale's money is in the ledger as a real payment's would be: the transporter's pending
      // earning and the platform's commission (the finance page reconciles them).
      const transporterOf = new Map(chunk.map((s, k) => [bookingRows[k]!.id, s.trip.transporterId]));
      await postSeedPayments(
        tx,
        paid.map((p) => ({ ...p, operatorId: transporterOf.get(p.bookingId)! })),
      );
      await tx.insert(tripSeatReservations).values(
        chunk.flatMap((s, k) =>
          s.seats.map((seatLabel, p) => ({
            tripId: s.trip.id,
            bookingId: bookingRows[k]!.id,
            seatLabel,
            boardPos: s.board,
            alightPos: s.alight,
            status: 'confirmed' as const,
            blocksUntil: sql`'infinity'::timestamptz`,
            passengerName: s.passengers[p] ?? s.traveler.name,
            passengerPhone:
              p === 0 ? s.traveler.phone : s.traveler.phone.replace(/\d{3}$/, String(100 + p * 111)),
          })),
        ),
      );
      if (issueTickets) for (const b of bookingRows) await issueTickets(tx, b.id);
    }
  });
}

/**
 * The ledger postings of seeded payments (the shared posting rule, written in two inserts): what
 * applying a real payment's success posts, key `payment:<id>`.
 */
async function postSeedPayments(
  tx: Database,
  paid: { id: string; bookingId: string; amountCents: number; operatorId: string }[],
): Promise<void> {
  if (paid.length === 0) return;
  const postings = paid.map((p) =>
    paymentReceivedPosting({
      operatorId: p.operatorId,
      amountMinor: p.amountCents,
      currency: 'TZS',
      commissionBasisPoints: DEFAULT_COMMISSION_BASIS_POINTS.transport,
    }),
  );
  const transactions = await tx
    .insert(ledgerTransactions)
    .values(
      paid.map((p) => ({
        key: `payment:${p.id}`,
        movement: 'payment_received',
        bookingId: p.bookingId,
        paymentId: p.id,
      })),
    )
    .returning({ id: ledgerTransactions.id, key: ledgerTransactions.key });
  const idOf = new Map(transactions.map((t) => [t.key, t.id]));
  await tx.insert(ledgerEntries).values(
    paid.flatMap((p, i) =>
      postings[i]!.entries.map((e) => ({
        transactionId: idOf.get(`payment:${p.id}`)!,
        account: e.account,
        operatorId: e.operatorId,
        amountMinor: e.amountMinor,
        currency: e.currency,
      })),
    ),
  );
}
