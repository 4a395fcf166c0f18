import { formatMinorUnits, type Currency } from '@dala/shared';
import { useTranslation } from 'react-i18next';

/** A booking summary's line for the deal the server applied (inside a <dl>); nothing without one. */
export function DealDiscountLine({ discountCents, currency }: { discountCents: number; currency: Currency }) {
  const { t, ready } = useTranslation('deals', { useSuspense: false });
  if (!ready || discountCents <= 0) return null;
  return (
    <div className="flex justify-between gap-3 text-acacia-700">
      <dt>{t('code.discount')}</dt>
      <dd className="font-medium tabular-nums" data-testid="deal-discount">
        {t('code.discountAmount', { amount: formatMinorUnits(discountCents, currency) })}
      </dd>
    </div>
  );
}
