import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed';
import { issueTickets } from '../../src/modules/tickets';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
const seed = () =>
  seedDemoData(t.app.db, {
    dataDir: t.dataDir,
    issueTickets: (tx, bookingId) => issueTickets(tx, t.config, bookingId),
  });
const profiles = async () =>
  (
    await t.app.db.execute(sql`select user_id, slug, description, profile_updated_at from operator_profiles
      order by user_id`)
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  await seed();
});
afterAll(() => t.close());

describe('demo company profiles', () => {
  it("fill every seeded operator's profile, at a clean address, the name's slug kept leading there", async () => {
    for (const row of await profiles()) expect(row.description).not.toBe('');
    const kilele = await t.app.inject({ method: 'GET', url: '/api/companies/kilele-safaris' });
    expect(kilele.statusCode).toBe(200);
    const company = kilele.json();
    expect(company).toMatchObject({ operator_type: 'tour_operator', is_verified: true, region: 'Arusha' });
    expect(company.safaris.length).toBeGreaterThan(0);
    // The email is kept private; the phone is published.
    expect(company.contacts.email).toBeNull();
    expect(company.contacts.phone).toMatch(/^\+255/);
    const old = await t.app.inject({ method: 'GET', url: '/api/companies/kilele-safaris-demo' });
    expect(old.json().slug).toBe('kilele-safaris');
  });

  it('show the transporters with their routes on sale', async () => {
    const twiga = await t.app.inject({ method: 'GET', url: '/api/companies/twiga-coaches' });
    expect(twiga.statusCode).toBe(200);
    expect(twiga.json().routes.length).toBeGreaterThan(0);
    expect(twiga.json().routes[0].departures.length).toBeGreaterThan(0);
    expect(twiga.json().routes[0].fare_tzs).toBeGreaterThan(0);
  });

  it('a second run changes nothing, and an edited profile is left alone', async () => {
    await t.app.db.execute(
      sql`update operator_profiles set description = 'Edited by its operator' where slug = 'twiga-coaches'`,
    );
    const before = await profiles();
    await seed();
    expect(await profiles()).toEqual(before);
  });
});
