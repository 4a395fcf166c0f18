import { formatMinorUnits, type Currency } from '@dala/shared';
import { useTranslation } from 'react-i18next';

interface DealDiscountView {
  discount_kind: 'percent' | 'amount';
  percent_off: number | null;
  amount_off_cents: number | null;
  currency: Currency;
}

/** '15% off' or '$300 off' / 'TSh 5,000 off' (the amount in the deal's currency). */
export function useDiscountText(): (deal: DealDiscountView) => string {
  const { t } = useTranslation('deals');
  return (deal) =>
    deal.discount_kind === 'percent'
      ? t('discount.percent', { percent: deal.percent_off ?? 0 })
      : t('discount.amount', { amount: formatMinorUnits(deal.amount_off_cents ?? 0, deal.currency) });
}
