import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { unbalancedTransactions } from '../../src/modules/ledger';
import { ApiProcesses } from '../bookings/api-processes';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';
import {
  startClickPesaStandin,
  STANDIN_CREDENTIALS,
  type ClickPesaStandin,
} from '../support/provider-standins';
import { createTestDatabase, testConfig } from '../test-app';

/**
 * Issue 14's guarantee under load: 50 mobile-money payments through the ClickPesa stand-in, and 200
 * webhooks and status queries for them at once — each callback delivered twice, to both processes, a
 * status query beside it, a stale "failed" arriving after the success for some, and ten bookings paid
 * twice by two attempts — leave exactly one kept payment per booking, one refund for each second
 * payment and never two, and the ledger balanced. On PostgreSQL (TEST_DATABASE_URL) the requests go to
 * two real API processes on one database; on PGlite (one process by design) they race in one app.
 */

const BOOKINGS = 40;
const PAID_TWICE = 10;
const usePostgres = Boolean(process.env.TEST_DATABASE_URL);

let app: FastifyInstance;
let dataDir: string;
let drop: () => Promise<void>;
let standin: ClickPesaStandin;
const processes = new ApiProcesses();
type Send = (
  target: number,
  method: 'GET' | 'POST',
  path: string,
  headers?: Record<string, string>,
  body?: string,
) => Promise<{ status: number; body: string }>;
let send: Send;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dala-money-'));
  standin = await startClickPesaStandin({ ...STANDIN_CREDENTIALS.clickpesa });
  const env = {
    CLICKPESA_BASE_URL: standin.baseUrl,
    CLICKPESA_CLIENT_ID: STANDIN_CREDENTIALS.clickpesa.clientId,
    CLICKPESA_API_KEY: STANDIN_CREDENTIALS.clickpesa.apiKey,
    CLICKPESA_CHECKSUM_KEY: STANDIN_CREDENTIALS.clickpesa.checksumKey,
    // Only this test's requests ask the provider: the background status job stays out of the count.
    JOBS_ENABLED: 'false',
  };
  const db = await createTestDatabase(dataDir);
  drop = db.drop;
  app = await buildApp({ config: testConfig(dataDir, env), database: db.database, logger: false });
  await app.ready();
  await seedDestinations(app.db);
  if (usePostgres) {
    const secret = testConfig(dataDir).jwtSecret;
    const bases = await Promise.all([
      processes.start(db.databaseUrl!, secret, env),
      processes.start(db.databaseUrl!, secret, env),
    ]);
    send = async (target, method, path, headers = {}, body) => {
      const res = await fetch(`${bases[target % 2]}${path}`, { method, headers, body });
      return { status: res.status, body: await res.text() };
    };
  } else {
    send = async (_target, method, path, headers = {}, body) => {
      const res = await app.inject({ method, url: path, headers, payload: body });
      return { status: res.statusCode, body: res.body };
    };
  }
}, 120_000);

afterAll(async () => {
  await processes.stopAll();
  await app.close();
  await standin.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function openPayment(
  traveler: TestUser,
  bookingId: string,
  key: string,
): Promise<{ id: string; reference: string }> {
  const res = await send(
    0,
    'POST',
    `/api/bookings/${bookingId}/payments`,
    { ...traveler.authHeader, 'idempotency-key': key, 'content-type': 'application/json' },
    JSON.stringify({ channel: 'mpesa', method: 'mobile_money', phone: '+255754123456' }),
  );
  expect(res.status, res.body).toBe(201);
  const payment = JSON.parse(res.body).payment as { id: string; flow: string; status: string };
  expect(payment).toMatchObject({ flow: 'push', status: 'pending' });
  const row = (await app.db.execute(sql`select reference from payments where id = ${payment.id}::uuid`))
    .rows[0]!;
  return { id: payment.id, reference: String(row.reference) };
}

function shuffled<T>(items: T[], seed = 7): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe(`webhooks and status queries at once (${usePostgres ? 'two API processes on PostgreSQL' : 'one PGlite process'})`, () => {
  it('leave one kept payment per booking, one refund per extra payment, and the ledger balanced', async () => {
    const operator = await tourOperator(app);
    const admin = await createUser(app, { type: 'admin' });
    const { id: safariId, departureId } = await publishedGroupSafari(app, operator, {
      capacity: BOOKINGS + 5,
      departureInDays: 120,
    });
    const bookings: { id: string; traveler: TestUser; payments: { id: string; reference: string }[] }[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const traveler = await createUser(app);
      const held = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { ...traveler.authHeader, 'idempotency-key': `money-${i}-hold` },
        payload: {
          safari_id: safariId,
          departure_id: departureId,
          adults: 1,
          lead_traveler: { name: `Payer ${i}`, email: `payer${i}@example.com`, phone: '+255 754 123 456' },
          accept_terms: true,
        },
      });
      expect(held.statusCode, held.body).toBe(201);
      const bookingId = held.json().id as string;
      const first = await openPayment(traveler, bookingId, `money-${i}-pay-a`);
      const payments = [first];
      // The payer tries again before approving the first prompt: the first attempt is replaced.
      if (i < PAID_TWICE) payments.push(await openPayment(traveler, bookingId, `money-${i}-pay-b`));
      bookings.push({ id: bookingId, traveler, payments });
    }
    const all = bookings.flatMap((b) => b.payments);
    expect(all).toHaveLength(BOOKINGS + PAID_TWICE);

    // Every payer approves every prompt (both prompts of a booking paid twice); the callbacks are kept.
    const requests: (() => Promise<{ status: number; body: string }>)[] = [];
    for (const [n, payment] of all.entries()) {
      const approved = await standin.approve(payment.reference, { deliver: false });
      for (const target of [0, 1]) {
        requests.push(() =>
          send(
            target,
            'POST',
            '/api/payments/webhooks/clickpesa',
            { 'content-type': 'application/json', ...approved.callback.headers },
            approved.callback.body,
          ),
        );
      }
      requests.push(() =>
        send(n, 'POST', `/api/admin/finance/payments/${payment.id}/recheck`, admin.authHeader),
      );
      // A stale "failed" for the same payment, arriving after (or before) its success.
      requests.push(async () => {
        const late = await standin.decline(payment.reference, { deliver: false });
        await standin.approve(payment.reference, { deliver: false });
        return send(
          n + 1,
          'POST',
          '/api/payments/webhooks/clickpesa',
          { 'content-type': 'application/json', ...late.callback.headers },
          late.callback.body,
        );
      });
    }
    expect(requests.length).toBe(4 * all.length);
    const answers = await Promise.all(shuffled(requests).map((r) => r()));
    for (const answer of answers) {
      expect(answer.status, `${answer.body}\n${processes.outputs.join('\n').slice(-4000)}`).toBeLessThan(300);
    }

    for (const booking of bookings) {
      const row = (
        await app.db.execute(
          sql`select status, paid_cents, refunded_cents, deposit_cents from bookings where id = ${booking.id}::uuid`,
        )
      ).rows[0]!;
      const extra = booking.payments.length - 1;
      expect(row.status, booking.id).toBe('confirmed');
      expect(Number(row.paid_cents)).toBe(Number(row.deposit_cents) * booking.payments.length);
      expect(Number(row.refunded_cents)).toBe(Number(row.deposit_cents) * extra);
      const refunds = await app.db.execute(
        sql`select payment_id from refunds where booking_id = ${booking.id}::uuid`,
      );
      expect(refunds.rows).toHaveLength(extra);
      const received = await app.db.execute(
        sql`select count(*)::int as n from ledger_transactions where booking_id = ${booking.id}::uuid and movement = 'payment_received'`,
      );
      expect(received.rows[0]!.n).toBe(booking.payments.length);
    }
    const statuses = await app.db.execute(
      sql`select status, count(*)::int as n from payments group by status`,
    );
    expect(statuses.rows).toEqual([{ status: 'succeeded', n: BOOKINGS + PAID_TWICE }]);
    expect(await unbalancedTransactions(app.db)).toEqual([]);
  }, 180_000);
});
