/** What a heart saves: a safari package or a trip (one dated departure of a route). */
export const SAVED_KINDS = ['safari', 'trip'] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];

/** Saved items one account may keep (en/saved.ts `limitReached` writes the number out). */
export const SAVED_LIMIT = 200;

/** /saved shows this many per page. */
export const SAVED_PAGE_SIZE = 12;

/**
 * Where a saved listing stands now:
 * - available: can be booked (safari: the next departure with seats, or a private tour on request; trip:
 *   on sale with seats left);
 * - sold_out: upcoming departures (trip: its seats) all taken;
 * - no_dates: a group safari without an upcoming departure;
 * - not_on_sale: a trip the transporter has not put on sale (yet, or paused);
 * - sales_closed: a trip past its online sales cut-off, not yet left;
 * - departed: a trip that has left (or completed);
 * - cancelled: a trip called off;
 * - unavailable: a safari no longer published, or a listing of an operator no longer verified.
 */
export const SAVED_AVAILABILITY_STATES = [
  'available',
  'sold_out',
  'no_dates',
  'not_on_sale',
  'sales_closed',
  'departed',
  'cancelled',
  'unavailable',
] as const;
export type SavedAvailabilityState = (typeof SAVED_AVAILABILITY_STATES)[number];

/** /saved filters: everything, or only the items whose price dropped since they were saved. */
export const SAVED_FILTERS = ['all', 'price_drops'] as const;
export type SavedFilter = (typeof SAVED_FILTERS)[number];
