/**
 * The size of a private safari's start-date calendar (private-date-picker.tsx), known without loading
 * it: the booking box reserves it while the calendar's chunk loads.
 */

/** Height (and width) of a day cell, in px: one week row. */
export const WEEK_ROW_PX = 40;
/** The rest of the calendar's height, in px: month caption, weekday row and footer (measured). */
export const CALENDAR_FRAME_PX = 104;
/** The calendar's width, in px: seven day cells. */
export const CALENDAR_WIDTH_PX = 7 * WEEK_ROW_PX;

/** The calendar's height when it shows `month`: one row per week it spans, weeks from Sunday (en-US). */
export function calendarHeightPx(month: Date): number {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const days = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  const weeks = Math.ceil((first.getDay() + days) / 7);
  return CALENDAR_FRAME_PX + weeks * WEEK_ROW_PX;
}
