import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { isDatabaseEmpty, seedDemoData } from '../../src/db/seed';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migrations and seed', () => {
  it('applies nothing twice', async () => {
    expect(await migrate(t.database.db)).toEqual([]);
  });

  it('has pg_trgm enabled', async () => {
    const { rows } = await t.database.db.execute(sql`select similarity('serengeti', 'serengti') as s`);
    expect(Number(rows[0]!.s)).toBeGreaterThan(0.4);
  });

  it('seeds the demo accounts once, however often it runs', async () => {
    expect(await isDatabaseEmpty(t.database.db)).toBe(true);
    await seedDemoData(t.database.db);
    await seedDemoData(t.database.db);
    expect(await isDatabaseEmpty(t.database.db)).toBe(false);
    const { rows } = await t.database.db.execute(
      sql`select type, operator_type, is_verified from users order by email`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
    const kinds = rows.map((r) => `${r.type}/${r.operator_type ?? '-'}/${r.is_verified}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'traveler/-/false',
        'operator/tour_operator/true',
        'operator/transporter/true',
        'admin/-/false',
      ]),
    );
  });
});

describe('a database with another migration history', () => {
  it('is refused when a migration it applied is unknown or was edited', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into dala_migrations (tag, hash) values ('0099_from_elsewhere', 'x')`);
    await expect(migrate(db)).rejects.toThrow(
      /has migration 0099_from_elsewhere, which this version does not know/,
    );
    await db.execute(sql`delete from dala_migrations where tag = '0099_from_elsewhere'`);

    await db.execute(sql`update dala_migrations set hash = 'edited' where tag = '0000_enable_extensions'`);
    await expect(migrate(db)).rejects.toThrow(
      /Migration 0000_enable_extensions changed after it was applied/,
    );
  });
});
