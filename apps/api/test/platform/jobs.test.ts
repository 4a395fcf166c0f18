import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../../src/db/client';
import { jobs } from '../../src/db/schema';
import { defaultBackoffMs, defineJob, enqueue, enqueueMail, JobWorker } from '../../src/lib/jobs';
import { scheduledJobs } from '../../src/lib/jobs/scheduled';
import type { Mailer, MailMessage } from '../../src/lib/mailer';
import { REPO_ROOT } from '../../src/lib/paths';
import { SANDBOX_PROVIDER, paymentProviderNamed } from '../../src/lib/payments';
import { paidSafariBooking } from '../bookings/helpers';
import { createTestDatabase, pgliteDataDirCopy, testConfig } from '../test-app';

// The queue itself, on this run's database (PGlite, or PostgreSQL with TEST_DATABASE_URL). The app's
// own worker is off (JOBS_ENABLED=false): each test drives workers of its own.

let app: FastifyInstance;
let dataDir: string;
let databaseUrl: string | undefined;
let drop: () => Promise<void>;
const sentMail: MailMessage[] = [];
let mailerDown = false;
const mailer: Mailer = {
  kind: 'smtp',
  async send(message) {
    if (mailerDown) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    sentMail.push(message);
  },
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dala-jobs-'));
  const created = await createTestDatabase(dataDir);
  databaseUrl = created.databaseUrl;
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
beforeEach(async () => {
  await app.db.delete(jobs);
  sentMail.length = 0;
  mailerDown = false;
  runs.length = 0;
  failuresLeft = 0;
});

const worker = (options: Partial<ConstructorParameters<typeof JobWorker>[0]> = {}) =>
  new JobWorker({ app, db: app.db, log: app.log, leaseMs: 30_000, ...options });

const jobRow = async (id: string) =>
  (
    await app.db
      .select()
      .from(jobs)
      .where(sql`${jobs.id} = ${id}`)
  )[0]!;

/** Every run of the test job. */
const runs: { n: number }[] = [];
let failuresLeft = 0;
const recordJob = defineJob({
  kind: 'test-record',
  payload: z.object({ n: z.number().int(), delayMs: z.number().int().default(0) }),
  maxAttempts: 3,
  backoffMs: (attempts) => attempts * 1_000,
  async run({ n, delayMs }) {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (failuresLeft > 0) {
      failuresLeft--;
      // A failed query whose message carries a parameter value: the job keeps the statement only.
      await app.db.execute(sql`select ${'secret-reset-token-value'}::int`);
    }
    runs.push({ n });
  },
});

async function enqueueRecord(db: Database, n: number, delayMs = 0, options = {}) {
  return enqueue(db, recordJob, { n, delayMs }, options);
}

describe('enqueue', () => {
  it('writes the job in the caller’s transaction: none if it rolls back, run after it commits', async () => {
    await expect(
      app.db.transaction(async (tx) => {
        await enqueueRecord(tx, 1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const id = await app.db.transaction((tx) => enqueueRecord(tx, 2));
    expect(await worker().runDueJobs()).toBe(1);
    expect(runs.map((r) => r.n)).toEqual([2]);
    const row = await jobRow(id!);
    expect(row.doneAt).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lockedUntil).toBeNull();
  });

  it('refuses a payload its kind does not accept', async () => {
    await expect(enqueue(app.db, recordJob, { n: 'one' } as never)).rejects.toThrow();
  });

  it('keeps one job per dedupe key, however often it is enqueued', async () => {
    const first = await enqueueRecord(app.db, 1, 0, { dedupeKey: 'booking-confirmed:42' });
    const second = await enqueueRecord(app.db, 1, 0, { dedupeKey: 'booking-confirmed:42' });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    await worker().runDueJobs();
    // Also once it is done.
    expect(await enqueueRecord(app.db, 1, 0, { dedupeKey: 'booking-confirmed:42' })).toBeNull();
    await worker().runDueJobs();
    expect(runs).toHaveLength(1);
  });

  it('does not run a job before its run_at', async () => {
    await enqueueRecord(app.db, 1, 0, { runAt: new Date(Date.now() + 60_000) });
    expect(await worker().runDueJobs()).toBe(0);
  });
});

describe('retries', () => {
  it('retries a failed run after its backoff, keeping the error without the query’s values', async () => {
    failuresLeft = 1;
    const id = (await enqueueRecord(app.db, 7))!;
    const w = worker();
    expect(await w.runDueJobs()).toBe(1);
    let row = await jobRow(id);
    expect(row.doneAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lockedUntil).toBeNull();
    expect(row.lastError).toMatch(/select \$1::int/);
    expect(row.lastError).not.toContain('secret-reset-token-value');
    // The next attempt waits out its backoff (1 s for the first failure of this kind).
    const [{ delay }] = (
      await app.db.execute(sql`select extract(epoch from run_at - now()) as delay from jobs where id = ${id}`)
    ).rows as [{ delay: number }];
    expect(Number(delay)).toBeGreaterThan(0.5);
    expect(Number(delay)).toBeLessThanOrEqual(1);
    expect(await w.runDueJobs()).toBe(0);

    await app.db.execute(sql`update jobs set run_at = now() where id = ${id}`);
    expect(await w.runDueJobs()).toBe(1);
    row = await jobRow(id);
    expect(row.doneAt).not.toBeNull();
    expect(row.attempts).toBe(2);
    expect(runs.map((r) => r.n)).toEqual([7]);
  });

  it('gives up after max_attempts and keeps the job for inspection', async () => {
    failuresLeft = 99;
    const id = (await enqueueRecord(app.db, 8))!;
    const w = worker();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await app.db.execute(sql`update jobs set run_at = now() where id = ${id}`);
      expect(await w.runDueJobs()).toBe(1);
    }
    const row = await jobRow(id);
    expect(row.attempts).toBe(3);
    expect(row.failedAt).not.toBeNull();
    expect(row.doneAt).toBeNull();
    expect(row.lastError).toContain('select $1::int');
    await app.db.execute(sql`update jobs set run_at = now() where id = ${id}`);
    expect(await w.runDueJobs()).toBe(0);
    expect(runs).toHaveLength(0);
  });

  it('backs off exponentially by default, up to an hour', () => {
    const middle = (attempts: number) => {
      const samples = Array.from({ length: 50 }, () => defaultBackoffMs(attempts));
      return { min: Math.min(...samples), max: Math.max(...samples) };
    };
    expect(middle(1).min).toBeGreaterThanOrEqual(4_000);
    expect(middle(1).max).toBeLessThanOrEqual(6_000);
    expect(middle(2).min).toBeGreaterThanOrEqual(8_000);
    expect(middle(4).min).toBeGreaterThanOrEqual(32_000);
    expect(middle(30).max).toBeLessThanOrEqual(72 * 60_000);
  });
});

describe('leases', () => {
  it('claims a job again once the lease of a worker that died has run out, never before', async () => {
    const id = (await enqueueRecord(app.db, 9))!;
    // A worker claimed it and its process died: the lease is still running.
    await app.db.execute(
      sql`update jobs set attempts = 1, locked_by = 'dead-process', locked_until = now() + interval '1 hour' where id = ${id}`,
    );
    const w = worker();
    expect(await w.runDueJobs()).toBe(0);
    await app.db.execute(sql`update jobs set locked_until = now() - interval '1 second' where id = ${id}`);
    expect(await w.runDueJobs()).toBe(1);
    const row = await jobRow(id);
    expect(row.attempts).toBe(2);
    expect(row.doneAt).not.toBeNull();
    expect(runs.map((r) => r.n)).toEqual([9]);
  });

  it('gives up a job whose last attempt died with its process', async () => {
    const id = (await enqueueRecord(app.db, 10))!;
    await app.db.execute(
      sql`update jobs set attempts = 3, locked_by = 'dead-process', locked_until = now() - interval '1 second' where id = ${id}`,
    );
    await worker().runDueJobs();
    const row = await jobRow(id);
    expect(row.failedAt).not.toBeNull();
    expect(row.lastError).toMatch(/did not finish/);
    expect(runs).toHaveLength(0);
  });

  it('counts a run that outlives half its lease as failed, so a hung handler does not hold the worker', async () => {
    const id = (await enqueueRecord(app.db, 11, 1_500))!;
    expect(await worker({ leaseMs: 1_000 }).runDueJobs()).toBe(1);
    const row = await jobRow(id);
    expect(row.doneAt).toBeNull();
    expect(row.lastError).toMatch(/TimeoutError: did not finish within 500 ms/);
    // The abandoned run still finishes (at least once): let it, before the next test.
    for (let waited = 0; runs.length === 0 && waited < 3_000; waited += 20) {
      await new Promise((r) => setTimeout(r, 20));
    }
  });
});

describe('at most one run at a time', () => {
  it('runs every job once with two workers on separate connections (two processes on PostgreSQL)', async () => {
    let second: DatabaseHandle | undefined;
    // On PostgreSQL the second worker has its own pool, as another process would; PGlite is one
    // process, so both share its one connection.
    if (databaseUrl) second = await openPostgres(databaseUrl, 5);
    try {
      for (let n = 0; n < 40; n++) await enqueueRecord(app.db, n, 5);
      const a = worker({ workerId: 'a', batchSize: 3 });
      const b = worker({ workerId: 'b', batchSize: 3, db: second?.db ?? app.db });
      const [ranA, ranB] = await Promise.all([a.runDueJobs(), b.runDueJobs()]);
      expect(ranA + ranB).toBe(40);
      if (databaseUrl) {
        expect(ranA).toBeGreaterThan(0);
        expect(ranB).toBeGreaterThan(0);
      }
      expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
      const [{ done, lockedBy }] = (
        await app.db.execute(
          sql`select count(*) filter (where done_at is not null and attempts = 1)::int as done,
                     count(distinct locked_by)::int as "lockedBy" from jobs`,
        )
      ).rows as [{ done: number; lockedBy: number }];
      expect(done).toBe(40);
      if (databaseUrl) expect(lockedBy).toBe(2);
    } finally {
      await second?.close();
    }
  });

  it('writes one job per period of a schedule, however many processes run the scheduler', async () => {
    const tick = defineJob({ kind: 'test-tick', payload: z.object({}), run: async () => {} });
    const schedules = [{ definition: tick, everyMs: 60_000 }];
    const now = Date.parse('2026-11-23T21:30:30Z');
    await Promise.all([
      worker({ schedules }).enqueueSchedules(now),
      worker({ schedules }).enqueueSchedules(now),
      worker({ schedules }).enqueueSchedules(now + 20_000),
    ]);
    await worker({ schedules }).enqueueSchedules(now + 60_000);
    const rows = await app.db
      .select({ dedupeKey: jobs.dedupeKey, runAt: jobs.runAt })
      .from(jobs)
      .where(sql`${jobs.kind} = 'test-tick'`)
      .orderBy(jobs.runAt);
    expect(rows.map((r) => r.dedupeKey)).toEqual([
      'test-tick@2026-11-23T21:30:00.000Z',
      'test-tick@2026-11-23T21:31:00.000Z',
    ]);
  });
});

describe('the app’s schedules', () => {
  it('runs each recurring job once per period through the queue, without an error', async () => {
    const w = worker({ schedules: scheduledJobs });
    await w.enqueueSchedules();
    await w.enqueueSchedules();
    await w.runDueJobs();
    const rows = await app.db
      .select({ kind: jobs.kind, doneAt: jobs.doneAt, lastError: jobs.lastError })
      .from(jobs)
      .orderBy(jobs.kind);
    const kinds = scheduledJobs.map((s) => s.definition.kind).sort();
    expect(kinds).toEqual(
      expect.arrayContaining(['booking-sweep', 'jobs-cleanup', 'payment-status-check', 'earnings-release']),
    );
    expect(rows).toEqual(kinds.map((kind) => ({ kind, doneAt: expect.any(Date), lastError: null })));
  });
});

describe('mail jobs', () => {
  const message = {
    to: 'asha@example.com',
    subject: 'Reset your password',
    text: 'Open http://localhost:3000/reset-password?token=secret-token-abc',
  };

  it('sends through the app’s mailer after commit and keeps no body once sent', async () => {
    const id = await app.db.transaction((tx) => enqueueMail(tx, message));
    await worker().runDueJobs();
    expect(sentMail).toEqual([message]);
    const row = await jobRow(id!);
    expect(row.payload).toEqual({ to: 'a•••@example.com', subject: 'Reset your password' });
  });

  it('keeps a mail while the mail server is down and sends it once it is back', async () => {
    mailerDown = true;
    const id = (await enqueueMail(app.db, message))!;
    const w = worker();
    await w.runDueJobs();
    let row = await jobRow(id);
    expect(row.doneAt).toBeNull();
    expect(row.lastError).toBe('Error: connect ECONNREFUSED 127.0.0.1:25');
    expect(JSON.stringify(row.payload)).toContain('secret-token-abc');
    mailerDown = false;
    await app.db.execute(sql`update jobs set run_at = now() where id = ${id}`);
    await w.runDueJobs();
    row = await jobRow(id);
    expect(row.doneAt).not.toBeNull();
    expect(sentMail).toEqual([message]);
  });

  it('starts with the app, wakes on an enqueue and stops with it', async () => {
    const w = worker({ pollMs: 60_000 });
    w.start();
    try {
      await app.db.transaction((tx) => enqueueMail(tx, message));
      for (let waited = 0; sentMail.length === 0 && waited < 3_000; waited += 10) {
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(sentMail).toEqual([message]);
    } finally {
      await w.stop();
    }
  });
});

describe('a process killed while it sends a mail', { timeout: 120_000 }, () => {
  // The real server, twice, on one database: the first one's mail server accepts the connection and
  // never answers, so the mail job is claimed and mid-send when the process is killed (SIGKILL: no
  // shutdown hook runs). The second one, with a working mail server, sends the mail once its
  // predecessor's lease has run out — exactly once.
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  function startServer(env: NodeJS.ProcessEnv) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        JWT_SECRET: 'jobs-crash-test-secret-long-enough-0123456789',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        JOBS_POLL_MS: '200',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    return { child, exited, output: () => output };
  }

  async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 40_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function listening(base: string, server: { child: ChildProcess; output(): string }) {
    await until(async () => {
      if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
      return fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
    }, 'the server to listen');
  }

  it('sends the committed mail after a restart, once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dala-jobs-crash-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    let databaseEnv: NodeJS.ProcessEnv;
    let inspect: () => Promise<DatabaseHandle>;
    if (process.env.TEST_DATABASE_URL) {
      const created = await createTestDatabase(dir);
      cleanups.push(created.drop);
      databaseEnv = { DATABASE_URL: created.databaseUrl, DATA_DIR: dir };
      inspect = async () => created.database;
    } else {
      const dataDir = pgliteDataDirCopy();
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      databaseEnv = { DATA_DIR: dataDir };
      inspect = async () => {
        const handle = await openPglite(dataDir);
        cleanups.push(() => handle.close());
        return handle;
      };
    }

    // A mail server that accepts connections and never says a word.
    const stalled: Socket[] = [];
    const silent = createNetServer((socket) => stalled.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => silent.close(resolve)));
    // A working one.
    const received: { to: string[]; data: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const portOf = (server: { address(): unknown }) => (server.address() as AddressInfo).port;

    const firstPort = await freePort();
    const first = startServer({
      ...databaseEnv,
      PORT: String(firstPort),
      SMTP_URL: `smtp://127.0.0.1:${portOf(silent)}`,
      JOBS_LEASE_MS: '6000',
    });
    const firstBase = `http://127.0.0.1:${firstPort}`;
    await listening(firstBase, first);
    const res = await fetch(`${firstBase}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Baraka',
        last_name: 'Mrema',
        email: 'crash@example.com',
        password: 'ngorongoro-crater-7',
        password2: 'ngorongoro-crater-7',
      }),
    });
    expect(res.status).toBe(201);
    // The verification mail is committed, claimed and on its way to the silent server: kill.
    await until(() => stalled.length > 0, 'the mail to be mid-send', 10_000);
    first.child.kill('SIGKILL');
    await first.exited;
    for (const socket of stalled) socket.destroy();
    expect(received).toHaveLength(0);

    const secondPort = await freePort();
    const second = startServer({
      ...databaseEnv,
      PORT: String(secondPort),
      SMTP_URL: `smtp://127.0.0.1:${portOf(smtp.server)}`,
    });
    await listening(`http://127.0.0.1:${secondPort}`, second);
    await until(() => received.length > 0, 'the mail after the restart');
    // A few more polls: nothing else goes out.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(received.map((m) => m.to)).toEqual([['crash@example.com']]);
    expect(received[0]!.data).toMatch(/Subject: Verify your email address/);

    second.child.kill('SIGTERM');
    await second.exited;
    const database = await inspect();
    const rows = await database.db
      .select({ attempts: jobs.attempts, doneAt: jobs.doneAt, payload: jobs.payload })
      .from(jobs)
      .where(sql`${jobs.kind} = 'mail'`);
    expect(rows).toEqual([
      {
        attempts: 2,
        doneAt: expect.any(Date),
        payload: { to: 'c•••@example.com', subject: 'Verify your email address for Dala Rides' },
      },
    ]);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('refunds', () => {
  it('records the refund as pending in the cancellation and asks the provider from a job, again until it answers', async () => {
    const { operator, traveler, bookingId } = await paidSafariBooking(app, 'jobs-refund');

    const provider = paymentProviderNamed(app, SANDBOX_PROVIDER)!;
    const refund = provider.refund.bind(provider);
    const asked: string[] = [];
    let providerDown = true;
    provider.refund = async (request) => {
      asked.push(request.idempotencyKey);
      if (providerDown) throw new Error('provider timeout');
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
      // Recorded with the cancellation, not asked for inside it.
      expect(asked).toEqual([]);
      expect(cancelled.json().refunds).toEqual([expect.objectContaining({ status: 'pending' })]);

      const w = worker();
      await w.runDueJobs();
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatch(new RegExp(`^cancel-refund-${bookingId}-`));
      const [job] = await app.db
        .select()
        .from(jobs)
        .where(sql`${jobs.kind} = 'refund'`);
      expect(job).toMatchObject({ attempts: 1, doneAt: null, lastError: 'Error: provider timeout' });
      let rows = await app.db.execute(sql`select status from refunds where booking_id = ${bookingId}::uuid`);
      expect(rows.rows).toEqual([{ status: 'pending' }]);

      providerDown = false;
      await app.db.execute(sql`update jobs set run_at = now() where kind = 'refund'`);
      await w.runDueJobs();
      // Asked again with the same key: the same refund.
      expect(asked).toHaveLength(2);
      expect(asked[1]).toBe(asked[0]);
      rows = await app.db.execute(
        sql`select status, provider_reference from refunds where booking_id = ${bookingId}::uuid`,
      );
      expect(rows.rows).toEqual([
        { status: 'succeeded', provider_reference: expect.stringMatching(/^sbx_rf_/) },
      ]);
      // The cancellation's mails went through the queue, once each.
      const mails = sentMail.filter(
        (m) => m.subject.includes('cancel') || m.text.includes('Vehicle breakdown'),
      );
      expect(mails.map((m) => m.to).sort()).toEqual([operator.user.email, traveler.user.email].sort());
    } finally {
      provider.refund = refund;
    }
  });
});
