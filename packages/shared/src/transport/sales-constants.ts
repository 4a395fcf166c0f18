/* The trip search's plain constants, apart from sales-contracts.ts: that module builds zod schemas when
 * it loads, so a page that needs only a list or a limit imports it from here (the web's public trip pages
 * would otherwise carry zod in their first load). */

// ── Constants ────────────────────────────────────────────────────────────────────────────────────

/**
 * Shillings per US dollar for the "≈ $10" beside a fare when the server sets no rate (TZS_PER_USD in the
 * API's environment overrides it). Fares are charged in TZS only: this is a display estimate.
 */
export const TZS_PER_USD_DEFAULT = 2_500;

/** A search covers at most this many days (start to end inclusive); a longer range is cut to it. */
export const TRIP_SEARCH_MAX_DAYS = 7;
export const TRIP_SEARCH_DEFAULT_PAGE_SIZE = 10;
/** Seats one search may ask for: a coach's worth. */
export const TRIP_SEARCH_MAX_GUESTS = 90;

export const TRIP_SORTS = ['earliest', 'cheapest', 'fastest'] as const;
export type TripSort = (typeof TRIP_SORTS)[number];

/** Times of day by the departure's hour at the traveler's boarding stop, Tanzanian time. */
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** Morning 05:00–11:59, afternoon 12:00–16:59, evening 17:00–20:59, night 21:00–04:59. */
export function timeOfDayOf(hour: number): TimeOfDay {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 21) return 'evening';
  return 'night';
}

/** How many upcoming departures /trips-discovery lists per route, and how many routes at most. */
export const DISCOVERY_DEPARTURES = 3;
export const DISCOVERY_ROUTES_MAX = 24;

/** The manifest's passenger states (stored on the ticket as `boarding_status`). */
export const BOARDING_STATES = ['booked', 'boarded', 'no_show'] as const;
export type BoardingState = (typeof BOARDING_STATES)[number];

/** What a trip's page says about buying seats on it now. */
export const TRIP_SALE_STATES = ['on_sale', 'closed', 'not_on_sale', 'departed', 'cancelled'] as const;
export type TripSaleStateName = (typeof TRIP_SALE_STATES)[number];
