import { DISPLAY_TIME_ZONE, formatMoney } from '@dala/shared';
import { intlLocale } from '../../lib/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A departure as its day and time on Tanzania's clock ('Tue 05 Aug', '07:30'), where the bus leaves:
 * the same in the server's HTML and in any visitor's browser.
 */
export function departureParts(instant: string): { day: string; time: string } {
  const locale = intlLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: DISPLAY_TIME_ZONE,
      weekday: 'short',
      day: '2-digit',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(locale, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: `${part('weekday')} ${part('day')} ${part('month').replace(/\.$/, '')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** 'TSh 35,000'. */
export const shillings = (amount: number) => formatMoney(amount, 'TZS', intlLocale());
