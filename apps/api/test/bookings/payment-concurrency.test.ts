import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import {
  SANDBOX_SIGNATURE_HEADER,
  newSandboxEvent,
  sandboxWebhookSecret,
  signSandboxPayload,
} from '../../src/lib/payments';
import { createUser } from '../identity/auth-helpers';
import { inDays, publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';
import { createTestDatabase, testConfig } from '../test-app';
import { ApiProcesses } from './api-processes';

/**
 * Two deliveries for one payment at the same instant — two webhooks with different event ids, or a
 * double-clicked approval on the sandbox checkout page — must both get a 2xx and apply the payment
 * once. On PostgreSQL (TEST_DATABASE_URL) the two deliveries of each pair go to two real API processes
 * on one database, where a wrong lock order deadlocks; on PGlite (one process by design) the same
 * requests race inside one app.
 */

const WEBHOOK_PAIRS = 12;
const APPROVAL_PAIRS = 6;
const OPERATOR_EDITS = 12;
const usePostgres = Boolean(process.env.TEST_DATABASE_URL);

let app: FastifyInstance;
let dataDir: string;
let drop: () => Promise<void>;
let databaseUrl: string | undefined;
const processes = new ApiProcesses();

interface Answer {
  status: number;
  location: string | null;
  body: string;
}
/** Sends a request to API process `target % 2` (on PGlite: to the one in-process app). */
type Send = (
  target: number,
  path: string,
  init: { method?: 'POST' | 'PUT'; headers: Record<string, string>; body?: string },
) => Promise<Answer>;
let send: Send;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dala-test-'));
  const db = await createTestDatabase(dataDir);
  drop = db.drop;
  databaseUrl = db.databaseUrl;
  app = await buildApp({ config: testConfig(dataDir), database: db.database, logger: false });
  await app.ready();
  await seedDestinations(app.db);
  if (usePostgres) {
    const secret = testConfig(dataDir).jwtSecret;
    const bases = await Promise.all([
      processes.start(databaseUrl!, secret),
      processes.start(databaseUrl!, secret),
    ]);
    send = async (target, path, init) => {
      const res = await fetch(`${bases[target % 2]}${path}`, {
        method: init.method ?? 'POST',
        headers: init.headers,
        body: init.body,
        redirect: 'manual',
      });
      return { status: res.status, location: res.headers.get('location'), body: await res.text() };
    };
  } else {
    send = async (_target, path, init) => {
      const res = await app.inject({
        method: init.method ?? 'POST',
        url: path,
        headers: init.headers,
        payload: init.body,
      });
      return {
        status: res.statusCode,
        location: (res.headers.location as string | undefined) ?? null,
        body: res.body,
      };
    };
  }
}, 90_000);

afterAll(async () => {
  await processes.stopAll();
  await app.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface HeldPayment {
  bookingId: string;
  departureId: number | null;
  reference: string;
  amount: number;
  /** What the provider collects (TZS for mobile money) and names in its webhook. */
  charged: number;
  currency: string;
  checkout: string;
}

/** A new traveler holds one seat (a departure, or a private tour's date) and opens a payment for it. */
async function holdAndStartPayment(
  choice: { safari_id: number; departure_id?: number; date?: string },
  n: number,
): Promise<HeldPayment> {
  const traveler = await createUser(app);
  const held = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...traveler.authHeader, 'idempotency-key': `race-book-${n}-${Date.now()}` },
    payload: {
      ...choice,
      adults: 1,
      lead_traveler: { name: `Traveler ${n}`, email: `t${n}@example.com`, phone: '+255712000000' },
      accept_terms: true,
    },
  });
  expect(held.statusCode, held.body).toBe(201);
  const bookingId = held.json().id as string;
  const started = await app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/payments`,
    headers: { ...traveler.authHeader, 'idempotency-key': `race-pay-${n}-${Date.now()}` },
    payload: { method: 'mobile_money' },
  });
  expect(started.statusCode, started.body).toBe(201);
  return {
    bookingId,
    departureId: choice.departure_id ?? null,
    reference: started.json().payment.provider_reference,
    amount: started.json().payment.amount_cents,
    charged: started.json().payment.charged_amount_cents,
    currency: started.json().payment.charged_currency,
    checkout: started.json().checkout_url,
  };
}

/** A signed webhook with a fresh event id: the event-id check cannot tell two of them apart. */
function webhook(target: number, payment: HeldPayment) {
  const body = JSON.stringify(
    newSandboxEvent('payment.succeeded', {
      providerReference: payment.reference,
      amountCents: payment.charged,
      currency: payment.currency,
    }),
  );
  const signature = signSandboxPayload(sandboxWebhookSecret(testConfig(dataDir).jwtSecret), body);
  return send(target, '/api/payments/webhooks/sandbox', {
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    body,
  });
}

const approve = (target: number, payment: HeldPayment) =>
  send(target, `${payment.checkout}/approve`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });

const failures = (answers: Answer[]) => answers.filter((a) => a.status < 200 || a.status >= 400);

/** Every booking confirmed with its payment counted once, nothing refunded, seats counted once. */
async function expectAppliedOnce(payments: HeldPayment[], departureIds: number[]) {
  for (const [i, p] of payments.entries()) {
    const row = (
      await app.db.execute(
        sql`select status, paid_cents, refunded_cents from bookings where id = ${p.bookingId}::uuid`,
      )
    ).rows[0]!;
    expect(row, `booking ${i}`).toMatchObject({
      status: 'confirmed',
      paid_cents: p.amount,
      refunded_cents: 0,
    });
    const statuses = await app.db.execute(
      sql`select status from payments where booking_id = ${p.bookingId}::uuid`,
    );
    expect(statuses.rows.map((r) => r.status)).toEqual(['succeeded']);
    const refunds = await app.db.execute(
      sql`select count(*)::int as n from refunds where booking_id = ${p.bookingId}::uuid`,
    );
    expect(Number(refunds.rows[0]!.n)).toBe(0);
  }
  for (const departureId of departureIds) {
    const dep = await app.db.execute(
      sql`select seats_booked from safari_departures where id = ${departureId}`,
    );
    expect(Number(dep.rows[0]!.seats_booked)).toBe(
      payments.filter((p) => p.departureId === departureId).length,
    );
  }
}

const mode = usePostgres ? 'two API processes on PostgreSQL' : 'one PGlite process';

describe(`simultaneous deliveries for one payment (${mode})`, () => {
  it('pairs of webhooks and double-clicked approvals all answer 2xx; each payment is applied once', async () => {
    const operator = await tourOperator(app);
    // Two group departures (departure locks) and a private tour (package lock only).
    const groupA = await publishedGroupSafari(app, operator, { capacity: 40, departureInDays: 120 });
    const groupB = await publishedGroupSafari(app, operator, { capacity: 40, departureInDays: 130 });
    const privateTour = await publishedGroupSafari(app, operator, {
      input: { is_private: true, max_group_size: 4, title: 'Private Concurrency Test Safari' },
    });
    const payments: HeldPayment[] = [];
    for (let i = 0; i < WEBHOOK_PAIRS + APPROVAL_PAIRS; i++) {
      const choice =
        i % 3 === 0
          ? { safari_id: groupA.id, departure_id: groupA.departureId! }
          : i % 3 === 1
            ? { safari_id: groupB.id, departure_id: groupB.departureId! }
            : { safari_id: privateTour.id, date: inDays(100 + i) };
      payments.push(await holdAndStartPayment(choice, i));
    }

    // Each pair's two deliveries go to the two processes at once; all pairs at once too.
    const [webhookPairs, approvalPairs] = await Promise.all([
      Promise.all(payments.slice(0, WEBHOOK_PAIRS).map((p) => Promise.all([webhook(0, p), webhook(1, p)]))),
      Promise.all(payments.slice(WEBHOOK_PAIRS).map((p) => Promise.all([approve(0, p), approve(1, p)]))),
    ]);

    const failed = failures([...webhookPairs.flat(), ...approvalPairs.flat()]);
    expect(failed, JSON.stringify(failed.slice(0, 3))).toEqual([]);
    for (const pair of webhookPairs) {
      expect(pair.map((a) => a.status)).toEqual([200, 200]);
      const duplicates = pair.map((a) => (JSON.parse(a.body) as { duplicate: boolean }).duplicate);
      expect(duplicates.sort()).toEqual([false, true]);
    }
    for (const pair of approvalPairs) {
      expect(pair.map((a) => a.status)).toEqual([303, 303]);
      for (const a of pair) expect(a.location).toMatch(/payment=paid$/);
    }
    await expectAppliedOnce(payments, [groupA.departureId!, groupB.departureId!]);
    const events = await app.db.execute(sql`select count(*)::int as n from payment_events`);
    expect(Number(events.rows[0]!.n)).toBeGreaterThanOrEqual(2 * WEBHOOK_PAIRS + APPROVAL_PAIRS);
  }, 180_000);

  it('payments confirming while the operator edits the departure all go through', async () => {
    const operator = await tourOperator(app);
    const start = inDays(140);
    const group = await publishedGroupSafari(app, operator, { capacity: 40, departureInDays: 140 });
    const payments: HeldPayment[] = [];
    for (let i = 0; i < OPERATOR_EDITS; i++) {
      payments.push(
        await holdAndStartPayment({ safari_id: group.id, departure_id: group.departureId! }, 100 + i),
      );
    }
    // The operator's edit locks the package, then the departure; a confirmation must not take them the
    // other way round (the search-entry trigger locks the package when seats_booked changes).
    const edit = (target: number) =>
      send(target, `/api/operator/safaris/${group.id}/departures/${group.departureId}`, {
        method: 'PUT',
        headers: { ...operator.authHeader, 'content-type': 'application/json' },
        body: JSON.stringify({ start_date: start, capacity: 40 }),
      });
    const answers = await Promise.all(payments.flatMap((p, i) => [approve(i, p), edit(i + 1)]));
    const failed = failures(answers);
    expect(failed, JSON.stringify(failed.slice(0, 3))).toEqual([]);
    await expectAppliedOnce(payments, [group.departureId!]);
  }, 180_000);
});
