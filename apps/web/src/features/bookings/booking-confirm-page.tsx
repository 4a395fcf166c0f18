import {
  PHONE_COUNTRIES,
  HOLD_MINUTES,
  createBookingSchema,
  leadTravelerSchema,
  type Booking,
  type PaymentChannel,
  type SafariDetail,
  type SafariQuote,
} from '@dala/shared';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { setServerErrors, validateOnSubmit } from '../../lib/form-errors';
import { ApiRequestError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth';
import { BookingPrice } from './booking-price';
import {
  DEFAULT_PAYMENT_CHANNEL,
  PaymentMethodFields,
  PaymentPromptPanel,
  followPayment,
  paymentFieldErrors,
  paymentMethodRequest,
  type PaymentFieldErrors,
  type PaymentPrompt,
} from '../payments';
import { PhoneInput, joinPhone, splitPhone, type PhoneParts } from '../../components/ui/phone-input';
import { QuoteBreakdown, RefundScheduleList } from './price-breakdown';
import { SafariImage, useQuote, useSafariDetail } from '../safaris';
import { newIdempotencyKey } from './api/booking-keys';
import { useBooking } from './api/use-booking';
import { useCreateBooking } from './api/use-create-booking';
import { useCreatePayment } from './api/use-create-payment';
import { EmptyState, LoadError } from '../../components/ui/states';
import { useNow } from '../../lib/use-now';
import { quoteRequestOf, readChoice } from './booking-choice';
import { formatDate } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { useBookingFormat } from './use-booking-format';
import { HoldCountdown, holdMsLeft } from './hold-countdown';
import { useDocumentTitle } from '../../components/document-head';

/** The lead traveler form: the shared booking schemas' own rules and messages. */
const detailsSchema = leadTravelerSchema.extend({
  special_requests: createBookingSchema.shape.special_requests,
  accept_terms: createBookingSchema.shape.accept_terms,
});
type DetailsInput = z.input<typeof detailsSchema>;
const DETAILS_FIELDS = ['name', 'email', 'phone', 'special_requests', 'accept_terms'] as const;

/**
 * The server names lead traveler fields 'lead_traveler.email' …: the form names them 'email' ….
 * Anything else is not an API answer: a generic text.
 */
function asFormError(error: unknown): unknown {
  if (!(error instanceof ApiRequestError) || !error.body?.fields) return error;
  const fields: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.body.fields)) {
    fields[key.split('.').pop() ?? key] ??= messages;
  }
  return new ApiRequestError(error.message, error.status, { ...error.body, fields });
}

/**
 * /booking/confirm. Step 1 (?safari=…&departure|date=…&adults=…): summary and lead traveler form;
 * submitting creates the booking, which holds the seats for 15 minutes. Step 2 (?booking=…): the
 * countdown and payment through the provider's checkout page.
 */
export default function BookingConfirmPage() {
  const { t } = useTranslation('bookings');
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  useDocumentTitle(t('confirm.documentTitle'));
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('confirm.title')}</h1>
      <ol className="mt-3 flex gap-2 text-xs font-semibold" aria-label={t('confirm.steps')}>
        <li
          aria-current={!bookingId ? 'step' : undefined}
          className={cn(
            'rounded-full px-3 py-1',
            !bookingId ? 'bg-primary-700 text-white' : 'bg-sand-200 text-stone-700',
          )}
        >
          {t('confirm.stepDetails')}
        </li>
        <li
          aria-current={bookingId ? 'step' : undefined}
          className={cn(
            'rounded-full px-3 py-1',
            bookingId ? 'bg-primary-700 text-white' : 'bg-sand-200 text-stone-700',
          )}
        >
          {t('confirm.stepPayment')}
        </li>
      </ol>
      {bookingId ? <PaymentStep bookingId={bookingId} /> : <DetailsStep />}
    </main>
  );
}

function SummaryHeader({
  title,
  location,
  imageUrl,
  start,
  end,
  travelers,
}: {
  title: string;
  location: string;
  imageUrl: string | null;
  start: string;
  end: string;
  travelers: { adults: number; children: number; infants: number };
}) {
  const { t } = useTranslation('bookings');
  const format = useBookingFormat();
  return (
    <div className="flex gap-3">
      <SafariImage url={imageUrl} alt="" className="size-20 shrink-0 rounded-xl" sizes="80px" />
      <div className="min-w-0">
        <p className="font-bold text-stone-900">{title}</p>
        <p className="text-sm text-stone-600">{location}</p>
        <p className="mt-1 text-sm text-stone-700">
          {t('dateRange', { start: formatDate(start), end: formatDate(end) })}
        </p>
        <p className="text-sm text-stone-700">{format.travelers(travelers)}</p>
      </div>
    </div>
  );
}

function QuoteSummary({ safari, quote }: { safari: SafariDetail; quote: SafariQuote }) {
  const { t } = useTranslation('bookings');
  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-lg font-bold">{t('confirm.summary')}</h2>
      <SummaryHeader
        title={safari.title}
        location={safari.location}
        imageUrl={safari.cover_image?.url ?? safari.cover_image_url}
        start={quote.start_date}
        end={quote.end_date}
        travelers={quote}
      />
      <p className="text-sm text-stone-600">
        <Trans
          t={t}
          i18nKey="confirm.operatedBy"
          values={{ company: safari.operator.company_name }}
          components={{ strong: <span className="font-semibold text-stone-800" /> }}
        />
      </p>
      <QuoteBreakdown quote={quote} />
      <div>
        <h3 className="mb-2 text-sm font-semibold">{t('confirm.policy')}</h3>
        <RefundScheduleList schedule={quote.refund_schedule} />
      </div>
    </Card>
  );
}

function DetailsStep() {
  const { t } = useTranslation('bookings');
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const safariId = params.get('safari') ?? '';
  const choice = readChoice(params);
  const validSafari = /^\d{1,9}$/.test(safariId);
  const detail = useSafariDetail(safariId, validSafari);
  const quoteRequest = detail.data ? quoteRequestOf(choice, detail.data.is_private) : null;
  const quote = useQuote(safariId, validSafari ? quoteRequest : null);
  const initialPhone = splitPhone(user?.phone_number ?? '');
  // The phone input is two controls (code and number); the form value is the composed number.
  const [phoneParts, setPhoneParts] = useState<PhoneParts>(initialPhone);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<DetailsInput, unknown, z.output<typeof detailsSchema>>({
    resolver: zodResolver(detailsSchema),
    defaultValues: {
      name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
      email: user?.email ?? '',
      phone: joinPhone(initialPhone.code, initialPhone.number),
      special_requests: '',
      accept_terms: false as unknown as true,
    },
    ...validateOnSubmit,
  });
  const setPhone = (parts: PhoneParts) => {
    setPhoneParts(parts);
    setValue('phone', joinPhone(parts.code, parts.number));
  };
  const [formError, setFormError] = useState<string | null>(null);
  // One key per request body: a double submit or a retry after a timeout returns the same booking,
  // and an edited form is a new request (the server refuses a reused key with another body: 422).
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (body: object) => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
    return attempt.current.key;
  };

  const submit = useCreateBooking({
    onSuccess: (booking) => {
      setParams({ booking: booking.id }, { replace: true });
    },
    onError: (error) => {
      const message =
        error instanceof ApiRequestError
          ? setServerErrors(asFormError(error), setError, DETAILS_FIELDS).formError
          : t('confirm.genericError');
      setFormError(message);
      if (message) toast.error(messageText(message));
    },
  });

  if (!validSafari) {
    return (
      <EmptyState
        className="mt-8"
        title={t('confirm.nothingTitle')}
        action={<ButtonLink to="/safaris-search">{t('confirm.findSafari')}</ButtonLink>}
      >
        {t('confirm.nothingText')}
      </EmptyState>
    );
  }
  if (detail.isError)
    return (
      <LoadError
        className="mt-8"
        message={messageText(detail.error.message)}
        onRetry={() => void detail.refetch()}
      />
    );
  if (detail.data && !quoteRequest) {
    return (
      <EmptyState
        className="mt-8"
        title={t('confirm.datesTitle')}
        action={<ButtonLink to={`/safaris/${detail.data.slug}`}>{t('confirm.backToSafari')}</ButtonLink>}
      >
        {t('confirm.datesText')}
      </EmptyState>
    );
  }

  const onSubmit = (event: FormEvent) =>
    void handleSubmit(
      (values) => {
        if (!detail.data) return;
        setFormError(null);
        const body = {
          safari_id: detail.data.id,
          ...(choice.departureId !== null && !detail.data.is_private
            ? { departure_id: choice.departureId }
            : { date: choice.date ?? undefined }),
          adults: choice.adults,
          children: choice.children,
          infants: choice.infants,
          lead_traveler: { name: values.name, email: values.email, phone: values.phone },
          special_requests: values.special_requests,
          accept_terms: true as const,
          ...(choice.dealCode ? { deal_code: choice.dealCode } : {}),
        };
        submit.mutate({ body, idempotencyKey: keyFor(body) });
      },
      () => setFormError(null),
    )(event);

  const fields = {
    name: register('name'),
    email: register('email'),
    special_requests: register('special_requests'),
    // Ticking the box clears its error; everything else is checked again on submit.
    accept_terms: register('accept_terms', {
      onChange: (event: { target: { checked: boolean } }) => {
        if (event.target.checked) clearErrors('accept_terms');
      },
    }),
  };

  const backToSafari = detail.data ? `/safaris/${detail.data.slug}?${params.toString()}` : '/safaris-search';

  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
      <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={t('confirm.formLabel')}>
        <Card className="space-y-4 p-5">
          <div>
            <h2 className="text-lg font-bold">{t('confirm.leadTraveler')}</h2>
            <p className="text-sm text-stone-600">{t('confirm.leadTravelerText')}</p>
          </div>
          <TextField
            label={t('confirm.fullName')}
            autoComplete="name"
            error={errors.name?.message}
            required
            {...fields.name}
          />
          <TextField
            label={t('confirm.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            required
            {...fields.email}
          />
          <PhoneInput
            label={t('confirm.phone')}
            countries={PHONE_COUNTRIES}
            code={phoneParts.code}
            localNumber={phoneParts.number}
            onCodeChange={(code) => setPhone({ ...phoneParts, code })}
            onLocalNumberChange={(number) => setPhone({ ...phoneParts, number })}
            error={errors.phone?.message}
            required
          />
          <TextareaField
            label={
              <>
                {t('confirm.specialRequests')}{' '}
                <span className="font-normal text-stone-500">{t('confirm.optional')}</span>
              </>
            }
            rows={4}
            maxLength={2000}
            placeholder={t('confirm.specialRequestsPlaceholder')}
            error={errors.special_requests?.message}
            {...fields.special_requests}
          />
        </Card>
        <Card className="space-y-3 p-5">
          <CheckboxField
            label={
              <Trans
                t={t}
                i18nKey="confirm.acceptTerms"
                components={{
                  terms: (
                    <Link to="/terms" target="_blank" className="font-semibold text-primary-700 underline" />
                  ),
                  policy: (
                    <Link
                      to="/cancellation"
                      target="_blank"
                      className="font-semibold text-primary-700 underline"
                    />
                  ),
                }}
              />
            }
            error={errors.accept_terms?.message}
            {...fields.accept_terms}
          />
          {formError && <Alert tone="error">{messageText(formError)}</Alert>}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-between">
            <ButtonLink to={backToSafari} variant="ghost">
              {t('confirm.changeChoice')}
            </ButtonLink>
            <Button type="submit" size="lg" busy={submit.isPending} disabled={!quote.data || quote.isError}>
              {t('confirm.hold')}
            </Button>
          </div>
          <p className="text-xs text-stone-500">{t('confirm.holdNote', { minutes: HOLD_MINUTES })}</p>
        </Card>
      </form>
      <div className="order-first lg:order-none lg:col-start-2 lg:row-start-1">
        {detail.isPending || (quote.isPending && !quote.isError) ? (
          <Card className="space-y-3 p-5">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-20" />
            <Skeleton className="h-32" />
          </Card>
        ) : quote.isError ? (
          <Alert tone="error" title={t('confirm.cannotBook')}>
            {messageText(quote.error.message)}{' '}
            <Link to={backToSafari} className="font-semibold underline">
              {t('confirm.chooseAgain')}
            </Link>
          </Alert>
        ) : detail.data && quote.data ? (
          <QuoteSummary safari={detail.data} quote={quote.data} />
        ) : null}
      </div>
    </div>
  );
}

function BookingSummary({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-lg font-bold">{t('confirm.summary')}</h2>
      <SummaryHeader
        title={booking.safari.title}
        location={booking.safari.location}
        imageUrl={booking.safari.cover_image_url}
        start={booking.start_date}
        end={booking.end_date}
        travelers={booking}
      />
      <p className="text-sm text-stone-600">
        <Trans
          t={t}
          i18nKey="confirm.reference"
          values={{ reference: booking.reference }}
          components={{ mono: <span className="font-mono font-semibold text-stone-800" /> }}
        />
      </p>
      <BookingPrice booking={booking} />
      <div>
        <h3 className="mb-2 text-sm font-semibold">{t('confirm.policy')}</h3>
        <RefundScheduleList schedule={booking.refund_schedule} />
      </div>
    </Card>
  );
}

function PaymentStep({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('bookings');
  const format = useBookingFormat();
  const booking = useBooking(bookingId);
  const navigate = useNavigate();
  const now = useNow(1000);
  const [channel, setChannel] = useState<PaymentChannel>(DEFAULT_PAYMENT_CHANNEL);
  const [phone, setPhone] = useState<PhoneParts | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<PaymentFieldErrors>({});
  // A push payment: the prompt waits on the payer's phone and this page follows it.
  const [prompt, setPrompt] = useState<PaymentPrompt | null>(null);

  const pay = useCreatePayment({
    onError: (e) => {
      const fields = paymentFieldErrors(e);
      setFieldErrors(fields);
      setPrompt(null);
      const message = e instanceof ApiRequestError ? messageText(e.message) : t('confirm.paymentFailed');
      if (!fields.channel && !fields.phone) setError(message);
      toast.error(message);
      void booking.refetch();
    },
  });
  const startPayment = (b: Booking) => {
    setError(null);
    setFieldErrors({});
    const request = paymentMethodRequest(channel, phone ?? splitPhone(b.lead_traveler.phone));
    pay.mutate(
      {
        bookingId: b.id,
        body: {
          kind: b.next_payment?.kind,
          ...request,
          // The provider sends the payer back here with ?booking=<reference>&payment=paid|failed.
          return_path: '/booking/success',
        },
      },
      {
        onSuccess: (result) =>
          followPayment(result, (payment) => setPrompt({ payment, phone: request.phone ?? '' })),
      },
    );
  };
  const onPromptSucceeded = useCallback(
    () => navigate(`/booking/success?booking=${encodeURIComponent(bookingId)}&payment=paid`),
    [navigate, bookingId],
  );

  if (booking.isPending) {
    return (
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (booking.isError) {
    return (
      <LoadError
        className="mt-8"
        message={messageText(booking.error.message)}
        onRetry={() => void booking.refetch()}
      />
    );
  }
  const b = booking.data;
  if (b.status === 'confirmed' || b.status === 'completed') {
    return <Navigate to={`/booking/success?booking=${encodeURIComponent(b.id)}`} replace />;
  }
  const msLeft = holdMsLeft(b.hold_expires_at, now);
  const expired =
    b.status === 'expired' || b.status === 'cancelled' || (b.status === 'pending_payment' && msLeft <= 0);
  const due = b.next_payment;
  const phoneValue = phone ?? splitPhone(b.lead_traveler.phone);
  const lastFailed = [...b.payments].reverse().find((p) => p.status !== 'pending');
  const startAgain = `/safaris/${b.safari.slug}?${new URLSearchParams({
    ...(b.departure_id ? { departure: String(b.departure_id) } : { date: b.start_date }),
    adults: String(b.adults),
    children: String(b.children),
    infants: String(b.infants),
  }).toString()}`;

  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
      <div className="space-y-5">
        <HoldCountdown msLeft={expired ? 0 : msLeft} />
        {expired ? (
          <Card className="p-5">
            <p className="text-stone-700">
              {b.status === 'cancelled' ? t('confirm.wasCancelled') : t('confirm.holdExpired')}
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <ButtonLink to={startAgain}>{t('confirm.startAgain')}</ButtonLink>
              <ButtonLink to="/bookings" variant="secondary">
                {t('confirm.myBookings')}
              </ButtonLink>
            </div>
          </Card>
        ) : (
          <Card className="space-y-5 p-5">
            <div>
              <h2 className="text-lg font-bold">{t('confirm.payment')}</h2>
              <p className="text-sm text-stone-600">{t('confirm.paymentText')}</p>
            </div>
            {prompt ? (
              <PaymentPromptPanel
                key={prompt.payment.id}
                owner={{ kind: 'safari', bookingId: b.id }}
                prompt={prompt}
                onSucceeded={onPromptSucceeded}
                onRetry={() => startPayment(b)}
                retrying={pay.isPending}
                onChangeMethod={() => setPrompt(null)}
              />
            ) : (
              <>
                {lastFailed?.status === 'failed' && (
                  <Alert tone="error" title={t('confirm.lastDeclinedTitle')}>
                    {t('confirm.lastDeclinedText')}
                  </Alert>
                )}
                <PaymentMethodFields
                  channel={channel}
                  onChannelChange={setChannel}
                  phone={phoneValue}
                  onPhoneChange={(parts) => {
                    setPhone(parts);
                    setFieldErrors((current) => ({ ...current, phone: undefined }));
                  }}
                  amount={due ? { cents: due.amount_cents, currency: b.currency } : undefined}
                  errors={fieldErrors}
                />
                {error && <Alert tone="error">{error}</Alert>}
              </>
            )}
            {prompt ? null : due ? (
              <Button size="lg" className="w-full" busy={pay.isPending} onClick={() => startPayment(b)}>
                {due.kind === 'full'
                  ? t('confirm.payFull', { amount: format.money(due.amount_cents) })
                  : t('confirm.payDeposit', { amount: format.money(due.amount_cents) })}
              </Button>
            ) : (
              <Alert tone="info">{t('confirm.nothingDue')}</Alert>
            )}
            <p className="text-center text-xs text-stone-500">
              {t('confirm.sandboxNote')}{' '}
              <button
                type="button"
                className="font-semibold underline"
                onClick={() => navigate(`/bookings/${encodeURIComponent(b.id)}`)}
              >
                {t('confirm.viewBooking')}
              </button>
            </p>
          </Card>
        )}
      </div>
      <div>
        <BookingSummary booking={b} />
      </div>
    </div>
  );
}
