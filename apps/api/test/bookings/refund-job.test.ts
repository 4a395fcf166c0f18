import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { JobWorker } from '../../src/lib/jobs';
import type { Mailer } from '../../src/lib/mailer';
import { SANDBOX_PROVIDER, paymentProviderNamed } from '../../src/lib/payments';
import { paidSafariBooking } from './helpers';
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
    const { operator, bookingId } = await paidSafariBooking(app, 'refund-job');

    const provider = paymentProviderNamed(app, SANDBOX_PROVIDER)!;
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
      // One refund per payment the cancellation gives back (this booking has one).
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatch(new RegExp(`^cancel-refund-${bookingId}-`));
      rows = await app.db.execute(sql`select status from refunds where booking_id = ${bookingId}::uuid`);
      expect(rows.rows).toEqual([{ status: 'succeeded' }]);
    } finally {
      provider.refund = refund;
    }
  });
});
