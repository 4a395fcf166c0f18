import { formatMinorUnits, type Currency, type PayoutMethod, type PayoutStatusName } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** Minor units in their currency as people read them ('$1,250', 'TSh 3,250,000'). */
export function money(amountMinor: number, currency: string): string {
  return formatMinorUnits(amountMinor, currency as Currency);
}

const STATUS_STYLES: Record<PayoutStatusName, string> = {
  requested: 'bg-primary-50 text-primary-800 ring-primary-200',
  approved: 'bg-trip-50 text-trip-800 ring-trip-200',
  sending: 'bg-trip-50 text-trip-800 ring-trip-200',
  paid: 'bg-acacia-50 text-acacia-700 ring-acacia-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

/** A payout's state as a coloured label. */
export function PayoutStatusBadge({ status }: { status: PayoutStatusName }) {
  const { t } = useTranslation('earnings');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        STATUS_STYLES[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** 'M-Pesa ••••••••3456', 'CRDB Bank ••••7890': a method as the operator recognises it (masked). */
export function useMethodLabel() {
  const { t } = useTranslation('earnings');
  return (method: PayoutMethod) =>
    method.kind === 'mobile_money'
      ? t('methods.mobileLabel', {
          network: method.network ? t(`methods.networks.${method.network}`) : '',
          number: method.phone_masked ?? '',
        })
      : t('methods.bankLabel', { bank: method.bank_name ?? '', number: method.account_number_masked ?? '' });
}
