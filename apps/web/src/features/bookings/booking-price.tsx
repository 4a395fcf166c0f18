import { formatMinorUnits, formatMoney, type Booking } from '@dala/shared';
import { formatDate } from '../../lib/format';

/** A booking's stored price breakdown and money state (all amounts from the server). */
export function BookingPrice({ booking }: { booking: Booking }) {
  // Unit prices and the server's subtotal: line amounts are not recomputed here.
  const rows: { label: string; amount: string; tone?: string }[] = [
    {
      label: `${booking.adults} ${booking.adults === 1 ? 'adult' : 'adults'} × ${formatMoney(booking.adult_price_usd)}`,
      amount: '',
    },
  ];
  if (booking.children > 0) {
    rows.push({
      label: `${booking.children} ${booking.children === 1 ? 'child' : 'children'} × ${formatMoney(booking.child_price_usd)}`,
      amount: '',
    });
  }
  if (booking.infants > 0) {
    rows.push({
      label: `${booking.infants} ${booking.infants === 1 ? 'infant' : 'infants'} × free`,
      amount: '',
    });
  }
  rows.push({ label: 'Subtotal', amount: formatMinorUnits(booking.subtotal_cents) });
  if (booking.discount_cents > 0) {
    rows.push({
      label: 'Discount',
      amount: `−${formatMinorUnits(booking.discount_cents)}`,
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
          <dt className="font-semibold text-stone-900">Total</dt>
          <dd className="font-bold text-stone-900 tabular-nums">{formatMinorUnits(booking.total_cents)}</dd>
        </div>
      </dl>
      <dl className="mt-3 space-y-1.5 rounded-xl bg-sand-100 p-3">
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">
            {booking.pay_in_full ? 'Paid in full at booking' : `Deposit (${booking.deposit_percent}%)`}
          </dt>
          <dd className="tabular-nums">
            {formatMinorUnits(booking.pay_in_full ? booking.total_cents : booking.deposit_cents)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">Paid so far</dt>
          <dd className="font-semibold text-acacia-700 tabular-nums" data-testid="paid-amount">
            {formatMinorUnits(booking.paid_cents)}
          </dd>
        </div>
        {booking.refunded_cents > 0 && (
          <div className="flex justify-between gap-3">
            <dt className="text-stone-600">Refunded</dt>
            <dd className="font-semibold tabular-nums" data-testid="refunded-amount">
              {formatMinorUnits(booking.refunded_cents)}
            </dd>
          </div>
        )}
        {booking.status === 'pending_payment' && booking.next_payment && (
          <div className="flex justify-between gap-3">
            <dt className="font-semibold text-stone-900">Due now</dt>
            <dd className="font-semibold text-primary-800 tabular-nums">
              {formatMinorUnits(booking.next_payment.amount_cents)}
            </dd>
          </div>
        )}
        {booking.paid_cents > 0 && booking.balance_cents > 0 && booking.status === 'confirmed' && (
          <div className="flex justify-between gap-3">
            <dt className="text-stone-600">
              Balance{booking.balance_due_date ? ` due ${formatDate(booking.balance_due_date)}` : ''}
            </dt>
            <dd className="font-semibold text-primary-800 tabular-nums">
              {formatMinorUnits(booking.balance_cents)}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
