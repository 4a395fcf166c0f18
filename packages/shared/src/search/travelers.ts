import { DEFAULT_ADULTS } from '../constants';

/** Travelers of a search (spec §3): adults 13+, children 2–12, infants under 2. */
export interface TravelerCounts {
  adults: number;
  children: number;
  infants: number;
}

/** Minimum of each counter (spec §5); there is no maximum. */
export const TRAVELER_MINIMUMS: TravelerCounts = { adults: 1, children: 0, infants: 0 };

export const DEFAULT_TRAVELERS: TravelerCounts = { adults: DEFAULT_ADULTS, children: 0, infants: 0 };

/** Changes one counter by `delta`, never below its minimum. */
export function stepTravelers(
  counts: TravelerCounts,
  key: keyof TravelerCounts,
  delta: number,
): TravelerCounts {
  const next = Math.max(TRAVELER_MINIMUMS[key], Math.trunc(counts[key] + delta));
  return { ...counts, [key]: next };
}

/** Everyone on the trip, infants included. */
export function totalTravelers(counts: TravelerCounts): number {
  return counts.adults + counts.children + counts.infants;
}

/** '{n} Traveler(s)' counting all three groups (spec §9): '1 Traveler', '3 Travelers'. */
export function travelerLabel(counts: TravelerCounts): string {
  const n = totalTravelers(counts);
  return `${n} ${n === 1 ? 'Traveler' : 'Travelers'}`;
}

/** The guests sent with a search: adults plus children; infants travel on a lap and are not counted. */
export function guestsCount(counts: TravelerCounts): number {
  return counts.adults + counts.children;
}
