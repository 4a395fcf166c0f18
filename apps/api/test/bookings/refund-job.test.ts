import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { JobWorker } from '../../src/lib/jobs';
import type { Mailer } from '../../src/lib/mailer';
import { paymentProvider } from '../../src/lib/payments';
import { createUser } from '../identity/auth-helpers';
import { publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';
import { createTestDatabase, testConfig } from '../test-app';

// The refund job asks the provider recorded on the refund's own row; the app's worker is off
// (JOBS_ENABLED=false): the test drives a worker of its own.

let app: FastifyInstance;
let dataDir: string;
let drop: () => Promise<void>;
const mailer: Mailer = { kind: 'smtp', async send() {} };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dala-refund-job-'));
  const created = await createTestDatabase(dataDir);
  drop = created.drop;
  app = await buildApp({
    config: testConfig(dataDir, { JOBS_ENABLED: 'false' }),
    database: created.database,
    mailer,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const worker = () => new JobWorker({ app, db: app.db, log: app.log, leaseMs: 30_000 });

describe('refund job', () => {
  it('asks the provider recorded on the refund row, and no other', async () => {
    await seedDestinations(app.db);
    const operator = await tourOperator(app);
    const traveler = await createUser(app);
    const { id, departureId } = await publishedGroupSafari(app, operator, { departureInDays: 90 });
    const held = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...traveler.authHeader, 'idempotency-key': 'refund-job-hold' },
      payload: {
        safari_id: id,
        departure_id: departureId,
        adults: 1,
        lead_traveler: { name: 'Neema Mushi', email: 'neema@example.com', phone: '+255 712 345 678' },
        accept_terms: true,
      },
    });
    expect(held.statusCode, held.body).toBe(201);
    const bookingId = held.json().id as string;
    const payment = await app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/payments`,
      headers: { ...traveler.authHeader, 'idempotency-key': 'refund-job-pay' },
      payload: { method: 'mobile_money', phone: '+255712345678', return_path: '/booking/success' },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const approved = await app.inject({ method: 'POST', url: `${payment.json().checkout_url}/approve` });
    expect(approved.statusCode).toBe(303);

    const provider = paymentProvider(app);
    const refund = provider.refund.bind(provider);
    const asked: string[] = [];
    provider.refund = async (request) => {
      asked.push(request.idempotencyKey);
      return refund(request);
    };
    try {
      const cancelled = await app.inject({
        method: 'POST',
        url: `/api/operator/bookings/${bookingId}/cancel`,
        headers: operator.authHeader,
        payload: { reason: 'Vehicle breakdown' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      let rows = await app.db.execute(
        sql`select provider, status from refunds where booking_id = ${bookingId}::uuid`,
      );
      expect(rows.rows).toEqual([{ provider: provider.name, status: 'pending' }]);

      // The money sits with a provider this app no longer charges through: the default one is not asked.
      await app.db.execute(
        sql`update refunds set provider = 'retired-provider' where booking_id = ${bookingId}::uuid`,
      );
      const w = worker();
      await w.runDueJobs();
      expect(asked).toEqual([]);
      const [job] = (
        await app.db.execute(sql`select attempts, done_at, last_error from jobs where kind = 'refund'`)
      ).rows as { attempts: number; done_at: unknown; last_error: string }[];
      expect(job).toMatchObject({ attempts: 1, done_at: null });
      expect(job!.last_error).toContain('retired-provider');
      rows = await app.db.execute(sql`select status from refunds where booking_id = ${bookingId}::uuid`);
      expect(rows.rows).toEqual([{ status: 'pending' }]);

      // Recorded with the provider that holds it: that one is asked, once.
      await app.db.execute(
        sql`update refunds set provider = ${provider.name} where booking_id = ${bookingId}::uuid`,
      );
      await app.db.execute(sql`update jobs set run_at = now() where kind = 'refund'`);
      await w.runDueJobs();
      expect(asked).toEqual([`cancel-refund-${bookingId}`]);
      rows = await app.db.execute(sql`select status from refunds where booking_id = ${bookingId}::uuid`);
      expect(rows.rows).toEqual([{ status: 'succeeded' }]);
    } finally {
      provider.refund = refund;
    }
  });
});
