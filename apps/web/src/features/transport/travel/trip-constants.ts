import type { TimeOfDay, TripSort } from '@dala/shared';

/**
 * The trip search's lists, as the pages need them at run time. They mirror sales-contracts.ts rather
 * than import it: that module builds its zod schemas when it loads, and importing one constant from it
 * put zod (~26 KiB gzip) into every public trip page's first load. The types below fail the build if
 * a list here misses or invents a value of the contract's.
 */
export const TRIP_SORT_OPTIONS = ['earliest', 'cheapest', 'fastest'] as const satisfies readonly TripSort[];
export const TIME_OF_DAY_OPTIONS = [
  'morning',
  'afternoon',
  'evening',
  'night',
] as const satisfies readonly TimeOfDay[];
/** TRIP_SEARCH_MAX_GUESTS: seats one search may ask for. */
export const MAX_TRIP_GUESTS = 90;

type Complete<List extends readonly string[], Union extends string> = [Exclude<Union, List[number]>] extends [
  never,
]
  ? true
  : never;
export const sortsComplete: Complete<typeof TRIP_SORT_OPTIONS, TripSort> = true;
export const timesComplete: Complete<typeof TIME_OF_DAY_OPTIONS, TimeOfDay> = true;
