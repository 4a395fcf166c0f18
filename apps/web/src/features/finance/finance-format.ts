import { CURRENCIES, formatMinorUnits, type Currency } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../lib/i18n';

/** Minor units as shown to people ('$1,299', 'TSh 3,250,000'); another currency by its code. */
export function formatAmount(amountMinor: number, currency: string, locale = intlLocale()): string {
  if ((CURRENCIES as readonly string[]).includes(currency)) {
    return formatMinorUnits(amountMinor, currency as Currency, locale);
  }
  return `${currency} ${Math.round(amountMinor / 100).toLocaleString(locale)}`;
}

/** '2585.50' → '2,585.50' (the rate keeps its two decimals: it is not money). */
export function formatRate(rate: string, locale = intlLocale()): string {
  const value = Number(rate);
  if (!Number.isFinite(value)) return rate;
  return value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** How long something has waited, in its largest units: '45 min', '5 h 20 min', '3 d 4 h'. */
export function useFormatAge(): (seconds: number) => string {
  const { t } = useTranslation('finance');
  return (seconds) => {
    const minutes = Math.floor(seconds / 60);
    const hours = Math.floor(minutes / 60);
    const days = Math.floor(hours / 24);
    if (days > 0) return t('age.days', { days, hours: hours % 24 });
    if (hours > 0) return t('age.hours', { hours, minutes: minutes % 60 });
    return t('age.minutes', { minutes });
  };
}
