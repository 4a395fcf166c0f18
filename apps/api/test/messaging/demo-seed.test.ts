import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts';
import { seedDemoConversations } from '../../src/db/seed/messaging.seed';
import { unreadTotal } from '../../src/modules/messaging';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
const demoTraveler = DEMO_ACCOUNTS.find((a) => a.type === 'traveler')!.email;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.db, { dataDir: t.dataDir });
});
afterAll(() => t.close());

describe('demo conversations', () => {
  it("hold the demo traveler's conversation with Kilele Safaris, with one unread message, and seeding again adds nothing", async () => {
    const found = async () =>
      (
        await t.app.db.execute(sql`
          select c.id, c.subject_kind, c.message_count, op.company_name, u.id as traveler_id
            from conversations c join users u on u.id = c.traveler_id
            join operator_profiles op on op.user_id = c.operator_id
           where lower(u.email) = ${demoTraveler} order by op.company_name`)
      ).rows as {
        id: string;
        subject_kind: string;
        message_count: number;
        company_name: string;
        traveler_id: string;
      }[];
    const before = await found();
    const kilele = before.find((c) => c.company_name.startsWith('Kilele Safaris'));
    expect(kilele).toBeDefined();
    // About the traveler's seeded Kilele booking (reviews.seed.ts gives them a finished one).
    expect(kilele!.subject_kind).toBe('booking');
    expect(kilele!.message_count).toBeGreaterThan(1);
    expect(await unreadTotal(t.app.db, kilele!.traveler_id)).toBe(1);

    await seedDemoConversations(t.app.db);
    const after = await found();
    expect(after).toEqual(before);
  });
});
