import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Places of Tanzania a traveler can search for: parks, mountains, islands, towns (ARCHITECTURE §6). */
export const destinations = pgTable(
  'destinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    region: text('region').notNull(),
    /** What kind of trip the place is known for: 'Wildlife Safari', 'Mountain Trek', 'Beach & Island' … */
    type: text('type').notNull(),
    summary: text('summary').notNull(),
    /** Lower comes first in suggestions with an equal match (the best-known places first). */
    sortOrder: integer('sort_order').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('destinations_slug_key').on(t.slug),
    index('destinations_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
