import { DISPLAY_TIME_ZONE } from '@dala/shared';
import { intlLocale } from '../../lib/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A departure instant as 'dd MMM yyyy, HH:mm' on Tanzania's clock (where the bus leaves), the same on
 * the server's render and in any visitor's browser.
 */
export function formatDepartureTime(instant: string): string {
  const locale = intlLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: DISPLAY_TIME_ZONE,
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(locale, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month').replace(/\.$/, '')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}
