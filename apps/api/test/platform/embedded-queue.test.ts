import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../src/db/client';
import { DatabaseBusyError } from '../../src/db/errors';
import { SerialQueue } from '../../src/db/serial-queue';
import { createTestApp, type TestApp } from '../test-app';

/** The embedded database's single connection: one bounded FIFO line, and a 503 when it is full. */

describe('SerialQueue', () => {
  it('runs operations one at a time, in arrival order', async () => {
    const queue = new SerialQueue(10);
    const events: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const runs = [0, 1, 2, 3].map((n) =>
      queue.run(async () => {
        events.push(`start ${n}`);
        if (n === 0) await gate;
        events.push(`end ${n}`);
        return n;
      }),
    );
    await Promise.resolve();
    expect(queue.length).toBe(3);
    release();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(events).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('refuses at once when the line is full, and serves again once it drains', async () => {
    const queue = new SerialQueue(2);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = queue.run(() => gate);
    const waiting = [queue.run(async () => 'a'), queue.run(async () => 'b')];
    await expect(queue.run(async () => 'c')).rejects.toBeInstanceOf(DatabaseBusyError);
    release();
    await first;
    expect(await Promise.all(waiting)).toEqual(['a', 'b']);
    expect(await queue.run(async () => 'd')).toBe('d');
    expect(queue.length).toBe(0);
  });

  it('a failing operation hands the turn on', async () => {
    const queue = new SerialQueue(5);
    const failing = queue.run(async () => {
      throw new Error('boom');
    });
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
  });
});

describe('the embedded database through the queue', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite(undefined, { maxWaiting: 3 });
  });
  afterAll(() => handle.close());

  it('answers queries in the order they were asked; past the limit they are refused, not queued', async () => {
    const done: number[] = [];
    const asked = Array.from({ length: 6 }, (_, n) =>
      handle.db.execute(sql`select ${n}::int as n`).then(
        (r) => {
          done.push(Number(r.rows[0]!.n));
          return 'ok';
        },
        (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
      ),
    );
    const results = await Promise.all(asked);
    // One runs, three wait, two are refused.
    expect(results.filter((r) => r === 'ok')).toHaveLength(4);
    expect(done).toEqual([0, 1, 2, 3]);
    const refused = results.slice(4) as Error[];
    for (const err of refused) expect(err.cause ?? err).toBeInstanceOf(DatabaseBusyError);
    // A transaction takes one turn for all its statements.
    const inTx = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return (await tx.execute(sql`select 2 as two`)).rows[0]!.two;
    });
    expect(Number(inTx)).toBe(2);
  });
});

describe('a full queue over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        app.get('/api/test-busy', async () => {
          throw new DatabaseBusyError();
        });
      },
    });
  });
  afterAll(() => t.close());

  it('is a 503 with Retry-After in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-busy' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.json()).toEqual({
      detail: 'We are busy right now. Please try again in a moment.',
      code: 'service_unavailable',
    });
  });
});
