import { MAX_SEATS_PER_BOOKING, SEAT_HOLD_MINUTES, normaliseSeatLabel, type TripDetail } from '@dala/shared';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { inputClasses } from '../../../components/ui/text-field';
import { ApiRequestError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { HydrateWhenVisible } from '../../../lib/hydrate-when-visible';
import { messageText } from '../../../lib/i18n';
import { useAuth, useRedirectToLogin } from '../../auth';
import { DealCodeField, quoteTripDeal } from '../../deals';
import { newIdempotencyKey, useHoldSeats } from '../api/travel-booking';
import { SeatMap } from '../components/seat-map';
import { TripDuration } from './trip-bits';
import { tripTime, tzs, usd } from './trip-format';
import { readGuests, tripPageParams } from './trip-url';

/**
 * The booking column of a trip's page: the segment (boarding and alighting stops, written to the URL),
 * the seat map of that segment, the seats chosen (?seats=, so a guest's sign-in brings them back) with
 * the fare, and 'Continue', which holds them (POST /trip-bookings) and opens the checkout (?booking=).
 */
export function SeatPicker({
  trip,
  initialSeats,
  refreshing,
  segmentLoading,
}: {
  trip: TripDetail;
  initialSeats: readonly string[];
  /** The browser is asking for fresh seat states. */
  refreshing: boolean;
  /** The map shown is the previous segment's while the new one loads. */
  segmentLoading: boolean;
}) {
  const { t } = useTranslation('transport');
  const id = useId();
  const { id: tripId = String(trip.id) } = useParams();
  const [params, setParams] = useSearchParams();
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const redirectToLogin = useRedirectToLogin();
  const guests = readGuests(params);
  const board = trip.segment.board.position;
  const alight = trip.segment.alight.position;
  const [error, setError] = useState<string | null>(null);
  // A deal code the traveler applied (issue 15): sent with the hold; the server decides the discount.
  const [dealCode, setDealCode] = useState<{ code: string; title: string | null } | null>(null);

  const seatStatuses = useMemo(
    () =>
      trip.seat_map.seats.map((s) => ({
        label: s.label,
        status: s.free ? ('free' as const) : ('taken' as const),
      })),
    [trip.seat_map.seats],
  );
  const freeLabels = useMemo(
    () => new Set(trip.seat_map.seats.filter((s) => s.free).map((s) => normaliseSeatLabel(s.label))),
    [trip.seat_map.seats],
  );
  // Seats from the URL that are no longer free on this segment are dropped (and said so).
  const selected = initialSeats.filter((label) => freeLabels.has(normaliseSeatLabel(label)));
  const lost = initialSeats.length - selected.length;

  const writeChoice = (next: { board: number; alight: number; seats: readonly string[] }) =>
    setParams(tripPageParams({ ...next, guests }), { replace: true, preventScrollReset: true });

  const toggle = (label: string) => {
    setError(null);
    const seats = selected.includes(label) ? selected.filter((s) => s !== label) : [...selected, label];
    writeChoice({ board, alight, seats });
  };

  // One Idempotency-Key per choice: a double press or a retry holds once; another choice is a new hold.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (body: object) => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
    return attempt.current.key;
  };

  const hold = useHoldSeats({
    onSuccess: (booking) =>
      setParams(tripPageParams({ board, alight, guests, booking: booking.id }), { preventScrollReset: true }),
    onError: (e) => {
      setError(e instanceof ApiRequestError ? messageText(e.message) : t('seatPicker.holdFailed'));
    },
  });

  const onSale = trip.sales.state === 'on_sale';
  const total = trip.segment.fare_tzs * selected.length;

  const continueToCheckout = () => {
    if (selected.length === 0) return;
    if (!isAuthenticated) {
      const here = `/trips/${tripId}?${tripPageParams({ board, alight, guests, seats: selected }).toString()}`;
      redirectToLogin(t('seatPicker.signInToBook'), here);
      return;
    }
    setError(null);
    const body = {
      trip_id: trip.id,
      board,
      alight,
      seats: [...selected],
      ...(dealCode ? { deal_code: dealCode.code } : {}),
    };
    hold.mutate({ body, idempotencyKey: keyFor(body) });
  };

  const boardStops = trip.route.stops.filter((s) => s.can_board && s.position < trip.route.stops.length - 1);
  const alightStops = trip.route.stops.filter((s) => s.can_alight && s.position > board);

  return (
    <Card className="space-y-5 p-5">
      <div>
        <h2 className="text-lg font-bold">{t('seatPicker.title')}</h2>
        <p className="text-sm text-stone-600">{t('seatPicker.lead')}</p>
      </div>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">{t('seatPicker.segment')}</legend>
        <div>
          <label htmlFor={`${id}-board`} className="mb-1 block text-xs font-semibold text-stone-600">
            {t('seatPicker.board')}
          </label>
          <select
            id={`${id}-board`}
            className={inputClasses}
            value={board}
            onChange={(e) => {
              const nextBoard = Number(e.target.value);
              const nextAlight =
                alight > nextBoard
                  ? alight
                  : (trip.route.stops.find((s) => s.can_alight && s.position > nextBoard)?.position ??
                    alight);
              writeChoice({ board: nextBoard, alight: nextAlight, seats: [] });
            }}
          >
            {boardStops.map((stop) => (
              <option key={stop.position} value={stop.position}>
                {t('seatPicker.stopOption', { place: stop.place, time: tripTime(stop.at) })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-alight`} className="mb-1 block text-xs font-semibold text-stone-600">
            {t('seatPicker.alight')}
          </label>
          <select
            id={`${id}-alight`}
            className={inputClasses}
            value={alight}
            onChange={(e) => writeChoice({ board, alight: Number(e.target.value), seats: [] })}
          >
            {alightStops.map((stop) => (
              <option key={stop.position} value={stop.position}>
                {t('seatPicker.stopOption', { place: stop.place, time: tripTime(stop.at) })}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      <div className="flex items-end justify-between gap-3 rounded-xl bg-trip-50 px-4 py-3">
        <div className="text-sm text-stone-700">
          <p className="font-semibold text-stone-900">
            {tripTime(trip.segment.board.at)} → {tripTime(trip.segment.alight.at)}
          </p>
          <TripDuration minutes={trip.segment.duration_minutes} className="text-xs text-stone-600" />
        </div>
        <div className="text-right">
          <p className="text-xl font-extrabold text-trip-900">{tzs(trip.segment.fare_tzs)}</p>
          <p className="text-xs text-stone-600">
            {t('travel.usdEstimate', { amount: usd(trip.segment.fare_usd) })} · {t('travel.perSeat')}
          </p>
        </div>
      </div>

      {!onSale ? (
        <Alert tone="info" title={t(`seatPicker.saleStates.${trip.sales.state}`)}>
          {trip.sales.message ? messageText(trip.sales.message) : null}
        </Alert>
      ) : (
        <>
          <div>
            <p className="mb-2 text-sm text-stone-700" aria-live="polite">
              {t('travel.seatsLeft', { count: trip.seat_map.seats_left })}
              {guests > 1 && ` · ${t('seatPicker.chooseFor', { count: guests })}`}
            </p>
            {/* The map is most of the column's takeover: a task of its own. */}
            <HydrateWhenVisible>
              <SeatMap
                layout={trip.seat_map.layout}
                seats={seatStatuses}
                selected={selected}
                onToggle={toggle}
                maxSelectable={Math.min(
                  MAX_SEATS_PER_BOOKING,
                  Math.max(selected.length, trip.seat_map.seats_left),
                )}
                disabled={hold.isPending || segmentLoading}
                className={cn(segmentLoading && 'opacity-60')}
              />
            </HydrateWhenVisible>
            {refreshing && !segmentLoading && <p className="sr-only">{t('seatPicker.refreshing')}</p>}
          </div>
          {lost > 0 && <Alert tone="warning">{t('seatPicker.seatsGone', { count: lost })}</Alert>}
          {error && <Alert tone="error">{error}</Alert>}
          <div className="border-t border-sand-100 pt-4">
            <div className="flex items-baseline justify-between gap-3">
              <p className="text-sm text-stone-700">
                {selected.length > 0
                  ? t('seatPicker.chosen', { count: selected.length, seats: selected.join(', ') })
                  : t('seatPicker.noneChosen')}
              </p>
              {selected.length > 0 && <p className="text-lg font-extrabold text-stone-900">{tzs(total)}</p>}
            </div>
            {selected.length > 0 && isAuthenticated && (
              <div className="mt-3">
                <DealCodeField
                  applied={dealCode?.code ?? null}
                  appliedTitle={dealCode?.title ?? null}
                  check={async (code) => {
                    const quote = await quoteTripDeal({
                      trip_id: trip.id,
                      board,
                      alight,
                      seats: selected.length,
                      deal_code: code,
                    });
                    setDealCode({ code, title: quote.deal?.title ?? null });
                  }}
                  onApply={(code) => {
                    if (!code) setDealCode(null);
                  }}
                />
              </div>
            )}
            <Button
              variant="trip"
              size="lg"
              className="mt-3 w-full"
              disabled={selected.length === 0 || authLoading}
              busy={hold.isPending}
              onClick={continueToCheckout}
            >
              {t('seatPicker.continue')}
            </Button>
            <p className="mt-2 text-center text-xs text-stone-500">
              {t('seatPicker.holdNote', { minutes: SEAT_HOLD_MINUTES })}
            </p>
          </div>
        </>
      )}
    </Card>
  );
}
