import type { Booking } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useBookingFormat } from './use-booking-format';

/** A booking's stored price breakdown and money state (all amounts from the server). */
export function BookingPrice({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const format = useBookingFormat();
  // Unit prices and the server's subtotal: line amounts are not recomputed here.
  const rows: { label: string; amount: string; tone?: string }[] = [
    {
      label: t('price.line.adult', { count: booking.adults, price: format.usd(booking.adult_price_usd) }),
      amount: '',
    },
  ];
  if (booking.children > 0) {
    rows.push({
      label: t('price.line.child', { count: booking.children, price: format.usd(booking.child_price_usd) }),
      amount: '',
    });
  }
  if (booking.infants > 0) {
    rows.push({
      label: t('price.line.infant', { count: booking.infants, price: t('price.free') }),
      amount: '',
    });
  }
  rows.push({ label: t('price.subtotal'), amount: format.money(booking.subtotal_cents) });
  if (booking.discount_cents > 0) {
    rows.push({
      label: t('price.discount'),
      amount: t('price.discountAmount', { amount: format.money(booking.discount_cents) }),
      tone: 'text-acacia-700',
    });
  }
  return (
    <div className="text-sm">
      <dl className="space-y-1.5">
        {rows.map((row) => (
          <div key={row.label} className={`flex justify-between gap-3 ${row.tone ?? ''}`}>
            <dt className="text-stone-600">{row.label}</dt>
            <dd className="font-medium tabular-nums">{row.amount}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-sand-200 pt-2 text-base">
          <dt className="font-semibold text-stone-900">{t('price.total')}</dt>
          <dd className="font-bold text-stone-900 tabular-nums">{format.money(booking.total_cents)}</dd>
        </div>
      </dl>
      <dl className="mt-3 space-y-1.5 rounded-xl bg-sand-100 p-3">
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">
            {booking.pay_in_full
              ? t('price.paidInFull')
              : t('price.deposit', { percent: booking.deposit_percent })}
          </dt>
          <dd className="tabular-nums">
            {format.money(booking.pay_in_full ? booking.total_cents : booking.deposit_cents)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">{t('price.paidSoFar')}</dt>
          <dd className="font-semibold text-acacia-700 tabular-nums" data-testid="paid-amount">
            {format.money(booking.paid_cents)}
          </dd>
        </div>
        {booking.refunded_cents > 0 && (
          <div className="flex justify-between gap-3">
            <dt className="text-stone-600">{t('price.refunded')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="refunded-amount">
              {format.money(booking.refunded_cents)}
            </dd>
          </div>
        )}
        {booking.status === 'pending_payment' && booking.next_payment && (
          <div className="flex justify-between gap-3">
            <dt className="font-semibold text-stone-900">{t('price.dueNow')}</dt>
            <dd className="font-semibold text-primary-800 tabular-nums">
              {format.money(booking.next_payment.amount_cents)}
            </dd>
          </div>
        )}
        {booking.paid_cents > 0 && booking.balance_cents > 0 && booking.status === 'confirmed' && (
          <div className="flex justify-between gap-3">
            <dt className="text-stone-600">
              {booking.balance_due_date
                ? t('price.balanceDue', { date: formatDate(booking.balance_due_date) })
                : t('price.balance')}
            </dt>
            <dd className="font-semibold text-primary-800 tabular-nums">
              {format.money(booking.balance_cents)}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
