import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { seedDestinations } from './destinations.seed';
import { seedDemoUsers } from './users.seed';
import { seedDemoNotifications } from './notifications.seed';
import { seedDemoSafaris } from './safaris.seed';
import { seedDemoTransport, type TransportSeedOptions } from './transport.seed';
import { seedDemoReviews } from './reviews.seed';
import { seedDemoConversations } from './messaging.seed';
import { seedDemoDeals } from './deals.seed';
import { seedDemoCompanies } from './company.seed';
import { seedDemoSaved } from './saved.seed';
import { seedDemoListingViews } from './listing-views.seed';

/**
 * Reference data every installation needs, demo or not (the real places of Tanzania that search and
 * listings refer to). Idempotent; run at every start after the migrations.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await seedDestinations(db);
}

/**
 * Loads the demo data. Idempotent: every step inserts only what is missing, so running it again (or
 * `npm run db:seed` on a seeded database) changes nothing. Feature seeds are added here in order.
 * `options` (TransportSeedOptions): where uploads live, for the demo documents' files, and how to issue the
 * sold seats' tickets (a module's job, passed in by the caller: db/ never imports modules/).
 */
export async function seedDemoData(db: Database, options: TransportSeedOptions = {}): Promise<void> {
  await seedReferenceData(db);
  await seedDemoUsers(db);
  await seedDemoNotifications(db);
  await seedDemoSafaris(db);
  await seedDemoTransport(db, options);
  await seedDemoCompanies(db);
  await seedDemoReviews(db);
  await seedDemoDeals(db);
  await seedDemoSaved(db);
  await seedDemoConversations(db);
  await seedDemoListingViews(db);
}

/** True for a freshly migrated database: no account exists yet. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from users) as any`);
  return !(result.rows[0] as { any: boolean } | undefined)?.any;
}
