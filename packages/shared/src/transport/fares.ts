import { FARE_TZS_RANGE } from './constants';
import { TRANSPORT_MESSAGES as M } from './messages';
import type { TransportProblem } from './problems';
import { canTravel, sellablePairs, type RouteStop, type Segment } from './segments';

/**
 * Fares per pair of stops (board → alight), in whole Tanzanian shillings: a transporter sets one for
 * every pair it sells, as LATRA's caps are per km and class. Payments and bookings count TZS in minor
 * units like every currency (money.ts: `toMinorUnits(fare_tzs, 'TZS')`); fares themselves are whole.
 */
export interface Fare extends Segment {
  fare_tzs: number;
}

function pairParams(stops: readonly RouteStop[], pair: Segment) {
  return {
    from: stops[pair.board]?.place ?? String(pair.board + 1),
    to: stops[pair.alight]?.place ?? String(pair.alight + 1),
  };
}

/**
 * Every problem of a route's fare table (empty when it can be saved): each sellable pair has exactly
 * one fare, a whole number of shillings from 1 to the typo guard, and no fare is set for a pair that
 * cannot be sold. Each problem names its pair by town ('Dar es Salaam → Moshi').
 */
export function validateFares(stops: readonly RouteStop[], fares: readonly Fare[]): TransportProblem[] {
  const problems: TransportProblem[] = [];
  const seen = new Set<string>();
  fares.forEach((fare, i) => {
    const path = `fares.${i}`;
    const params = pairParams(stops, fare);
    if (!canTravel(stops, fare.board, fare.alight)) {
      problems.push({ key: M.fareNotSellable, params, path });
      return;
    }
    const id = `${fare.board}-${fare.alight}`;
    if (seen.has(id)) {
      problems.push({ key: M.fareTwice, params, path });
      return;
    }
    seen.add(id);
    const amount = fare.fare_tzs;
    if (typeof amount !== 'number' || !Number.isFinite(amount)) {
      problems.push({ key: M.fareNotNumber, params, path: `${path}.fare_tzs` });
    } else if (!Number.isInteger(amount)) {
      problems.push({ key: M.fareNotWhole, params, path: `${path}.fare_tzs` });
    } else if (amount < FARE_TZS_RANGE.min) {
      problems.push({ key: M.fareNotPositive, params, path: `${path}.fare_tzs` });
    } else if (amount > FARE_TZS_RANGE.max) {
      problems.push({
        key: M.fareTooHigh,
        params: { ...params, max: FARE_TZS_RANGE.max },
        path: `${path}.fare_tzs`,
      });
    }
  });
  for (const pair of sellablePairs(stops)) {
    if (!seen.has(`${pair.board}-${pair.alight}`)) {
      problems.push({ key: M.fareMissing, params: pairParams(stops, pair), path: 'fares' });
    }
  }
  return problems;
}

/** The fare from stop `board` to stop `alight`; null when the table has none (not sellable). */
export function fareFor(table: readonly Fare[], board: number, alight: number): number | null {
  return table.find((f) => f.board === board && f.alight === alight)?.fare_tzs ?? null;
}

/** The cheapest fare of a table ("from TZS 25 000" on /trips-discovery); null when it is empty. */
export function lowestFare(table: readonly Fare[]): number | null {
  return table.reduce<number | null>((low, f) => (low === null || f.fare_tzs < low ? f.fare_tzs : low), null);
}

/**
 * A TZS amount's US-dollar equivalent, whole dollars, for showing beside the fare ("≈ $10"): fares are
 * charged in TZS only. `tzsPerUsd` is the rate the server publishes (configuration, not a constant: it
 * moves). Rounded half up; at least $1 for any non-zero amount so a small fare never shows "≈ $0".
 */
export function usdEquivalentOfTzs(amountTzs: number, tzsPerUsd: number): number {
  if (!(tzsPerUsd > 0) || !(amountTzs > 0)) return 0;
  return Math.max(1, Math.floor(amountTzs / tzsPerUsd + 0.5));
}
