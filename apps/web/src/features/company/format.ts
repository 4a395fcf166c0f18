import { displayLanguage, formatDisplayDateTime } from '@dala/shared';
import { intlLocale } from '../../lib/i18n';

/**
 * A departure instant as 'dd MMM yyyy, HH:mm' on Tanzania's clock (where the bus leaves), the same on
 * the server's render and in any visitor's browser (without Intl: @dala/shared's display-format.ts).
 */
export function formatDepartureTime(instant: string): string {
  return formatDisplayDateTime(instant, displayLanguage(intlLocale()));
}
