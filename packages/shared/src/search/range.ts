import {
  addDays,
  differenceInCalendarDays,
  endOfMonth,
  endOfWeek,
  startOfMonth,
  startOfWeek,
  subDays,
  subMonths,
  subWeeks,
} from 'date-fns';
import { DEFAULT_STAY_DAYS } from '../constants';
import { orderRange, type DateRangeValue } from './dates';

/** Bounds of the 'days up to today' / 'days starting today' inputs (spec §5). */
export const RANGE_LENGTH_MIN = 0;
export const RANGE_LENGTH_MAX = 99_999;
/** Weeks start on Monday in Tanzania. */
export const WEEK_STARTS_ON = 1;

/** Clamps a typed range length to 0..99999; anything that is not a number counts as 0. */
export function clampRangeLength(value: number | string): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : Math.trunc(value);
  if (!Number.isFinite(n)) return RANGE_LENGTH_MIN;
  return Math.min(RANGE_LENGTH_MAX, Math.max(RANGE_LENGTH_MIN, n));
}

/** The end of a range whose end was never chosen: the default stay after the start (spec §5). */
export function defaultEndDate(start: Date): Date {
  return addDays(start, DEFAULT_STAY_DAYS);
}

/**
 * The calendar's click rule (spec §4): the first click sets the start (the end is still open), the next
 * sets the end; a second click before the start swaps the two.
 */
export interface CalendarSelection {
  range: DateRangeValue;
  /** True after a first click, until the end is picked. */
  awaitingEnd: boolean;
}

export function applyCalendarClick(selection: CalendarSelection, clicked: Date): CalendarSelection {
  if (!selection.awaitingEnd) {
    return { range: { startDate: clicked, endDate: clicked }, awaitingEnd: true };
  }
  return { range: orderRange(selection.range.startDate, clicked), awaitingEnd: false };
}

/** The range kept when the picker closes after a first click only: the default stay (spec §5). */
export function settleSelection(selection: CalendarSelection): DateRangeValue {
  if (!selection.awaitingEnd) return selection.range;
  return { startDate: selection.range.startDate, endDate: defaultEndDate(selection.range.startDate) };
}

/**
 * Disabled dates trim a range (spec §4): the start moves forward to the first selectable day and the end
 * stops before the next disabled day. Null when no day of the range can be selected.
 */
export function trimRange(range: DateRangeValue, isDisabled: (day: Date) => boolean): DateRangeValue | null {
  const { startDate, endDate } = orderRange(range.startDate, range.endDate);
  const span = differenceInCalendarDays(endDate, startDate);
  let first = -1;
  for (let i = 0; i <= span; i++) {
    if (!isDisabled(addDays(startDate, i))) {
      first = i;
      break;
    }
  }
  if (first < 0) return null;
  let last = first;
  while (last < span && !isDisabled(addDays(startDate, last + 1))) last++;
  return { startDate: addDays(startDate, first), endDate: addDays(startDate, last) };
}

/** A day is selectable from `minDate` on (the calendar's minimum is today). */
export const beforeDay =
  (minDate: Date) =>
  (day: Date): boolean =>
    differenceInCalendarDays(day, minDate) < 0;

export type RangePresetId = 'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth';

/** The picker's preset ranges, in the spec's order (they are react-date-range's default static ranges). */
export function presetRanges(today: Date): { id: RangePresetId; label: string; range: DateRangeValue }[] {
  const weekOpts = { weekStartsOn: WEEK_STARTS_ON } as const;
  const lastWeek = subWeeks(today, 1);
  const lastMonth = subMonths(today, 1);
  return [
    { id: 'today', label: 'Today', range: { startDate: today, endDate: today } },
    {
      id: 'yesterday',
      label: 'Yesterday',
      range: { startDate: subDays(today, 1), endDate: subDays(today, 1) },
    },
    {
      id: 'thisWeek',
      label: 'This Week',
      range: { startDate: startOfWeek(today, weekOpts), endDate: endOfWeek(today, weekOpts) },
    },
    {
      id: 'lastWeek',
      label: 'Last Week',
      range: { startDate: startOfWeek(lastWeek, weekOpts), endDate: endOfWeek(lastWeek, weekOpts) },
    },
    {
      id: 'thisMonth',
      label: 'This Month',
      range: { startDate: startOfMonth(today), endDate: endOfMonth(today) },
    },
    {
      id: 'lastMonth',
      label: 'Last Month',
      range: { startDate: startOfMonth(lastMonth), endDate: endOfMonth(lastMonth) },
    },
  ].map((p) => ({
    ...p,
    id: p.id as RangePresetId,
    range: { startDate: dayStart(p.range.startDate), endDate: dayStart(p.range.endDate) },
  }));
}

/** 'N days up to today': the N days ending today (at least today itself). */
export function daysUpToToday(days: number, today: Date): DateRangeValue {
  const n = Math.max(1, clampRangeLength(days));
  return { startDate: subDays(today, n - 1), endDate: today };
}

/** 'N days starting today': the N days from today (at least today itself). */
export function daysStartingToday(days: number, today: Date): DateRangeValue {
  const n = Math.max(1, clampRangeLength(days));
  return { startDate: today, endDate: addDays(today, n - 1) };
}

/** The length in days a range shows in the two inputs (inclusive of both ends). */
export function rangeLengthDays(range: DateRangeValue): number {
  return differenceInCalendarDays(range.endDate, range.startDate) + 1;
}

function dayStart(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}
