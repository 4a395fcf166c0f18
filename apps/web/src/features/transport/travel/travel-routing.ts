/**
 * What the transport routes' prefetch and the traveler pages agree on (kept apart from the pages so
 * the route table, which is in every page's first load, imports no page).
 */

/** Popular routes /transport-search offers while no destination is chosen. */
export const SEARCH_PAGE_POPULAR_ROUTES = 6;
/** Routes /trips-discovery lists. */
export const DISCOVERY_PAGE_ROUTES = 24;

/** The segment a trip's page shows: stop positions from its URL, or the whole route (null). */
export interface TripSegmentChoice {
  board: number | null;
  alight: number | null;
}

function stopPosition(value: string | null): number | null {
  return value !== null && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

/** The segment a trip's URL names (?board=&alight=); a half-named or backwards one is the whole route. */
export function readSegment(params: URLSearchParams): TripSegmentChoice {
  const board = stopPosition(params.get('board'));
  const alight = stopPosition(params.get('alight'));
  if (board === null || alight === null || alight <= board) return { board: null, alight: null };
  return { board, alight };
}

/** A trip id as its page's URL may hold one (the API answers anything else 400 or 404). */
export function isTripId(id: string | undefined): id is string {
  return id !== undefined && /^[1-9]\d{0,8}$/.test(id);
}

/** The trip page's URL for a result: the traveler's segment and passengers come along. */
export function tripPageUrl(tripId: number, board: number, alight: number, guests: number): string {
  const params = new URLSearchParams({ board: String(board), alight: String(alight) });
  if (guests > 1) params.set('guests', String(guests));
  return `/trips/${tripId}?${params.toString()}`;
}
