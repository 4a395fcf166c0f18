import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { redactUrl } from '../config';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { DatabaseBusyError, DatabaseStartError } from './errors';
import * as schema from './schema';
import { SerialQueue } from './serial-queue';

export { DatabaseBusyError, DatabaseStartError };

export type Schema = typeof schema;
/** Both drivers answer raw queries with `{ rows }`; this is the common part of their result types. */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: { rows: Record<string, unknown>[] };
}
/** One Drizzle type for both drivers: code above this layer never knows which one it runs on. */
export type Database = PgDatabase<QueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** A real round trip; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** How long the first connection may take at start: a wrong DATABASE_URL is reported quickly. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long a request may wait for one of the pool's connections. A burst (200 webhooks at once, each
 * holding a connection while it waits for its booking's lock) queues for them instead of failing with
 * a 500 after a few seconds; providers and browsers wait far longer than this for an answer.
 */
const POOL_WAIT_MS = 30_000;

export async function openPostgres(databaseUrl: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: POOL_WAIT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  try {
    // A client of its own, with the short timeout: the pool's would wait POOL_WAIT_MS.
    const probe = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    await probe.connect();
    await probe.end();
  } catch (err) {
    await pool.end().catch(() => {});
    const { code, message } = err as NodeJS.ErrnoException;
    const reason = message && message !== code ? message : (code ?? 'unknown error');
    throw new DatabaseStartError(
      `Cannot connect to the database at DATABASE_URL ${redactUrl(databaseUrl)}: ${reason}`,
    );
  }
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  let closed = false;
  return {
    db,
    driver: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Operations that may wait for the embedded database at once: about a second of work at a few ms per
 * query. Past it a request is refused (503, Retry-After) instead of joining an ever longer line.
 */
export const PGLITE_MAX_WAITING = 200;

/**
 * The PGlite instance as Drizzle sees it: every statement and every whole transaction goes through one
 * bounded FIFO queue (a transaction's own statements run on its connection object, inside its turn).
 */
function queuedClient(client: PGlite, queue: SerialQueue): PGlite {
  const queued = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function' || prop === 'constructor') return value;
      // PGlite's methods use private fields: they must run on the instance itself.
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (!queued.has(prop)) return bound;
      return (...args: unknown[]) => queue.run(async () => bound(...args));
    },
  });
}

/**
 * The embedded database under DATA_DIR/pglite. PGlite is single-process: a lock file keeps a second
 * process from opening the same folder (which would corrupt it).
 */
export async function openPglite(
  dataDir?: string,
  options: { maxWaiting?: number } = {},
): Promise<DatabaseHandle> {
  let lock: DataDirLock | undefined;
  let dbDir: string | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
    dbDir = join(dataDir, 'pglite');
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: dbDir, extensions: { pg_trgm, btree_gist } });
  } catch (err) {
    lock?.release();
    throw new DatabaseStartError(
      `Cannot open the embedded database in ${dbDir ?? 'memory'}: ${(err as Error).message}`,
    );
  }
  const queue = new SerialQueue(options.maxWaiting ?? PGLITE_MAX_WAITING);
  const db = drizzlePglite(queuedClient(client, queue), {
    schema,
    casing: 'snake_case',
  }) as unknown as Database;
  let closed = false;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      if (client.closed) throw new Error('database is closed');
      await client.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
