import { parseStoredDate, toIsoDate, type SafariDetail, formatMoney } from '@dala/shared';
import { useEffect, useState, type ComponentType, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { QuoteBreakdown, RefundScheduleList, quoteRequestOf, type BookingChoice } from '../../bookings';
import { DealCodeField, checkSafariDealCode } from '../../deals';
import { TravelerCounter } from '../components/traveler-counter';
import { upcomingAvailabilityRange, useAvailability } from '../api/use-availability';
import { useQuote } from '../api/use-quote';
import { formatDate } from '../../../lib/format';
import { intlLocale, messageText } from '../../../lib/i18n';
import { CALENDAR_WIDTH_PX, calendarHeightPx } from './calendar-size';
import type PrivateDatePickerType from './private-date-picker';

const DEPARTURES_SHOWN = 6;

type PrivateDatePickerProps = ComponentProps<typeof PrivateDatePickerType>;

/** The calendar's chunk once loaded (later booking boxes of this visit render it at once). */
let loadedDatePicker: ComponentType<PrivateDatePickerProps> | null = null;

/**
 * A private safari's start-date calendar. react-day-picker and its styles are a chunk of their own,
 * loaded once the page has rendered (the calendar is below the fold on phones): the server and the
 * browser's first render show a placeholder of the calendar's size for the month it opens on, so
 * nothing moves when it arrives (and the server's HTML never shows it without its styles).
 */
function StartDateCalendar(props: PrivateDatePickerProps) {
  const [Picker, setPicker] = useState(() => loadedDatePicker);
  useEffect(() => {
    if (Picker) return;
    let live = true;
    void import('./private-date-picker').then((module) => {
      loadedDatePicker = module.default;
      if (live) setPicker(() => module.default);
    });
    return () => {
      live = false;
    };
  }, [Picker]);
  if (Picker) return <Picker {...props} />;
  const month = props.selected ?? props.earliest ?? new Date();
  return (
    <div aria-hidden style={{ width: CALENDAR_WIDTH_PX, height: calendarHeightPx(month) }}>
      <Skeleton className="size-full" />
    </div>
  );
}

/**
 * The booking box of /safaris/{id}: departure (group) or date (private), travelers, then the
 * server's quote (price lines, deposit now, balance and its due date, refund schedule) and 'Book now'.
 */
export function BookingPanel({
  safari,
  choice,
  onChoiceChange,
  onBook,
}: {
  safari: SafariDetail;
  choice: BookingChoice;
  onChoiceChange: (next: BookingChoice) => void;
  onBook: () => void;
}) {
  const { t } = useTranslation('safaris');
  const usd = (amount: number) => formatMoney(amount, 'USD', intlLocale());
  const [{ from, to }] = useState(() => upcomingAvailabilityRange());
  const availability = useAvailability(String(safari.id), from, to);
  const [showAllDepartures, setShowAllDepartures] = useState(false);
  const quoteRequest = quoteRequestOf(choice, safari.is_private);
  const quote = useQuote(String(safari.id), quoteRequest);

  const departures = availability.data?.departures ?? [];
  const chosenDeparture = departures.find((d) => d.id === choice.departureId) ?? null;
  const maxSeats = safari.is_private
    ? safari.max_group_size
    : chosenDeparture
      ? Math.min(chosenDeparture.seats_left, safari.max_group_size)
      : safari.max_group_size;
  const seats = choice.adults + choice.children;
  const tooMany = seats > maxSeats;
  const visibleDepartures = showAllDepartures ? departures : departures.slice(0, DEPARTURES_SHOWN);

  const unavailable = new Set(availability.data?.unavailable_dates ?? []);
  const earliest = availability.data?.earliest_date ? parseStoredDate(availability.data.earliest_date) : null;
  const lastDay = parseStoredDate(to);
  const selectedDate = choice.date ? (parseStoredDate(choice.date) ?? undefined) : undefined;

  return (
    <div className="space-y-5">
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-sm text-stone-600">
          {t('booking.from')}{' '}
          <span className="text-2xl font-extrabold text-stone-900">{usd(safari.from_price_usd)}</span>{' '}
          {t('booking.perAdult')}
        </p>
        {safari.child_price_usd > 0 && (
          <p className="text-xs text-stone-500">
            {t('booking.children', { price: usd(safari.child_price_usd) })}
          </p>
        )}
      </div>

      <section aria-labelledby="choose-date">
        <h3 id="choose-date" className="text-sm font-semibold text-stone-900">
          {safari.is_private ? t('booking.chooseStart') : t('booking.chooseDeparture')}
        </h3>
        {availability.isPending ? (
          <div className="mt-2 space-y-2">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : availability.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {messageText(availability.error.message)}
          </p>
        ) : safari.is_private ? (
          <div className="mt-2">
            <p className="text-xs text-stone-500">
              {t('booking.privateNotice', {
                date: formatDate(availability.data.earliest_date),
                count: safari.min_notice_days,
              })}
            </p>
            <div className="mt-2 flex justify-center rounded-xl ring-1 ring-sand-200 ring-inset">
              <StartDateCalendar
                selected={selectedDate}
                earliest={earliest}
                lastDay={lastDay}
                unavailable={unavailable}
                onSelect={(day) =>
                  onChoiceChange({ ...choice, departureId: null, date: day ? toIsoDate(day) : null })
                }
                footer={
                  <p className="pt-1 text-center text-sm text-stone-600" aria-live="polite">
                    {choice.date
                      ? t('booking.starts', { date: formatDate(choice.date) })
                      : t('booking.pickStart')}
                  </p>
                }
              />
            </div>
          </div>
        ) : departures.length === 0 ? (
          <p className="mt-2 rounded-xl bg-sand-100 px-3 py-3 text-sm text-stone-600">
            {t('booking.noDepartures')}
          </p>
        ) : (
          <div className="mt-2">
            <div role="radiogroup" aria-labelledby="choose-date" className="space-y-2">
              {visibleDepartures.map((d) => {
                const selected = d.id === choice.departureId;
                const soldOut = d.seats_left <= 0;
                return (
                  <label
                    key={d.id}
                    className={cn(
                      'flex items-center justify-between gap-3 rounded-xl px-3 py-2.5 ring-inset transition-colors has-focus-visible:outline-2 has-focus-visible:outline-primary-600',
                      selected
                        ? 'bg-primary-50 ring-2 ring-primary-500'
                        : 'ring-1 ring-sand-200 hover:bg-sand-50',
                      soldOut ? 'cursor-not-allowed opacity-55' : 'cursor-pointer',
                    )}
                  >
                    <input
                      type="radio"
                      name="departure"
                      className="sr-only"
                      checked={selected}
                      disabled={soldOut}
                      onChange={() => onChoiceChange({ ...choice, date: null, departureId: d.id })}
                    />
                    <span>
                      <span className="block text-sm font-semibold text-stone-900">
                        {t('booking.dateRange', {
                          start: formatDate(d.start_date),
                          end: formatDate(d.end_date),
                        })}
                      </span>
                      <span
                        className={cn(
                          'text-xs',
                          d.seats_left <= 3 && !soldOut ? 'text-primary-700' : 'text-stone-500',
                        )}
                      >
                        {soldOut ? t('booking.soldOut') : t('booking.seatsLeft', { count: d.seats_left })}
                      </span>
                    </span>
                    <span className="text-sm font-bold text-stone-900">{usd(d.adult_price_usd)}</span>
                  </label>
                );
              })}
            </div>
            {departures.length > DEPARTURES_SHOWN && (
              <button
                type="button"
                className="mt-2 text-sm font-semibold text-primary-700 hover:underline"
                onClick={() => setShowAllDepartures((v) => !v)}
              >
                {showAllDepartures
                  ? t('booking.showFewerDates')
                  : t('booking.showAllDepartures', { count: departures.length })}
              </button>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="travelers-title">
        <h3 id="travelers-title" className="text-sm font-semibold text-stone-900">
          {t('booking.travelers')}
        </h3>
        <TravelerCounter
          value={{ adults: choice.adults, children: choice.children, infants: choice.infants }}
          onChange={(counts) => onChoiceChange({ ...choice, ...counts })}
          maxSeats={maxSeats}
        />
        {tooMany && (
          <p role="alert" className="text-sm text-red-700">
            {t('booking.onlySeats', { count: maxSeats })}
          </p>
        )}
      </section>

      {quoteRequest && (
        <DealCodeField
          applied={choice.dealCode ?? null}
          appliedTitle={quote.data?.deal_title ?? null}
          check={(code) => checkSafariDealCode(safari.id, quoteRequest, code)}
          onApply={(code) => onChoiceChange({ ...choice, dealCode: code })}
        />
      )}

      <section aria-labelledby="price-title" aria-live="polite" aria-busy={quote.isFetching}>
        <h3 id="price-title" className="text-sm font-semibold text-stone-900">
          {t('booking.price')}
        </h3>
        {!quoteRequest ? (
          <p className="mt-1 text-sm text-stone-500">
            {safari.is_private ? t('booking.pickDateForPrice') : t('booking.pickDepartureForPrice')}
          </p>
        ) : quote.isError ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {messageText(quote.error.message)}
          </p>
        ) : quote.data ? (
          <div className={cn('mt-2', quote.isPlaceholderData && 'opacity-60')}>
            <QuoteBreakdown quote={quote.data} />
          </div>
        ) : (
          <Skeleton className="mt-2 h-28" />
        )}
      </section>

      {quote.data && !quote.isError && (
        <details open className="group text-sm">
          <summary className="cursor-pointer font-semibold text-stone-900 marker:text-primary-600">
            {t('booking.refundsFor', { date: formatDate(quote.data.start_date) })}
          </summary>
          <div className="mt-2">
            <RefundScheduleList schedule={quote.data.refund_schedule} />
          </div>
        </details>
      )}

      <Button
        size="lg"
        className="w-full"
        disabled={!quote.data || quote.isError || quote.isPlaceholderData || tooMany}
        onClick={onBook}
      >
        {t('booking.bookNow')}
      </Button>
      <p className="text-center text-xs text-stone-500">{t('booking.held')}</p>
    </div>
  );
}
