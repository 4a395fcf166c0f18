import { TRANSPORT_TIME_ZONE, addDays, todayInTanzania, zonedTimeToInstant } from '@dala/shared';

/** Built once: constructing a DateTimeFormat costs far more than formatting. */
let wallClock: Intl.DateTimeFormat | undefined;

/** The Tanzanian calendar date ('YYYY-MM-DD'), hour and 'HH:MM' of an instant: how travelers read
 * departures. */
export function tanzanianWallClock(instantMs: number): { date: string; hour: number; time: string } {
  wallClock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TRANSPORT_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(instantMs)).map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** How far Tanzanian wall-clock time is ahead of UTC at an instant (3 h). */
export function tanzanianOffsetMs(instantMs: number): number {
  const { date, time } = tanzanianWallClock(instantMs);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hh, mm) - Math.floor(instantMs / 60_000) * 60_000;
}

/** [first instant of `startDate`, first instant after `endDate`) in Tanzanian time. */
export function tanzanianDays(startDate: string, endDate: string): { from: Date; until: Date } {
  return {
    from: zonedTimeToInstant(startDate, '00:00', TRANSPORT_TIME_ZONE),
    until: zonedTimeToInstant(addDays(endDate, 1), '00:00', TRANSPORT_TIME_ZONE),
  };
}

export { todayInTanzania };
