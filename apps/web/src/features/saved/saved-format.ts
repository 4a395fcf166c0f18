import { DISPLAY_TIME_ZONE, formatMinorUnits, formatStoredDate, type SavedItem } from '@dala/shared';
import { i18n, intlLocale } from '../../lib/i18n';

/** '$1,299', 'TSh 36,000' (the shared money format). */
export function savedMoney(minor: number, currency: SavedItem['price']['currency']): string {
  return formatMinorUnits(minor, currency, intlLocale());
}

/** '14 Dec 2026' of a calendar date ('14 Des 2026' in Swahili). */
export const savedDate = (value: string) => formatStoredDate(value, i18n.language);

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** '14 Dec 2026, 07:30' of a trip's departure, in Tanzanian time (where the bus leaves). */
export function savedDeparture(iso: string): string {
  const locale = intlLocale();
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: DISPLAY_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(locale, format);
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = formatStoredDate(`${part('year')}-${part('month')}-${part('day')}`, i18n.language);
  return `${day}, ${part('hour')}:${part('minute')}`;
}

/** Where a saved item's page is. */
export function savedItemPath(item: Pick<SavedItem, 'kind' | 'listing_id' | 'slug'>): string {
  return item.kind === 'safari' ? `/safaris/${item.slug || item.listing_id}` : `/trips/${item.listing_id}`;
}
