import {
  formatMinorUnits,
  translate,
  type Currency,
  type DateValue,
  type Language,
  type Message,
  type MessageKey,
  type MessageValues,
  type TravelerBooking,
} from '@dala/shared';

export interface BookingMail {
  to: string;
  subject: string;
  text: string;
}

/** Who a booking mail goes to, and the language it is written in (their preferred_language). */
export interface MailRecipient {
  email: string;
  language: Language;
}

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** What notifications and mails say of a booking's item, whatever its kind. */
export interface BookingItemSummary {
  /** The safari's title, or a trip's 'Dar es Salaam → Moshi'. */
  title: string;
  operatorId: string;
  companyName: string;
  /** The first day, written in each reader's language where the text is rendered ('14 Dec 2026'). */
  date: DateValue;
  /** Where the operator manages it. */
  operatorPath: string;
}

export function bookingItem(b: TravelerBooking): BookingItemSummary {
  if (b.kind === 'trip') {
    return {
      title: `${b.trip.from.place} → ${b.trip.to.place}`,
      operatorId: b.trip.transporter.id,
      companyName: b.trip.transporter.company_name,
      date: { date: b.start_date },
      operatorPath: '/trips',
    };
  }
  return {
    title: b.safari.title,
    operatorId: b.safari.operator.id,
    companyName: b.safari.operator.company_name,
    date: { date: b.start_date },
    operatorPath: '/safaris-management',
  };
}

function summary(t: Translate, b: TravelerBooking): string {
  const money = (cents: number) => formatMinorUnits(cents, b.currency as Currency);
  const totals = t('mail.booking.total', {
    total: money(b.total_cents),
    paid: money(b.paid_cents),
    refunded: b.refunded_cents > 0 ? t('mail.booking.refunded', { amount: money(b.refunded_cents) }) : '',
    balance:
      b.balance_cents > 0
        ? t('mail.booking.balance', {
            amount: money(b.balance_cents),
            due: b.balance_due_date ? { date: b.balance_due_date } : t('mail.booking.beforeDeparture'),
          })
        : '',
  });
  if (b.kind === 'trip') {
    return [
      t('bookings.mailTrip', {
        from: `${b.trip.from.place} (${b.trip.from.point || b.trip.from.place})`,
        to: b.trip.to.place,
        departs: { dateTime: b.trip.from.at },
        company: b.trip.transporter.company_name,
      }),
      t('bookings.mailSeats', { seats: b.trip.seats.join(', ') }),
      totals,
    ].join('\n');
  }
  const travelers = [
    t('mail.booking.adults', { count: b.adults }),
    b.children ? t('mail.booking.children', { count: b.children }) : '',
    b.infants ? t('mail.booking.infants', { count: b.infants }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  return [
    t('mail.booking.safari', { title: b.safari.title, location: b.safari.location }),
    t('mail.booking.dates', { start: { date: b.start_date }, end: { date: b.end_date } }),
    t('mail.booking.travelers', { travelers }),
    t('mail.booking.leadTraveler', {
      name: b.lead_traveler.name,
      email: b.lead_traveler.email,
      phone: b.lead_traveler.phone,
    }),
    totals,
  ].join('\n');
}

/**
 * The emails of a booking event, to the traveler and to the operator, each in its recipient's
 * language. `reason` is the operator's own text (a cancellation); `refundReason` says why a payment
 * is refunded (a message).
 */
export function bookingMails(
  kind: 'confirmed' | 'balance_paid' | 'payment_refunded' | 'cancelled_by_traveler' | 'cancelled_by_operator',
  b: TravelerBooking,
  traveler: MailRecipient,
  operator: MailRecipient,
  publicUrl: string,
  extra: { refundCents?: number; reason?: string | Message; refundReason?: Message } = {},
): BookingMail[] {
  const item = bookingItem(b);
  const usd = (cents: number) => formatMinorUnits(cents, b.currency as Currency);
  const travelerLink = `${publicUrl}/bookings/${b.id}`;
  const operatorLink = `${publicUrl}${item.operatorPath}`;
  const reference = b.reference;
  const mail = (to: MailRecipient, subject: MessageKey, text: MessageKey, values: MessageValues) => {
    const t: Translate = (key, v) => translate(to.language, key, v);
    const all = { reference, summary: summary(t, b), ...values };
    return { to: to.email, subject: t(subject, all), text: t(text, all) };
  };
  const refund: Message = extra.refundCents
    ? { key: 'mail.booking.refund', values: { amount: usd(extra.refundCents) } }
    : { key: 'mail.booking.noRefund' };
  switch (kind) {
    case 'confirmed':
      return [
        mail(traveler, 'mail.booking.confirmedSubject', 'mail.booking.confirmedText', {
          safari: item.title,
          link: travelerLink,
        }),
        mail(operator, 'mail.booking.newBookingSubject', 'mail.booking.newBookingText', {
          safari: item.title,
          date: item.date,
          link: operatorLink,
        }),
      ];
    case 'balance_paid':
      return [
        mail(traveler, 'mail.booking.balanceReceivedSubject', 'mail.booking.balanceReceivedText', {
          link: travelerLink,
        }),
        mail(operator, 'mail.booking.balancePaidSubject', 'mail.booking.balancePaidText', {}),
      ];
    case 'payment_refunded':
      // Only the traveler: the operator's booking did not change.
      return [
        mail(traveler, 'mail.booking.refundedSubject', 'mail.booking.refundedText', {
          reason: extra.refundReason ?? { key: 'mail.booking.refundedReason', values: { reference } },
          refund: { key: 'mail.booking.refund', values: { amount: usd(extra.refundCents ?? 0) } },
          link: travelerLink,
        }),
      ];
    case 'cancelled_by_traveler':
      return [
        mail(traveler, 'mail.booking.cancelledSubject', 'mail.booking.cancelledText', { refund }),
        mail(operator, 'mail.booking.travelerCancelledSubject', 'mail.booking.travelerCancelledText', {
          name: b.lead_traveler.name,
        }),
      ];
    case 'cancelled_by_operator':
      return [
        mail(
          traveler,
          'mail.booking.cancelledByOperatorSubject',
          extra.reason
            ? 'mail.booking.cancelledByOperatorWithReasonText'
            : 'mail.booking.cancelledByOperatorText',
          { company: item.companyName, reason: extra.reason ?? '', refund },
        ),
        mail(
          operator,
          'mail.booking.operatorCancelledSubject',
          extra.reason
            ? 'mail.booking.operatorCancelledWithReasonText'
            : 'mail.booking.operatorCancelledText',
          { reason: extra.reason ?? '' },
        ),
      ];
  }
}
