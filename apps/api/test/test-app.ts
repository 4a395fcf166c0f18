import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client';
import { adminUrlFor, withDatabase } from './database-urls';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh, migrated database for one test file: a copy of the run's template (PGlite or PostgreSQL). */
export async function createTestDatabase(dataDir: string): Promise<{
  database: DatabaseHandle;
  databaseUrl?: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (serverUrl && template) {
    const name = `dala_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = await openPostgres(adminUrlFor(serverUrl), 1);
    // Two files cloning the template at the same instant can collide (55006); try again briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.db.execute(sql.raw(`create database ${name} template ${template}`));
        break;
      } catch (err) {
        if (attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    const databaseUrl = withDatabase(serverUrl, name);
    const database = await openPostgres(databaseUrl, 5);
    return {
      database,
      databaseUrl,
      drop: async () => {
        await database.close();
        await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
        await admin.close();
      },
    };
  }
  cpSync(inject('pgliteTemplateDir'), join(dataDir, 'pglite'), { recursive: true });
  const database = await openPglite(dataDir);
  return { database, drop: () => database.close() };
}

export function testConfig(dataDir: string, env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://localhost:3000',
    // Tests change the catalog behind the API's back: answers are not kept unless a test asks.
    CATALOG_CACHE_MS: '0',
    ...env,
  });
}

/** buildApp() on a fresh database and data folder; `close()` tears both down. */
export async function createTestApp(
  options: {
    env?: NodeJS.ProcessEnv;
    beforeReady?: (app: FastifyInstance) => void;
    /** Pino options (e.g. a stream that keeps the lines); by default the app logs nothing. */
    logger?: BuildAppOptions['logger'];
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dala-test-'));
  const { database, drop } = await createTestDatabase(dataDir);
  const config = testConfig(dataDir, options.env);
  const app = await buildApp({ config, database, logger: options.logger ?? false });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A data folder holding a copy of the migrated embedded database (for tests that start processes). */
export function pgliteDataDirCopy(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'dala-proc-'));
  cpSync(inject('pgliteTemplateDir'), join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}
