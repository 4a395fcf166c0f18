import { z } from 'zod';
import type { MessageKey } from '../i18n/translate';
import { text } from '../input';

/** GET /api/destinations?q= : the search panel's suggestions and the /destinations index. */
export const destinationsQuerySchema = z.object({
  q: text().trim().max(100, 'search.destinationTextTooLong').optional(),
  limit: z.coerce
    .number({ message: 'search.limitNotNumber' satisfies MessageKey })
    .int('search.limitNotWhole')
    .min(1, 'search.limitTooSmall')
    .max(100, 'search.limitTooLarge')
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
