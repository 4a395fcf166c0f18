import type { SavedAvailabilityState } from './constants';

/**
 * Pure rules of saved listings (issue 15): when a saved item shows a price drop, and what the watch job
 * announces. Prices are minor units of one currency (a listing never changes currency).
 */

/** A drop worth showing: the current price below the one seen when saving. */
export interface PriceDrop {
  from_minor: number;
  to_minor: number;
}

/**
 * The drop to show on /saved: the price seen when saving → the current price, when it is lower and the
 * listing can still be booked (a departed trip's fare is no news).
 */
export function priceDropOf(
  savedMinor: number,
  currentMinor: number | null,
  state: SavedAvailabilityState,
): PriceDrop | null {
  if (currentMinor === null || !isBookableState(state)) return null;
  return currentMinor < savedMinor ? { from_minor: savedMinor, to_minor: currentMinor } : null;
}

/** States in which a price still matters to the traveler (it can be bought now or soon). */
export function isBookableState(state: SavedAvailabilityState): boolean {
  return state === 'available' || state === 'sold_out' || state === 'not_on_sale' || state === 'no_dates';
}

export interface WatchState {
  saved_minor: number;
  current_minor: number | null;
  state: SavedAvailabilityState;
  /** The lowest price already announced as a drop, or null. */
  drop_notified_minor: number | null;
  /** Whether the current sell-out was already announced. */
  sold_out_notified: boolean;
}

/** What the watch job does with one saved item; `null` fields change nothing. */
export interface WatchDecision {
  /** Announce a drop to this price (and remember it). */
  announce_drop: number | null;
  /** Forget an announced drop: the price is back at (or above) the saved one, so a later drop is news. */
  reset_drop: boolean;
  /** Announce that it sold out (once per sell-out). */
  announce_sold_out: boolean;
  /** Seats came back: a later sell-out is news again. */
  reset_sold_out: boolean;
}

/**
 * Once per drop: a price below the saved one and below any drop already announced (a further fall is a
 * new drop; the same low price found again is not). Once per sell-out: announced when it sells out,
 * forgotten when seats come back. Only while the listing can be booked.
 */
export function watchDecision(item: WatchState): WatchDecision {
  const decision: WatchDecision = {
    announce_drop: null,
    reset_drop: false,
    announce_sold_out: false,
    reset_sold_out: false,
  };
  const drop = priceDropOf(item.saved_minor, item.current_minor, item.state);
  if (drop && (item.drop_notified_minor === null || drop.to_minor < item.drop_notified_minor)) {
    // A sold-out listing's lower price is news only once seats come back.
    if (item.state !== 'sold_out') decision.announce_drop = drop.to_minor;
  } else if (
    !drop &&
    item.drop_notified_minor !== null &&
    item.current_minor !== null &&
    item.current_minor >= item.saved_minor
  ) {
    decision.reset_drop = true;
  }
  if (item.state === 'sold_out' && !item.sold_out_notified) decision.announce_sold_out = true;
  if (item.state === 'available' && item.sold_out_notified) decision.reset_sold_out = true;
  return decision;
}
