import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { adminUrlFor, withDatabase } from './database-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder; each test file copies it (opening a copy takes ~0.4 s). */
    pgliteTemplateDir: string;
    /** Name of a migrated PostgreSQL database each test file clones (when TEST_DATABASE_URL is set). */
    postgresTemplate: string;
  }
}

/** Migrates one template database per run, so every test file starts from a fresh copy of it. */
export default async function setup(project: TestProject) {
  // The PGlite template is made in both modes: process-level tests always run the embedded database.
  const dir = mkdtempSync(join(tmpdir(), 'dala-tpl-'));
  const embedded = await openPglite(dir);
  await migrate(embedded.db);
  await embedded.close();
  project.provide('pgliteTemplateDir', join(dir, 'pglite'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('postgresTemplate', '');
    console.log('[api tests] database: embedded PGlite');
    return removeDir;
  }
  const template = `dala_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = await openPostgres(adminUrlFor(serverUrl), 1);
  await admin.db.execute(sql.raw(`create database ${template}`));
  const handle = await openPostgres(withDatabase(serverUrl, template), 2);
  await migrate(handle.db);
  await handle.close();
  project.provide('postgresTemplate', template);
  console.log(`[api tests] database: PostgreSQL server (template ${template})`);
  return async () => {
    await admin.db.execute(sql.raw(`drop database if exists ${template} with (force)`));
    await admin.close();
    removeDir();
  };
}
