import { z } from 'zod';

/**
 * A search that finds nothing answers with its nearest alternatives (issue 15 "Search that finds
 * something"): later dates, nearby places, or the same search without one filter — each with the number
 * of results it finds, counted by the search's own query. The web turns `changes` into a link.
 */

/** Query parameters an alternative sets (a value) or removes (null) on the search it answers. */
const changesSchema = z.record(z.string(), z.string().nullable());

export const SAFARI_REMOVABLE_FILTERS = [
  'dates',
  'guests',
  'q',
  'price',
  'duration',
  'tier',
  'private',
  'rating',
] as const;
export type SafariRemovableFilter = (typeof SAFARI_REMOVABLE_FILTERS)[number];

export const TRIP_REMOVABLE_FILTERS = [
  'from',
  'time_of_day',
  'class',
  'amenities',
  'transporter',
  'price',
  'guests',
] as const;
export type TripRemovableFilter = (typeof TRIP_REMOVABLE_FILTERS)[number];

const laterDatesSchema = z.object({
  kind: z.literal('later_dates'),
  count: z.number().int().min(1),
  start_date: z.string(),
  end_date: z.string(),
  changes: changesSchema,
});

const nearbySchema = z.object({
  kind: z.literal('nearby'),
  count: z.number().int().min(1),
  place: z.object({ name: z.string(), region: z.string() }),
  changes: changesSchema,
});

function withoutFilterSchema<const T extends readonly [string, ...string[]]>(filters: T) {
  return z.object({
    kind: z.literal('without_filter'),
    count: z.number().int().min(1),
    filter: z.enum(filters),
    changes: changesSchema,
  });
}

export const safariAlternativeSchema = z.discriminatedUnion('kind', [
  laterDatesSchema,
  nearbySchema,
  withoutFilterSchema(SAFARI_REMOVABLE_FILTERS),
]);
export type SafariAlternative = z.infer<typeof safariAlternativeSchema>;

export const tripAlternativeSchema = z.discriminatedUnion('kind', [
  laterDatesSchema,
  nearbySchema,
  withoutFilterSchema(TRIP_REMOVABLE_FILTERS),
]);
export type TripAlternative = z.infer<typeof tripAlternativeSchema>;

/** At most this many places are counted (and shown) as nearby alternatives: the count queries stay few. */
export const NEARBY_CANDIDATES_MAX = 6;
export const NEARBY_SHOWN_MAX = 3;

/**
 * Neighbouring regions, both the catalog's tourist regions (destinations) and the administrative
 * regions of the transport network's stops: a place's nearby places are those of its own region first,
 * then of these.
 */
export const NEIGHBOURING_REGIONS: Readonly<Record<string, readonly string[]>> = {
  'Northern Tanzania': ['North-Eastern Tanzania', 'Lake Zone', 'Central Tanzania'],
  'North-Eastern Tanzania': ['Northern Tanzania', 'Coastal Tanzania'],
  'Coastal Tanzania': ['Zanzibar Archipelago', 'Southern Tanzania', 'North-Eastern Tanzania'],
  'Zanzibar Archipelago': ['Coastal Tanzania'],
  'Southern Tanzania': ['Coastal Tanzania', 'Southern Highlands'],
  'Southern Highlands': ['Southern Tanzania', 'Western Tanzania'],
  'Central Tanzania': ['Northern Tanzania', 'Southern Highlands', 'Lake Zone'],
  'Lake Zone': ['Northern Tanzania', 'Western Tanzania'],
  'Western Tanzania': ['Lake Zone', 'Southern Highlands'],
  Arusha: ['Kilimanjaro', 'Manyara'],
  Kilimanjaro: ['Arusha', 'Tanga', 'Manyara'],
  Manyara: ['Arusha', 'Singida', 'Dodoma'],
  Tanga: ['Kilimanjaro', 'Pwani'],
  Pwani: ['Dar es Salaam', 'Morogoro', 'Tanga'],
  'Dar es Salaam': ['Pwani'],
  Morogoro: ['Pwani', 'Dodoma', 'Dar es Salaam'],
  Dodoma: ['Singida', 'Morogoro', 'Manyara'],
  Singida: ['Dodoma', 'Tabora', 'Manyara'],
  Tabora: ['Singida', 'Shinyanga'],
  Shinyanga: ['Mwanza', 'Tabora'],
  Mwanza: ['Shinyanga'],
};

/** Regions in the order their places are offered: the place's own, then its neighbours. */
export function regionsNear(region: string): string[] {
  return [region, ...(NEIGHBOURING_REGIONS[region] ?? [])];
}
