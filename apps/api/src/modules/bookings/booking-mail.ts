import { formatMinorUnits, type Booking } from '@dala/shared';

export interface BookingMail {
  to: string;
  subject: string;
  text: string;
}

const usd = (cents: number) => formatMinorUnits(cents);

function summary(b: Booking): string {
  const travelers = [
    `${b.adults} adult(s)`,
    b.children ? `${b.children} child(ren)` : '',
    b.infants ? `${b.infants} infant(s)` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return [
    `Safari: ${b.safari.title} (${b.safari.location})`,
    `Dates: ${b.start_date} to ${b.end_date}`,
    `Travelers: ${travelers}`,
    `Lead traveler: ${b.lead_traveler.name}, ${b.lead_traveler.email}, ${b.lead_traveler.phone}`,
    `Total: ${usd(b.total_cents)}; paid: ${usd(b.paid_cents)}${b.refunded_cents > 0 ? `; refunded: ${usd(b.refunded_cents)}` : ''}${b.balance_cents > 0 ? `; balance ${usd(b.balance_cents)} due ${b.balance_due_date ?? 'before departure'}` : ''}`,
  ].join('\n');
}

/** The emails of a booking event, to the traveler and to the operator. */
export function bookingMails(
  kind: 'confirmed' | 'balance_paid' | 'payment_refunded' | 'cancelled_by_traveler' | 'cancelled_by_operator',
  b: Booking,
  travelerEmail: string,
  operatorEmail: string,
  publicUrl: string,
  extra: { refundCents?: number; reason?: string } = {},
): BookingMail[] {
  const travelerLink = `${publicUrl}/bookings/${b.id}`;
  const operatorLink = `${publicUrl}/safaris-management`;
  const refund = extra.refundCents
    ? `\nRefund: ${usd(extra.refundCents)} (processing takes 5-10 business days).`
    : '\nRefund: none under the cancellation policy.';
  switch (kind) {
    case 'confirmed':
      return [
        {
          to: travelerEmail,
          subject: `Booking confirmed: ${b.safari.title} (${b.reference})`,
          text: `Your booking ${b.reference} is confirmed.\n\n${summary(b)}\n\nSee it any time: ${travelerLink}\n\nDala Rides`,
        },
        {
          to: operatorEmail,
          subject: `New booking ${b.reference}: ${b.safari.title} on ${b.start_date}`,
          text: `You have a new confirmed booking.\n\n${summary(b)}\n\nManage your bookings: ${operatorLink}\n\nDala Rides`,
        },
      ];
    case 'balance_paid':
      return [
        {
          to: travelerEmail,
          subject: `Payment received for ${b.reference}`,
          text: `Thank you: your balance payment for ${b.reference} was received.\n\n${summary(b)}\n\n${travelerLink}\n\nDala Rides`,
        },
        {
          to: operatorEmail,
          subject: `Balance paid for ${b.reference}`,
          text: `The balance of booking ${b.reference} has been paid.\n\n${summary(b)}\n\nDala Rides`,
        },
      ];
    case 'payment_refunded':
      // Only the traveler: the operator's booking did not change.
      return [
        {
          to: travelerEmail,
          subject: `Payment refunded for ${b.reference}`,
          text: `${extra.reason ?? `A payment for booking ${b.reference} is being refunded.`}\nRefund: ${usd(extra.refundCents ?? 0)} (processing takes 5-10 business days).\n\n${summary(b)}\n\n${travelerLink}\n\nDala Rides`,
        },
      ];
    case 'cancelled_by_traveler':
      return [
        {
          to: travelerEmail,
          subject: `Booking cancelled: ${b.reference}`,
          text: `Your booking ${b.reference} is cancelled.${refund}\n\n${summary(b)}\n\nDala Rides`,
        },
        {
          to: operatorEmail,
          subject: `Booking ${b.reference} was cancelled by the traveler`,
          text: `${b.lead_traveler.name} cancelled booking ${b.reference}; the seats are free again.\n\n${summary(b)}\n\nDala Rides`,
        },
      ];
    case 'cancelled_by_operator':
      return [
        {
          to: travelerEmail,
          subject: `Your booking ${b.reference} was cancelled by the operator`,
          text: `${b.safari.operator.company_name} cancelled your booking ${b.reference}${extra.reason ? `: ${extra.reason}` : ''}.${refund}\n\n${summary(b)}\n\nDala Rides`,
        },
        {
          to: operatorEmail,
          subject: `You cancelled booking ${b.reference}`,
          text: `Booking ${b.reference} is cancelled and the traveler is refunded in full.${extra.reason ? `\nReason given: ${extra.reason}` : ''}\n\n${summary(b)}\n\nDala Rides`,
        },
      ];
  }
}
