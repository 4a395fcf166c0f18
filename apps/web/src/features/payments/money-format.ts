import { formatMinorUnits } from '@dala/shared';
import { intlLocale } from '../../lib/i18n';

/** The locale money is written in: en-US writes 'TZS 3,250,000', Tanzania's English 'TSh 3,250,000' (spec). */
function moneyLocale(currency: 'USD' | 'TZS'): string {
  const locale = intlLocale();
  return currency === 'TZS' ? locale.replace(/-US$/, '-TZ') : locale;
}

/** Minor units as people read them: '$974', 'TSh 2,435,000' (no decimals, spec §9). */
export function formatPaymentAmount(amountMinor: number, currency: string): string {
  const known = currency === 'TZS' ? 'TZS' : 'USD';
  return formatMinorUnits(amountMinor, known, moneyLocale(known));
}

/** The USD→TZS rate as shown: 'TSh 2,500', or 'TSh 2,585.50' when it has cents (a rate, not a price). */
export function formatTzsRate(tzsPerUsdHundredths: number): string {
  return new Intl.NumberFormat(moneyLocale('TZS'), {
    style: 'currency',
    currency: 'TZS',
    minimumFractionDigits: tzsPerUsdHundredths % 100 ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(tzsPerUsdHundredths / 100);
}
