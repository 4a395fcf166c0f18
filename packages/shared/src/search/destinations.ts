import { z } from 'zod';
import { text } from '../input';

/** GET /api/destinations?q= : the search panel's suggestions and the /destinations index. */
export const destinationsQuerySchema = z.object({
  q: text().trim().max(100, 'Search text must be at most 100 characters').optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .optional(),
});
export type DestinationsQuery = z.infer<typeof destinationsQuerySchema>;

/** Destination suggestion (spec §3: name, region, type), with what the index page shows. */
export const destinationSchema = z.object({
  slug: z.string(),
  name: z.string(),
  region: z.string(),
  type: z.string(),
  summary: z.string(),
});
export type Destination = z.infer<typeof destinationSchema>;

export const destinationListSchema = z.object({ items: z.array(destinationSchema) });
export type DestinationList = z.infer<typeof destinationListSchema>;
