import {
  PHONE_COUNTRIES,
  SEAT_HOLD_MINUTES,
  tripPassengersSchema,
  type PaymentChannel,
  type TripBooking,
  type TripDetail,
} from '@dala/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { HoldCountdownPanel, TIMER_CLASS } from '../../../components/hold-countdown-panel';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PhoneInput, joinPhone, splitPhone, type PhoneParts } from '../../../components/ui/phone-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { TextField } from '../../../components/ui/text-field';
import { ApiRequestError } from '../../../lib/api-client';
import { setServerErrors, validateOnSubmit } from '../../../lib/form-errors';
import { formatCountdown } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useNow } from '../../../lib/use-now';
import { DealDiscountLine } from '../../deals';
import {
  DEFAULT_PAYMENT_CHANNEL,
  PaymentMethodFields,
  PaymentPromptPanel,
  followPayment,
  paymentFieldErrors,
  paymentMethodRequest,
  type PaymentFieldErrors,
  type PaymentPrompt,
} from '../../payments';
import { useSavePassengers, useStartTripPayment, useTripBooking } from '../api/travel-booking';
import { tripDate, tripTime, tzs } from './trip-format';
import { readGuests, tripPageParams } from './trip-url';

type PassengersInput = z.input<typeof tripPassengersSchema>;
type PassengersOutput = z.output<typeof tripPassengersSchema>;

/** Milliseconds left on a hold (0 when it has run out or is unknown). */
export function holdMsLeft(expiresAt: string | null, now: number): number {
  if (!expiresAt) return 0;
  const end = Date.parse(expiresAt);
  return Number.isFinite(end) ? Math.max(0, end - now) : 0;
}

const paid = (booking: TripBooking) => booking.status === 'confirmed' || booking.status === 'completed';

/**
 * The checkout of held seats on a trip's page (?booking=): the 10-minute countdown, a passenger per
 * seat (name, phone, optional ID number), the full fare through the payment provider (the sandbox
 * sends the payer back here with ?payment=), then the tickets. Loaded on its own, in the browser only.
 */
export default function TripCheckout({ trip, bookingId }: { trip: TripDetail; bookingId: string }) {
  const { t } = useTranslation('transport');
  const [params] = useSearchParams();
  const returned = params.get('payment');
  // Back from the provider, the webhook may land a moment later: ask again until the payment settles.
  const booking = useTripBooking(bookingId, {
    refetchInterval: (b) =>
      b && b.status === 'pending_payment' && returned === 'paid' && b.payments.at(-1)?.status === 'pending'
        ? 2000
        : false,
  });
  const now = useNow(1000);
  const [editingPassengers, setEditingPassengers] = useState(false);
  // A prompt approved on the phone: the booking, read again, is paid and its tickets show here.
  const refetchBooking = booking.refetch;
  const onPaid = useCallback(() => void refetchBooking(), [refetchBooking]);
  const chooseAgain = `/trips/${trip.id}?${tripPageParams({
    board: trip.segment.board.position,
    alight: trip.segment.alight.position,
    guests: readGuests(params),
  }).toString()}`;

  if (booking.isPending) {
    return (
      <Card className="space-y-4 p-5" aria-busy>
        <Skeleton className="h-14" />
        <Skeleton className="h-40" />
      </Card>
    );
  }
  if (booking.isError) {
    return (
      <div className="space-y-3">
        <LoadError message={messageText(booking.error.message)} onRetry={() => void booking.refetch()} />
        <ButtonLink to={chooseAgain} variant="secondary" className="w-full">
          {t('checkout.chooseAgain')}
        </ButtonLink>
      </div>
    );
  }

  const b = booking.data;
  if (paid(b)) return <TripTickets booking={b} />;

  const msLeft = holdMsLeft(b.hold_expires_at, now);
  const ended = b.status !== 'pending_payment' || msLeft <= 0;
  const named = b.trip.passengers.length > 0 && b.trip.passengers.every((p) => p.name);
  const lastPayment = b.payments.at(-1);
  const settling = returned === 'paid' && lastPayment?.status === 'pending';

  return (
    <div className="space-y-4">
      <TripHoldCountdown msLeft={ended ? 0 : msLeft} />
      {ended ? (
        <Card className="space-y-4 p-5">
          <p className="text-stone-700">
            {b.status === 'cancelled' ? t('checkout.wasCancelled') : t('checkout.holdExpired')}
          </p>
          <ButtonLink to={chooseAgain} variant="trip" className="w-full">
            {t('checkout.chooseAgain')}
          </ButtonLink>
        </Card>
      ) : settling ? (
        <Card className="flex items-center gap-3 p-5" role="status">
          <Spinner className="size-5 text-trip-600" />
          <p className="text-stone-700">{t('checkout.confirmingPayment')}</p>
        </Card>
      ) : (
        <>
          <BookingSummary booking={b} />
          {!named || editingPassengers ? (
            <PassengersForm booking={b} onSaved={() => setEditingPassengers(false)} />
          ) : (
            <PaymentPanel
              booking={b}
              trip={trip}
              declined={lastPayment?.status === 'failed' || returned === 'failed'}
              onEditPassengers={() => setEditingPassengers(true)}
              onPaid={onPaid}
            />
          )}
        </>
      )}
    </div>
  );
}

/** The visible 10-minute hold: 'mm:ss' counting down, urgent in the last two minutes. */
export function TripHoldCountdown({ msLeft }: { msLeft: number }) {
  const { t } = useTranslation('transport');
  return (
    <HoldCountdownPanel
      msLeft={msLeft}
      tone="trip"
      ended={t('checkout.holdEnded')}
      running={
        <Trans
          t={t}
          i18nKey="checkout.heldFor"
          values={{ time: formatCountdown(msLeft) }}
          components={{ timer: <span className={TIMER_CLASS} data-testid="hold-countdown" role="timer" /> }}
        />
      }
      note={
        msLeft <= 0 ? t('checkout.released') : t('checkout.completeWithin', { minutes: SEAT_HOLD_MINUTES })
      }
    />
  );
}

function BookingSummary({ booking }: { booking: TripBooking }) {
  const { t } = useTranslation('transport');
  const { trip } = booking;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">{t('checkout.summary')}</h2>
      <p className="mt-1 text-sm text-stone-700">
        {t('tripSearch.routeSummary', { from: trip.from.place, to: trip.to.place })} ·{' '}
        {t('tripDetail.when', {
          date: tripDate(trip.from.at),
          departs: tripTime(trip.from.at),
          arrives: tripTime(trip.to.at),
        })}
      </p>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">{t('checkout.seats', { count: trip.seats.length })}</dt>
          <dd className="font-semibold text-stone-900">{trip.seats.join(', ')}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">{t('checkout.farePerSeat')}</dt>
          <dd className="text-stone-900">{tzs(trip.fare_tzs)}</dd>
        </div>
        <DealDiscountLine discountCents={booking.discount_cents} currency="TZS" />
        <div className="flex justify-between gap-3 border-t border-sand-100 pt-2 text-base">
          <dt className="font-semibold text-stone-900">{t('checkout.total')}</dt>
          <dd className="font-extrabold text-stone-900">{tzs(booking.total_cents / 100)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-stone-500">
        {t('checkout.reference', { reference: booking.reference })}
      </p>
    </Card>
  );
}

/** A passenger per held seat: name, phone (the site's phone input) and an optional ID number. */
function PassengersForm({ booking, onSaved }: { booking: TripBooking; onSaved: () => void }) {
  const { t } = useTranslation('transport');
  const lead = booking.lead_traveler;
  const seats = booking.trip.seats;
  const named = new Map(booking.trip.passengers.map((p) => [p.seat, p]));
  const initial = seats.map((seat, i) => {
    const p = named.get(seat);
    return {
      seat,
      name: p?.name ?? (i === 0 ? lead.name : ''),
      phone: p?.phone ?? (i === 0 ? lead.phone : ''),
      id_number: p?.id_number ?? '',
    };
  });
  const [phones, setPhones] = useState<PhoneParts[]>(() => initial.map((p) => splitPhone(p.phone ?? '')));
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<PassengersInput, unknown, PassengersOutput>({
    resolver: zodResolver(tripPassengersSchema),
    defaultValues: {
      passengers: initial.map((p) => ({ ...p, phone: p.phone ?? '', id_number: p.id_number ?? '' })),
    },
    ...validateOnSubmit,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const fieldNames = seats.flatMap((_, i) =>
    (['seat', 'name', 'phone', 'id_number'] as const).map((f) => `passengers.${i}.${f}` as const),
  );
  const save = useSavePassengers({
    onSuccess: () => onSaved(),
    onError: (error) => {
      const { formError: message } = setServerErrors(error, setError, fieldNames);
      setFormError(message);
      if (message) notify.error(messageText(message));
    },
  });

  const setPhone = (index: number, parts: PhoneParts) => {
    setPhones((list) => list.map((p, i) => (i === index ? parts : p)));
    const number = parts.number.replace(/\D/g, '');
    setValue(`passengers.${index}.phone`, number ? joinPhone(parts.code, parts.number) : '');
  };

  const onSubmit = (event: FormEvent) =>
    void handleSubmit((values) => {
      setFormError(null);
      save.mutate({ bookingId: booking.id, body: values });
    })(event);

  return (
    <Card className="p-5">
      <form onSubmit={onSubmit} noValidate aria-label={t('checkout.passengersLabel')} className="space-y-5">
        <div>
          <h2 className="text-lg font-bold">{t('checkout.passengersTitle')}</h2>
          <p className="text-sm text-stone-600">{t('checkout.passengersLead')}</p>
        </div>
        {seats.map((seat, i) => {
          const fieldErrors = errors.passengers?.[i];
          return (
            <fieldset key={seat} className="min-w-0 space-y-3 rounded-xl border border-sand-200 p-4">
              <legend className="px-1 text-sm font-bold text-trip-800">
                {t('checkout.passengerForSeat', { seat })}
              </legend>
              <input type="hidden" {...register(`passengers.${i}.seat`)} />
              <TextField
                label={t('checkout.name')}
                autoComplete={i === 0 ? 'name' : 'off'}
                error={fieldErrors?.name?.message}
                required
                {...register(`passengers.${i}.name`)}
              />
              <PhoneInput
                label={t('checkout.phone')}
                name={`passenger-${i}-phone`}
                countries={PHONE_COUNTRIES}
                code={phones[i]!.code}
                localNumber={phones[i]!.number}
                onCodeChange={(code) => setPhone(i, { ...phones[i]!, code })}
                onLocalNumberChange={(number) => setPhone(i, { ...phones[i]!, number })}
                error={fieldErrors?.phone?.message}
                required
              />
              <TextField
                label={
                  <>
                    {t('checkout.idNumber')}{' '}
                    <span className="font-normal text-stone-500">{t('checkout.optional')}</span>
                  </>
                }
                hint={t('checkout.idNumberHint')}
                autoComplete="off"
                error={fieldErrors?.id_number?.message}
                {...register(`passengers.${i}.id_number`)}
              />
            </fieldset>
          );
        })}
        {formError && <Alert tone="error">{messageText(formError)}</Alert>}
        <Button type="submit" variant="trip" size="lg" className="w-full" busy={save.isPending}>
          {t('checkout.savePassengers')}
        </Button>
      </form>
    </Card>
  );
}

function PaymentPanel({
  booking,
  trip,
  declined,
  onEditPassengers,
  onPaid,
}: {
  booking: TripBooking;
  trip: TripDetail;
  declined: boolean;
  onEditPassengers: () => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation('transport');
  const [channel, setChannel] = useState<PaymentChannel>(DEFAULT_PAYMENT_CHANNEL);
  const [phone, setPhone] = useState<PhoneParts>(() => splitPhone(booking.lead_traveler.phone));
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<PaymentFieldErrors>({});
  // A push payment: the prompt waits on the payer's phone and this panel follows it.
  const [prompt, setPrompt] = useState<PaymentPrompt | null>(null);
  const pay = useStartTripPayment({
    onError: (e) => {
      const fields = paymentFieldErrors(e);
      setFieldErrors(fields);
      setPrompt(null);
      const message = e instanceof ApiRequestError ? messageText(e.message) : t('checkout.paymentFailed');
      if (!fields.channel && !fields.phone) setError(message);
      notify.error(message);
    },
  });
  const start = () => {
    setError(null);
    setFieldErrors({});
    const request = paymentMethodRequest(channel, phone);
    pay.mutate(
      {
        bookingId: booking.id,
        body: {
          kind: booking.next_payment?.kind,
          ...request,
          // The provider sends the payer back to this trip's page with ?booking=<reference>&payment=….
          return_path: `/trips/${trip.id}?${tripPageParams({
            board: trip.segment.board.position,
            alight: trip.segment.alight.position,
            guests: booking.seats,
          }).toString()}`,
        },
      },
      {
        onSuccess: (result) =>
          followPayment(result, (payment) => setPrompt({ payment, phone: request.phone ?? '' })),
      },
    );
  };
  const due = booking.next_payment;

  if (prompt) {
    return (
      <PaymentPromptPanel
        key={prompt.payment.id}
        owner={{ kind: 'trip', bookingId: booking.id }}
        prompt={prompt}
        onSucceeded={onPaid}
        onRetry={start}
        retrying={pay.isPending}
        onChangeMethod={() => setPrompt(null)}
      />
    );
  }

  return (
    <Card className="space-y-5 p-5">
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="text-lg font-bold">{t('checkout.passengersTitle')}</h2>
          <button
            type="button"
            className="text-sm font-semibold text-trip-700 hover:underline"
            onClick={onEditPassengers}
          >
            {t('checkout.editPassengers')}
          </button>
        </div>
        <ul className="mt-2 divide-y divide-sand-100 text-sm">
          {booking.trip.passengers.map((p) => (
            <li key={p.seat} className="flex justify-between gap-3 py-1.5">
              <span className="font-semibold text-stone-900">
                {t('checkout.seatLabel', { seat: p.seat })} · {p.name}
              </span>
              <span className="text-stone-600">{p.phone}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="border-t border-sand-100 pt-4">
        <h2 className="text-lg font-bold">{t('checkout.payment')}</h2>
        <p className="text-sm text-stone-600">{t('checkout.paymentLead')}</p>
      </div>
      {declined && (
        <Alert tone="error" title={t('checkout.declinedTitle')}>
          {t('checkout.declinedText')}
        </Alert>
      )}
      <PaymentMethodFields
        channel={channel}
        onChannelChange={setChannel}
        phone={phone}
        onPhoneChange={(parts) => {
          setPhone(parts);
          setFieldErrors((current) => ({ ...current, phone: undefined }));
        }}
        amount={due ? { cents: due.amount_cents, currency: booking.currency } : undefined}
        errors={fieldErrors}
      />
      {error && <Alert tone="error">{error}</Alert>}
      {due ? (
        <Button variant="trip" size="lg" className="w-full" busy={pay.isPending} onClick={start}>
          {t('checkout.pay', { amount: tzs(due.amount_cents / 100) })}
        </Button>
      ) : (
        <Alert tone="info">{t('checkout.nothingDue')}</Alert>
      )}
      <p className="text-center text-xs text-stone-500">{t('checkout.sandboxNote')}</p>
    </Card>
  );
}

/** After payment: one ticket per passenger, with where to find them again. */
function TripTickets({ booking }: { booking: TripBooking }) {
  const { t } = useTranslation('transport');
  const { trip } = booking;
  return (
    <Card className="space-y-4 p-5">
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-acacia-100 text-acacia-700"
        >
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2.2">
            <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <div>
          <h2 className="text-lg font-bold">{t('checkout.bookedTitle')}</h2>
          <p className="text-sm text-stone-600">
            {t('checkout.bookedLead', { email: booking.lead_traveler.email, reference: booking.reference })}
          </p>
        </div>
      </div>
      <ul className="space-y-3" aria-label={t('checkout.tickets')}>
        {trip.tickets.map((ticket) => (
          <li
            key={ticket.number}
            className="rounded-xl border border-dashed border-trip-300 bg-trip-50 px-4 py-3 text-sm"
          >
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-semibold text-stone-900">{ticket.passenger_name}</span>
              <span className="text-stone-700">{t('checkout.seatLabel', { seat: ticket.seat })}</span>
            </p>
            <p className="mt-1 flex items-baseline justify-between gap-3">
              <span className="text-xs text-stone-600">{t('checkout.ticketNumber')}</span>
              <span className="font-mono text-base font-bold tracking-wider text-trip-900">
                {ticket.display}
              </span>
            </p>
            <p className="mt-1 text-xs text-stone-600">
              {t('checkout.ticketTrip', {
                from: trip.from.place,
                point: trip.from.point,
                date: tripDate(trip.from.at),
                time: tripTime(trip.from.at),
              })}
            </p>
            <Link
              to={`/trips/tickets/${encodeURIComponent(ticket.number)}`}
              className="mt-2 inline-block text-sm font-semibold text-trip-700 hover:underline"
              aria-label={t('checkout.openTicketFor', { name: ticket.passenger_name, seat: ticket.seat })}
            >
              {t('checkout.openTicket')}
            </Link>
          </li>
        ))}
      </ul>
      {trip.tickets.length === 0 && <p className="text-sm text-stone-600">{t('checkout.ticketsComing')}</p>}
      <p className="text-xs text-stone-500">{t('checkout.showTicket')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink to="/trips" variant="trip" className="flex-1">
          {t('checkout.myTrips')}
        </ButtonLink>
        <ButtonLink to="/bookings" variant="secondary" className="flex-1">
          {t('checkout.myBookings')}
        </ButtonLink>
      </div>
      <p className="text-center text-xs">
        <Link to="/transport-search" className="font-semibold text-trip-700 hover:underline">
          {t('checkout.bookAnother')}
        </Link>
      </p>
    </Card>
  );
}
