import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { serializeError } from '../logging';

/**
 * The job queue on the application's own database (docs/decisions/004-one-booking-core.md, "Background work"): the transactional
 * outbox of ARCHITECTURE §2. `enqueue(tx, …)` writes a job in the caller's transaction, so it exists
 * exactly when the change that causes it does; a worker in any process claims due jobs with
 * `FOR UPDATE SKIP LOCKED` and a lease, runs the handler after the claim has committed, and marks the
 * job done, or schedules the next attempt with exponential backoff. Delivery is at least once (a
 * process may die after the handler's effect and before "done"): handlers are idempotent or
 * deduplicated.
 */

export interface JobContext {
  app: FastifyInstance;
  log: FastifyBaseLogger;
  job: { id: string; kind: string; attempts: number; maxAttempts: number };
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  kind: string;
  /** Checked when the job is written and again when it runs. */
  payload: S;
  run(payload: z.output<S>, context: JobContext): Promise<void>;
  /** Runs started before giving up (default 10). */
  maxAttempts?: number;
  /** Delay before attempt n+1 after n failures (default: 5 s × 2^(n−1), at most 1 h, ±20 %). */
  backoffMs?(attempts: number): number;
  /**
   * What is kept of the payload once the job is done or given up (default: all of it). A mail's body
   * holds links that are credentials: they do not outlive the sending.
   */
  retain?(payload: z.output<S>): unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job worker (started with the app unless JOBS_ENABLED=false). */
    jobs: JobWorker;
  }
}

const definitions = new Map<string, JobDefinition>();

/** Declares a kind of job; the worker of every process runs the kinds declared in its code. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  const existing = definitions.get(definition.kind);
  if (existing && existing !== (definition as unknown as JobDefinition)) {
    throw new Error(`job kind "${definition.kind}" is defined twice`);
  }
  definitions.set(definition.kind, definition as unknown as JobDefinition);
  return definition;
}

/** Enqueues signal the workers of this process: they look for due jobs at once instead of at the next poll. */
const enqueued = new EventEmitter();
enqueued.setMaxListeners(0);

export interface EnqueueOptions {
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** At most one job with this key, ever: a second enqueue with it is a no-op (returns null). */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * Writes a job in the caller's transaction (pass `tx`): it runs after that transaction commits, and
 * never if it rolls back. Returns the job's id, or null when `dedupeKey` already has a job.
 */
export async function enqueue<S extends z.ZodType>(
  db: Database,
  definition: JobDefinition<S>,
  payload: z.input<S>,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const parsed: unknown = definition.payload.parse(payload);
  const [row] = await db
    .insert(jobs)
    .values({
      kind: definition.kind,
      payload: parsed,
      runAt: options.runAt ?? sql`now()`,
      maxAttempts: options.maxAttempts ?? definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      dedupeKey: options.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  // Before commit the row is invisible to other transactions: the workers look again shortly after.
  enqueued.emit('job');
  return row?.id ?? null;
}

const DEFAULT_MAX_ATTEMPTS = 10;
/** Delay of the passes that follow a wake-up (the enqueuing transaction commits meanwhile). */
const QUICK_PASS_MS = 50;
const MAX_ERROR_LENGTH = 2000;

export function defaultBackoffMs(attempts: number): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** A recurring job: one run per period across every process (its dedupe key names the period). */
export interface Schedule {
  definition: JobDefinition;
  everyMs: number;
  payload?: unknown;
}

export interface JobWorkerOptions {
  app: FastifyInstance;
  db: Database;
  log: FastifyBaseLogger;
  /** How often to look for due jobs when nothing wakes the worker (default 1 s). */
  pollMs?: number;
  /** How long a claim holds a job: another process may claim it after this (default 2 min). */
  leaseMs?: number;
  /** Jobs claimed per round trip (default 10). */
  batchSize?: number;
  schedules?: Schedule[];
  /** Names this worker in `locked_by` (default host:pid:random). */
  workerId?: string;
}

interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** What is kept of a failure: the safe serializer's message (no SQL parameter, no row value). */
function errorText(err: unknown): string {
  const error = err instanceof Error ? err : new Error(String(err));
  const serialized = serializeError(error);
  const text = serialized.code
    ? `${serialized.type} ${serialized.code}: ${serialized.message}`
    : `${serialized.type}: ${serialized.message}`;
  return text.slice(0, MAX_ERROR_LENGTH);
}

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * Claims and runs due jobs. `start()` polls (and wakes on an enqueue in this process); tests call
 * `runDueJobs()` directly. Any number of workers, in any number of processes, may share a database.
 */
export class JobWorker {
  readonly workerId: string;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly schedules: Schedule[];
  /** The period each schedule was last enqueued for (a cheap skip of the insert). */
  private readonly scheduled = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = true;
  /** Set by stop(): the runs in progress finish, no new claim is made. */
  private closing = false;
  private pass: Promise<unknown> | undefined;
  private quickPasses = 0;
  private readonly onEnqueue = () => this.wake();

  constructor(private readonly options: JobWorkerOptions) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.pollMs = options.pollMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.batchSize = options.batchSize ?? 10;
    this.schedules = options.schedules ?? [];
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    enqueued.on('job', this.onEnqueue);
    this.loop();
  }

  /**
   * Stops polling and waits up to `graceMs` for the runs in progress (their jobs are marked as usual).
   * A run that takes longer is left behind: its lease runs out and another worker (or the next start)
   * runs the job again.
   */
  async stop(graceMs = 5_000) {
    this.stopped = true;
    this.closing = true;
    enqueued.off('job', this.onEnqueue);
    clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.pass?.catch(() => {}),
      new Promise((resolve) => (timer = setTimeout(resolve, graceMs))),
    ]);
    clearTimeout(timer);
  }

  /**
   * Looks for due jobs now, and twice more shortly after: an enqueue signals before its transaction
   * commits, and the row is invisible to this worker until then.
   */
  wake() {
    if (this.stopped) return;
    this.quickPasses = 3;
    if (this.running) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.loop(), 5);
    this.timer.unref();
  }

  private loop() {
    if (this.stopped || this.running) return;
    this.running = true;
    this.pass = (async () => {
      try {
        await this.enqueueSchedules();
        await this.runDueJobs();
      } catch (err) {
        this.options.log.warn({ err }, 'job worker pass failed');
      } finally {
        this.running = false;
        if (!this.stopped) {
          const delay = this.quickPasses > 0 ? QUICK_PASS_MS : this.pollMs;
          this.quickPasses = Math.max(0, this.quickPasses - 1);
          this.timer = setTimeout(() => this.loop(), delay);
          this.timer.unref();
        }
      }
    })();
  }

  /** Writes the current period's job of every schedule (a no-op when another process already did). */
  async enqueueSchedules(now = Date.now()) {
    for (const schedule of this.schedules) {
      const period = Math.floor(now / schedule.everyMs) * schedule.everyMs;
      if (this.scheduled.get(schedule.definition.kind) === period) continue;
      await enqueue(this.options.db, schedule.definition, schedule.payload ?? {}, {
        runAt: new Date(period),
        dedupeKey: `${schedule.definition.kind}@${new Date(period).toISOString()}`,
      });
      this.scheduled.set(schedule.definition.kind, period);
    }
  }

  /** Claims and runs due jobs until none is left; returns how many runs it made. */
  async runDueJobs(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return total;
      await Promise.all(claimed.map((job) => this.runOne(job)));
      total += claimed.length;
      if (this.closing) return total;
    }
  }

  /**
   * Runs due jobs until none of the kinds this process knows is due or running (here or in another
   * worker on the same database). For tests, and anything that must see a request's jobs done.
   */
  async settle(timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.runDueJobs();
      const kinds = [...definitions.keys()];
      const result = await this.options.db.execute(sql`
        select count(*)::int as pending from ${jobs}
         where done_at is null and failed_at is null and run_at <= now()
           and kind in (${sql.join(
             kinds.map((kind) => sql`${kind}`),
             sql`, `,
           )})`);
      if (Number(result.rows[0]?.pending ?? 0) === 0) return;
      if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** One statement, committed on its own: the lease is taken before any handler runs. */
  private async claim(): Promise<ClaimedJob[]> {
    const kinds = [...definitions.keys()];
    if (kinds.length === 0) return [];
    const result = await this.options.db.execute(sql`
      update ${jobs}
         set attempts = attempts + 1,
             locked_until = now() + make_interval(secs => ${this.leaseMs / 1000}),
             locked_by = ${this.workerId}
       where id in (
         select id from ${jobs}
          where done_at is null and failed_at is null and run_at <= now()
            and (locked_until is null or locked_until <= now())
            and kind in (${sql.join(
              kinds.map((kind) => sql`${kind}`),
              sql`, `,
            )})
          order by run_at
          limit ${this.batchSize}
          for update skip locked)
      returning id, kind, payload, attempts, max_attempts`);
    return result.rows as unknown as ClaimedJob[];
  }

  private async runOne(job: ClaimedJob) {
    const { db, log } = this.options;
    const definition = definitions.get(job.kind)!;
    const jobLog = log.child({ job_id: job.id, job_kind: job.kind, attempt: job.attempts });
    const retained = (payload: unknown) => {
      if (!definition.retain) return payload;
      const parsed = definition.payload.safeParse(payload);
      return (parsed.success ? definition.retain(parsed.data) : undefined) ?? {};
    };
    if (job.attempts > job.max_attempts) {
      // Its last attempt's process died (the lease ran out): no more attempts.
      await db
        .update(jobs)
        .set({
          failedAt: sql`now()`,
          lockedUntil: null,
          lastError: 'the last attempt did not finish (its process stopped)',
          payload: retained(job.payload),
        })
        .where(eq(jobs.id, job.id));
      jobLog.error('job gave up: its last attempt did not finish');
      return;
    }
    try {
      const payload: unknown = definition.payload.parse(job.payload);
      await this.withTimeout(
        definition.run(payload, {
          app: this.options.app,
          log: jobLog,
          job: { id: job.id, kind: job.kind, attempts: job.attempts, maxAttempts: job.max_attempts },
        }),
      );
    } catch (err) {
      const lastError = errorText(err);
      if (job.attempts >= job.max_attempts) {
        await db
          .update(jobs)
          .set({ failedAt: sql`now()`, lockedUntil: null, lastError, payload: retained(job.payload) })
          .where(eq(jobs.id, job.id));
        jobLog.error({ err }, 'job gave up after its last attempt');
      } else {
        const delayMs = (definition.backoffMs ?? defaultBackoffMs)(job.attempts);
        await db
          .update(jobs)
          .set({
            runAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
            lockedUntil: null,
            lockedBy: null,
            lastError,
          })
          .where(eq(jobs.id, job.id));
        jobLog.warn({ err, retry_in_ms: delayMs }, 'job failed, will retry');
      }
      return;
    }
    await db
      .update(jobs)
      .set({ doneAt: sql`now()`, lockedUntil: null, payload: retained(job.payload) })
      .where(and(eq(jobs.id, job.id), isNull(jobs.doneAt)));
  }

  /**
   * A handler that outlives half its lease counts as failed (and is retried after its backoff), so that
   * one that hangs does not hold the worker. Its run is abandoned, not cancelled: if it still finishes,
   * the job has run twice — delivery is at least once.
   */
  private async withTimeout(run: Promise<void>) {
    const limitMs = this.leaseMs / 2;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        run,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new TimeoutError(`did not finish within ${limitMs} ms`)), limitMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}
