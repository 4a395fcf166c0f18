import { formatMinorUnits, formatMoney } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../lib/i18n';

/** Money and traveler counts as the bookings pages show them, in the active language. */
export function useBookingFormat() {
  const { t } = useTranslation('bookings');
  return {
    /** An API `*_cents` amount (USD), through Intl in the active locale. */
    money: (cents: number) => formatMinorUnits(cents, 'USD', intlLocale()),
    /** A whole-dollar `*_usd` figure (quotes, unit prices), through Intl in the active locale. */
    usd: (amount: number) => formatMoney(amount, 'USD', intlLocale()),
    /** '2 adults, 1 child, 1 infant' (children and infants only when there are some). */
    travelers: (counts: { adults: number; children: number; infants: number }) => {
      const parts = [t('travelers.adults', { count: counts.adults })];
      if (counts.children > 0) parts.push(t('travelers.children', { count: counts.children }));
      if (counts.infants > 0) parts.push(t('travelers.infants', { count: counts.infants }));
      return parts.join(t('travelers.separator'));
    },
  };
}
