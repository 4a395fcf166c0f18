import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';
import { createTestDatabase, testConfig } from '../test-app';
import { ApiProcesses } from './api-processes';

/**
 * Two travelers can never both get the last seat. On PostgreSQL (TEST_DATABASE_URL, as in CI) this
 * starts two real API processes on one database and fires 50 concurrent holds at a 10-seat departure
 * through both; on PGlite (one process by design) the same 50 requests race inside one app.
 */

const SEATS = 10;
const REQUESTS = 50;
const usePostgres = Boolean(process.env.TEST_DATABASE_URL);

let app: FastifyInstance;
let dataDir: string;
let drop: () => Promise<void>;
let databaseUrl: string | undefined;
const processes = new ApiProcesses();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dala-test-'));
  const db = await createTestDatabase(dataDir);
  drop = db.drop;
  databaseUrl = db.databaseUrl;
  app = await buildApp({ config: testConfig(dataDir), database: db.database, logger: false });
  await app.ready();
  await seedDestinations(app.db);
}, 60_000);

afterAll(async () => {
  await processes.stopAll();
  await app.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`concurrent holds (${usePostgres ? 'two API processes on PostgreSQL' : 'one PGlite process'})`, () => {
  it(`${REQUESTS} simultaneous holds for ${SEATS} seats: exactly ${SEATS} succeed, the rest get 409`, async () => {
    const operator = await tourOperator(app);
    const { id, departureId } = await publishedGroupSafari(app, operator, {
      capacity: SEATS,
      departureInDays: 120,
    });
    const travelers: TestUser[] = [];
    for (let i = 0; i < REQUESTS; i++) travelers.push(await createUser(app));

    type Answer = { status: number; body: { detail?: string; id?: string; seats?: number } };
    let send: (
      i: number,
      path: string,
      init: { headers: Record<string, string>; body?: unknown },
    ) => Promise<Answer>;
    if (usePostgres) {
      const secret = testConfig(dataDir).jwtSecret;
      const bases = await Promise.all([
        processes.start(databaseUrl!, secret),
        processes.start(databaseUrl!, secret),
      ]);
      send = async (i, path, init) => {
        const res = await fetch(`${bases[i % 2]}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...init.headers },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          redirect: 'manual',
        });
        const text = await res.text();
        return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : {} };
      };
    } else {
      send = async (_i, path, init) => {
        const res = await app.inject({
          method: 'POST',
          url: path,
          headers: init.headers,
          payload: init.body as never,
        });
        return { status: res.statusCode, body: res.body.startsWith('{') ? res.json() : {} };
      };
    }

    const answers = await Promise.all(
      travelers.map((traveler, i) =>
        send(i, '/api/bookings', {
          headers: { ...traveler.authHeader, 'idempotency-key': `race-${i}-${Date.now()}` },
          body: {
            safari_id: id,
            departure_id: departureId,
            adults: 1,
            lead_traveler: { name: `Traveler ${i}`, email: `t${i}@example.com`, phone: '+255712000000' },
            accept_terms: true,
          },
        }),
      ),
    );
    const unexpected = answers.filter((a) => a.status !== 201 && a.status !== 409);
    expect(unexpected, JSON.stringify(unexpected.slice(0, 3))).toEqual([]);
    const won = answers.filter((a) => a.status === 201);
    const lost = answers.filter((a) => a.status !== 201);
    expect(won).toHaveLength(SEATS);
    expect(lost).toHaveLength(REQUESTS - SEATS);
    for (const a of lost) expect(a).toMatchObject({ status: 409, body: { detail: 'Not enough seats left' } });

    const held = await app.db.execute(sql`select coalesce(sum(seats), 0)::int as seats from bookings
      where departure_id = ${departureId} and status = 'pending_payment' and hold_expires_at > now()`);
    expect(Number(held.rows[0]!.seats)).toBe(SEATS);

    // Paying all ten at once, through both processes, moves exactly the held seats into seats_booked.
    const winners = answers
      .map((a, i) => ({ a, i }))
      .filter(({ a }) => a.status === 201)
      .map(({ a, i }) => ({ bookingId: a.body.id!, traveler: travelers[i]!, i }));
    const payments = await Promise.all(
      winners.map((w) =>
        send(w.i, `/api/bookings/${w.bookingId}/payments`, {
          headers: { ...w.traveler.authHeader, 'idempotency-key': `pay-${w.i}-${Date.now()}` },
          body: { method: 'mobile_money' },
        }),
      ),
    );
    expect(payments.every((p) => p.status === 201)).toBe(true);
    const approvals = await Promise.all(
      payments.map((p, k) =>
        send(k, `${(p.body as { checkout_url: string } & Answer['body']).checkout_url}/approve`, {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: undefined,
        }),
      ),
    );
    expect(approvals.map((a) => a.status)).toEqual(Array(SEATS).fill(303));
    const departure = await app.db.execute(
      sql`select seats_booked, capacity from safari_departures where id = ${departureId}`,
    );
    expect(Number(departure.rows[0]!.seats_booked)).toBe(SEATS);
    const confirmed = await app.db.execute(
      sql`select count(*)::int as n from bookings where departure_id = ${departureId} and status = 'confirmed'`,
    );
    expect(Number(confirmed.rows[0]!.n)).toBe(SEATS);
  }, 120_000);
});
