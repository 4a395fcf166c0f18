import type { Database } from '../client';

/** Demo data of `messaging` (issue 15). Idempotent: inserts only what is missing. */
export async function seedDemoConversations(_db: Database): Promise<void> {}
