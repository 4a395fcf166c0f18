import {
  DEFAULT_REFUND_BANDS,
  NO_SHOW_REFUND_PERCENT,
  REFUND_BAND_MAX_HOURS,
  REFUND_BANDS_MAX,
  TRANSPORTER_CANCELLATION_REFUND_PERCENT,
  type TransportRefundBand,
} from './constants';
import { TRANSPORT_MESSAGES as M } from './messages';
import type { TransportProblem } from './problems';
import { percentOf } from '../money';

const HOUR_MS = 3_600_000;

/** Which rule gave the refund: a time band (by its index in the bands), or one of the fixed cases. */
export type TransportRefundBasis =
  | { kind: 'band'; index: number; min_hours_before: number }
  | { kind: 'departed' }
  | { kind: 'no_show' }
  | { kind: 'transporter_cancelled' };

export interface TransportRefundQuote {
  percent: number;
  refundTzs: number;
  band: TransportRefundBasis;
}

/**
 * What a cancelled ticket gives back of `amountTzs` (whole TZS paid), shown before the traveler confirms.
 * The transporter cancelling gives everything back. A no-show, or a cancellation at or after departure,
 * gives nothing. Otherwise the first band whose `min_hours_before` the time left reaches: with the
 * defaults, exactly 24 h before is still 90 %, 24 h − 1 ms is 50 %, exactly 6 h is 50 %, under 6 h 0 %.
 * Rounded half up to whole shillings. `bands` must be valid (validateRefundBands), latest band at 0 h.
 */
export function transportRefundQuote(input: {
  amountTzs: number;
  departureAt: Date;
  cancelledAt: Date;
  bands?: readonly TransportRefundBand[];
  noShow?: boolean;
  cancelledBy?: 'traveler' | 'transporter';
}): TransportRefundQuote {
  const quote = (percent: number, band: TransportRefundBasis): TransportRefundQuote => ({
    percent,
    refundTzs: percentOf(input.amountTzs, percent),
    band,
  });
  if (input.cancelledBy === 'transporter') {
    return quote(TRANSPORTER_CANCELLATION_REFUND_PERCENT, { kind: 'transporter_cancelled' });
  }
  if (input.noShow) return quote(NO_SHOW_REFUND_PERCENT, { kind: 'no_show' });
  const msBefore = input.departureAt.getTime() - input.cancelledAt.getTime();
  if (msBefore <= 0) return quote(0, { kind: 'departed' });
  const bands = input.bands ?? DEFAULT_REFUND_BANDS;
  const index = bands.findIndex((band) => msBefore >= band.min_hours_before * HOUR_MS);
  const band = bands[index];
  if (!band) return quote(0, { kind: 'departed' });
  return quote(band.percent, { kind: 'band', index, min_hours_before: band.min_hours_before });
}

export interface TransportRefundScheduleEntry {
  /** Cancelling at or before this instant (before it, for the band that starts at 0 h — departure)
   * and after the previous entry's `cancel_by` gives `percent` back. */
  cancel_by: Date;
  min_hours_before: number;
  percent: number;
}

/** The bands as instants for one departure, earliest first (trip detail, the cancel dialog). */
export function transportRefundSchedule(
  departureAt: Date,
  bands: readonly TransportRefundBand[] = DEFAULT_REFUND_BANDS,
): TransportRefundScheduleEntry[] {
  return bands.map((band) => ({
    cancel_by: new Date(departureAt.getTime() - band.min_hours_before * HOUR_MS),
    min_hours_before: band.min_hours_before,
    percent: band.percent,
  }));
}

/**
 * A transporter's own bands: one to six, whole hours from 0 to a week, strictly decreasing, whole
 * percents from 0 to 100 never rising as departure nears, and the last band starting at 0 h so every
 * time before departure has a band.
 */
export function validateRefundBands(bands: readonly TransportRefundBand[]): TransportProblem[] {
  if (bands.length < 1 || bands.length > REFUND_BANDS_MAX) {
    return [{ key: M.refundBandCount, params: { max: REFUND_BANDS_MAX }, path: 'refund_bands' }];
  }
  const problems: TransportProblem[] = [];
  bands.forEach((band, i) => {
    const path = `refund_bands.${i}`;
    const hours = band.min_hours_before;
    if (!Number.isInteger(hours) || hours < 0 || hours > REFUND_BAND_MAX_HOURS) {
      problems.push({
        key: M.refundBandHours,
        params: { max: REFUND_BAND_MAX_HOURS },
        path: `${path}.min_hours_before`,
      });
    } else if (i > 0 && hours >= bands[i - 1]!.min_hours_before) {
      problems.push({ key: M.refundBandOrder, path: `${path}.min_hours_before` });
    }
    if (!Number.isInteger(band.percent) || band.percent < 0 || band.percent > 100) {
      problems.push({ key: M.refundBandPercent, path: `${path}.percent` });
    } else if (i > 0 && band.percent > bands[i - 1]!.percent) {
      problems.push({ key: M.refundBandRising, path: `${path}.percent` });
    }
  });
  if (bands.at(-1)?.min_hours_before !== 0) {
    problems.push({ key: M.refundBandLast, path: `refund_bands.${bands.length - 1}.min_hours_before` });
  }
  return problems;
}
