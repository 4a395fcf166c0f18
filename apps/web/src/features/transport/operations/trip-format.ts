import { TRANSPORT_TIME_ZONE, formatMoney } from '@dala/shared';
import { intlLocale } from '../../../lib/i18n';

// Trips run on the Tanzanian clock whatever the reader's device says (TRANSPORT.md): every time here
// is shown in Africa/Dar_es_Salaam. One formatter per locale and shape (lists format many).
const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: 'time' | 'day' | 'weekday', locale: string): Intl.DateTimeFormat {
  const key = `${kind}|${locale}`;
  let found = formats.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : kind === 'day'
          ? { weekday: 'short', day: '2-digit', month: 'short', year: 'numeric' }
          : { weekday: 'short' };
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: TRANSPORT_TIME_ZONE });
    formats.set(key, found);
  }
  return found;
}

const parse = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** An instant's time in Tanzania ('07:30'). */
export function tripTime(iso: string): string {
  const date = parse(iso);
  return date ? format('time', intlLocale()).format(date) : iso;
}

/** A day as 'Mon, 02 Mar 2026': spec §9's 'dd MMM yyyy' in that order in every language, after the weekday. */
function dayText(date: Date): string {
  const parts = format('day', intlLocale()).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month').replace(/\.$/, '')} ${part('year')}`;
}

/** A Tanzanian calendar day 'YYYY-MM-DD' as 'Mon, 02 Mar 2026'. */
export function tripDay(isoDate: string): string {
  const date = parse(`${isoDate}T12:00:00+03:00`);
  return date ? dayText(date) : isoDate;
}

/** An instant as 'Mon, 02 Mar 2026, 07:30' in Tanzania. */
export function tripDayTime(iso: string): string {
  const date = parse(iso);
  if (!date) return iso;
  return `${dayText(date)}, ${format('time', intlLocale()).format(date)}`;
}

/** ISO weekday 1 (Monday) … 7 (Sunday) as its short name in the reader's language. */
export function weekdayName(isoWeekday: number): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, isoWeekday, 9));
  return format('weekday', intlLocale()).format(date);
}

/** Whole shillings as 'TSh 45,000'. */
export function tzs(amount: number): string {
  return formatMoney(amount, 'TZS', intlLocale());
}

/** Minutes as '9 h 30 min' style parts: [hours, minutes]. */
export function hoursAndMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
