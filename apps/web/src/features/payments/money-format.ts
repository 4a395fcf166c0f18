import { formatMinorUnits } from '@dala/shared';
import { intlLocale } from '../../lib/i18n';

/** Minor units as people read them: '$974', 'TSh 2,435,000' (no decimals, spec §9). */
export function formatPaymentAmount(amountMinor: number, currency: string): string {
  const known = currency === 'TZS' ? 'TZS' : 'USD';
  return formatMinorUnits(amountMinor, known, intlLocale());
}

/** The USD→TZS rate as shown: 'TSh 2,500', or 'TSh 2,585.50' when it has cents (a rate, not a price). */
export function formatTzsRate(tzsPerUsdHundredths: number): string {
  // Shillings as Tanzanians write them (en-US would say 'TZS'), as formatMinorUnits does.
  const locale = intlLocale();
  return new Intl.NumberFormat(locale.startsWith('en') ? 'en-TZ' : locale, {
    style: 'currency',
    currency: 'TZS',
    minimumFractionDigits: tzsPerUsdHundredths % 100 ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(tzsPerUsdHundredths / 100);
}
