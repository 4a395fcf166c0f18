import { formatMinorUnits, type Currency, type PaymentHistoryItem } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** Minor units in their currency as people read them ('$1,250', 'TSh 3,250,000'). */
export function money(amountMinor: number, currency: string): string {
  return formatMinorUnits(amountMinor, currency as Currency);
}

const STATE_STYLES: Record<PaymentHistoryItem['state'], string> = {
  pending: 'bg-primary-50 text-primary-800 ring-primary-200',
  succeeded: 'bg-acacia-50 text-acacia-700 ring-acacia-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/** A payment's or refund's state as a coloured label ('Paid', 'Refund in progress' …). */
export function PaymentStateBadge({ item }: { item: Pick<PaymentHistoryItem, 'type' | 'state'> }) {
  const { t } = useTranslation('billing');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        STATE_STYLES[item.state],
      )}
    >
      {t(`state.${item.type}.${item.state}`)}
    </span>
  );
}

/** The network or card's name; the method's for payments made before networks were asked. */
export function useMethodLabel() {
  const { t } = useTranslation('billing');
  return (item: Pick<PaymentHistoryItem, 'method' | 'channel'>) =>
    item.channel
      ? t(`channel.${item.channel}`)
      : item.method
        ? t(`method.${item.method}`)
        : t('method.unknown');
}

/** 'Deposit', 'Refund of the balance' …: what a line is. */
export function useLineTitle() {
  const { t } = useTranslation('billing');
  return (item: Pick<PaymentHistoryItem, 'type' | 'kind'>) =>
    item.type === 'payment' ? t(`kind.${item.kind ?? 'full'}`) : t(`refundOf.${item.kind ?? 'unknown'}`);
}

/**
 * The amount in the currency paid, and beside it the booking's amount with the rate when they differ
 * (a dollar safari paid in shillings).
 */
export function LineAmount({
  item,
  className,
}: {
  item: Pick<
    PaymentHistoryItem,
    'type' | 'amount_cents' | 'currency' | 'booking_amount_cents' | 'booking_currency' | 'tzs_per_usd'
  >;
  className?: string;
}) {
  const { t } = useTranslation('billing');
  const converted = item.currency !== item.booking_currency;
  return (
    <span className={cn('flex flex-col', className)}>
      <span className={cn('font-bold tabular-nums', item.type === 'refund' && 'text-acacia-700')}>
        {item.type === 'refund' ? '−' : ''}
        {money(item.amount_cents, item.currency)}
      </span>
      {converted && (
        <span className="text-xs whitespace-nowrap text-stone-500 tabular-nums">
          {item.tzs_per_usd
            ? t('list.convertedFrom', {
                amount: money(item.booking_amount_cents, item.booking_currency),
                rate: item.tzs_per_usd,
              })
            : money(item.booking_amount_cents, item.booking_currency)}
        </span>
      )}
    </span>
  );
}
