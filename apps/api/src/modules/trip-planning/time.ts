import { TRANSPORT_TIME_ZONE } from '@dala/shared';

let clockFormat: Intl.DateTimeFormat | undefined;

/** An instant as the Tanzanian wall clock shows it: the day ('YYYY-MM-DD') and time ('HH:MM') a
 * transporter wrote (zonedTimeToInstant's inverse). */
export function transportClock(instant: Date): { date: string; time: string } {
  clockFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TRANSPORT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(clockFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}
