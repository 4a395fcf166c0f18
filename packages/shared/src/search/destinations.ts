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

/** GET /api/destinations/:slug (a place's page, /destinations/{slug}). Matched in any case. */
export const destinationSlugParamsSchema = z.object({
  slug: text().trim().toLowerCase().max(120),
});

/** A destination's page (issue 16): the place, whether trips go there, and its region's other places. */
export const destinationPageSchema = destinationSchema.extend({
  /**
   * A place reached by road: a 'City & Gateway', or a stop where an active transport route lets
   * passengers off. Its page lists the trips to it (the trip search by its name).
   */
  reached_by_road: z.boolean(),
  /** The other places of the same region, best-known first. */
  same_region: z.array(destinationSchema),
});
export type DestinationPage = z.infer<typeof destinationPageSchema>;
