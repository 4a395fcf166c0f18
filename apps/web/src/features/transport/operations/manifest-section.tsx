import type { BoardingState, CheckInResult, Manifest } from '@dala/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { OfflineBanner } from '../../../components/ui/offline-banner';
import { TextField } from '../../../components/ui/text-field';
import { ApiRequestError, toastMessageFor, tokenStore } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatTimestamp } from '../../../lib/format';
import { useCachedAnswerDate } from '../../../lib/offline/cached-answers';
import { useIsOnline } from '../../../lib/offline/online-status';
import { readStoredProfile } from '../../../lib/offline/stored-profile';
import { notify } from '../../../lib/notify';
import { MessageBookingLink } from '../../messaging';
import { sendQueuedCheckIns, useQueuedCheckIns, type QueuedCheckIn } from '../api/operations-check-in-queue';
import { downloadManifestCsv, useCheckIn, useMarkNoShows } from '../api/operations-manifest';
import { tripDayTime, tripTime } from './trip-format';
import './manifest-print.css';

// The camera scanner and its QR library load only when the crew opens it.
const QrScannerDialog = lazy(() => import('./qr-scanner-dialog'));

/** Columns shown beside the name from the small breakpoint and on paper; under the name on a phone. */
const WIDE = 'hidden py-2 pr-3 sm:table-cell print:table-cell';

/** A ticket number as the server compares them: letters and digits, upper case. */
const ticketKey = (number: string) => number.toUpperCase().replace(/[^A-Z0-9]/g, '');

type ShownState = BoardingState | 'waiting';

/** A passenger's state in the table: a typed check-in waiting to be sent shows as such. */
function shownState(
  passenger: { state: BoardingState; ticket_number: string; ticket_number_display: string },
  waiting: ReadonlySet<string>,
): ShownState {
  if (passenger.state !== 'booked') return passenger.state;
  const queued =
    waiting.has(ticketKey(passenger.ticket_number)) ||
    waiting.has(ticketKey(passenger.ticket_number_display));
  return queued ? 'waiting' : passenger.state;
}

const STATE_TONES: Record<ShownState, string> = {
  waiting: 'bg-primary-50 text-primary-900 ring-primary-200',
  booked: 'bg-sand-100 text-stone-800 ring-sand-300',
  boarded: 'bg-acacia-50 text-acacia-800 ring-acacia-200',
  no_show: 'bg-red-50 text-red-800 ring-red-200',
};

/**
 * The boarding manifest: passengers by boarding stop (seat, name, phone, ticket, where they get off,
 * state), check-in by ticket number or by the ticket's QR, a CSV download and a print view that shows
 * this table only (manifest-print.css).
 */
export function ManifestSection({ manifest, tripId }: { manifest: Manifest; tripId: number }) {
  const { t } = useTranslation('operations');
  const markNoShows = useMarkNoShows(tripId);
  const [downloading, setDownloading] = useState(false);
  const departed = manifest.trip.status === 'departed' || manifest.trip.status === 'completed';
  const counts = manifest.counts;
  const cachedAt = useCachedAnswerDate('GET /operator/trips/:id/manifest', { params: { id: tripId } });
  const queued = useQueuedCheckIns(tripId);
  // Typed numbers waiting to be sent show as such in the table (a scanned QR names its ticket only
  // once the server has read it).
  const waiting = new Set(
    queued.map((item) =>
      'ticket_number' in item.payload ? ticketKey(item.payload.ticket_number ?? '') : '',
    ),
  );
  // One "Message the traveler" per booking, on its first seat in the manifest: a group's seats share it.
  const firstOfBooking = new Set<string>();
  const seenBookings = new Set<string>();
  for (const stop of manifest.stops) {
    for (const p of stop.passengers) {
      if (seenBookings.has(p.booking_id)) continue;
      seenBookings.add(p.booking_id);
      firstOfBooking.add(p.ticket_number);
    }
  }

  const download = async () => {
    setDownloading(true);
    try {
      await downloadManifestCsv(tripId, `manifest-trip-${tripId}.csv`);
    } catch (e) {
      toast.error(toastMessageFor(e, t('manifest.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };
  const noShows = async () => {
    try {
      const result = await markNoShows.mutateAsync();
      toast.success(t('manifest.noShowsDone', { count: result.marked }));
    } catch (e) {
      toast.error(toastMessageFor(e, t('manifest.noShowsFailed')));
    }
  };

  return (
    <Card className="manifest-printable space-y-4 p-4 sm:p-5" aria-labelledby="manifest-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="manifest-title" className="text-lg font-bold">
            {t('manifest.title')}
          </h2>
          <p className="text-sm text-stone-600">
            {t('manifest.tripLine', {
              route: manifest.trip.route_name,
              departure: tripDayTime(manifest.trip.departs_at),
              plate: manifest.trip.vehicle_plate,
            })}
          </p>
          <p className="mt-1 text-sm font-semibold text-stone-800">
            {t('manifest.counts', {
              passengers: counts.passengers,
              boarded: counts.boarded,
              booked: counts.booked,
              noShow: counts.no_show,
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="secondary" size="sm" busy={downloading} onClick={() => void download()}>
            {t('manifest.csv')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            {t('manifest.print')}
          </Button>
          {departed && counts.booked > 0 && (
            <Button variant="ghost" size="sm" busy={markNoShows.isPending} onClick={() => void noShows()}>
              {t('manifest.markNoShows')}
            </Button>
          )}
        </div>
      </div>

      {cachedAt && (
        <OfflineBanner className="print:hidden">
          {t('offline.lastUpdated', { time: formatTimestamp(cachedAt) })}
        </OfflineBanner>
      )}

      {manifest.trip.status !== 'cancelled' && <CheckInPanel tripId={tripId} queued={queued} />}

      {manifest.stops.length === 0 ? (
        <p className="rounded-xl bg-sand-100 px-4 py-6 text-center text-sm text-stone-600">
          {t('manifest.empty')}
        </p>
      ) : (
        manifest.stops.map((stop) => (
          <section key={stop.position} aria-label={stop.place} className="manifest-stop">
            <h3 className="flex flex-wrap items-baseline gap-x-2 text-base font-bold">
              <span>{t('manifest.boardAt', { place: stop.place, time: tripTime(stop.at) })}</span>
              {stop.point && <span className="text-sm font-normal text-stone-600">{stop.point}</span>}
              <span className="text-sm font-normal text-stone-600">
                {t('manifest.stopCounts', {
                  passengers: stop.counts.passengers,
                  boarded: stop.counts.boarded,
                })}
              </span>
            </h3>
            <div className="mt-2">
              <table className="w-full text-left text-sm sm:table-fixed">
                <thead>
                  <tr className="border-b border-sand-300 text-xs text-stone-500 uppercase">
                    <th scope="col" className="w-12 py-2 pr-3 sm:w-16">
                      {t('manifest.seat')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('manifest.name')}
                    </th>
                    <th scope="col" className={cn(WIDE, 'sm:w-40')}>
                      {t('manifest.phone')}
                    </th>
                    <th scope="col" className={cn(WIDE, 'sm:w-36')}>
                      {t('manifest.ticket')}
                    </th>
                    <th scope="col" className={cn(WIDE, 'sm:w-36')}>
                      {t('manifest.alight')}
                    </th>
                    <th scope="col" className="w-24 py-2 sm:w-32">
                      {t('manifest.state')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stop.passengers.map((p) => {
                    const state = shownState(p, waiting);
                    return (
                      <tr key={p.ticket_number} className="border-b border-sand-100 last:border-0">
                        <td className="py-2 pr-3 font-bold tabular-nums">{p.seat}</td>
                        <td className="py-2 pr-3">
                          {p.name}
                          {/* On a phone the columns beside it come here, under the name. */}
                          <span className="block text-xs text-stone-600 sm:hidden print:hidden">
                            <a
                              href={`tel:${p.phone}`}
                              className="whitespace-nowrap tabular-nums hover:underline"
                            >
                              {p.phone}
                            </a>
                            {' · '}
                            <span className="font-mono whitespace-nowrap">{p.ticket_number_display}</span>
                            {' · '}
                            {t('manifest.toPlace', { place: p.alight_place })}
                          </span>
                          {firstOfBooking.has(p.ticket_number) && (
                            <span className="mt-1 block print:hidden">
                              <MessageBookingLink bookingId={p.booking_id} to="traveler" />
                            </span>
                          )}
                        </td>
                        <td className={cn(WIDE, 'whitespace-nowrap tabular-nums')}>
                          <a href={`tel:${p.phone}`} className="hover:underline">
                            {p.phone}
                          </a>
                        </td>
                        <td className={cn(WIDE, 'font-mono whitespace-nowrap')}>{p.ticket_number_display}</td>
                        <td className={WIDE}>{p.alight_place}</td>
                        <td className="py-2">
                          <span
                            className={cn(
                              'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
                              STATE_TONES[state],
                            )}
                          >
                            {state === 'waiting'
                              ? t('checkIn.waiting')
                              : p.state === 'boarded' && p.boarded_at
                                ? t('manifest.boardedAt', { time: tripTime(p.boarded_at) })
                                : t(`manifest.states.${p.state}`)}
                          </span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        ))
      )}
    </Card>
  );
}

/**
 * Sends this trip's queued check-ins whenever the page is online with a session: at once, when the
 * network returns, and every 30 s while any wait (a phone may say it is online before it really is).
 * A check-in the server refused meanwhile (say, a ticket cancelled) is shown with the server's reason.
 */
function useSendQueuedCheckIns(waiting: number) {
  const client = useQueryClient();
  const online = useIsOnline();
  const [hasToken, setHasToken] = useState(() => !!tokenStore.get());
  useEffect(() => tokenStore.subscribe((token) => setHasToken(!!token)), []);
  useEffect(() => {
    const userId = readStoredProfile()?.id;
    if (waiting === 0 || !online || !hasToken || !userId) return;
    const send = () =>
      void sendQueuedCheckIns(userId, client).then(
        ({ refused }) => refused.forEach(({ message }) => notify.error(message)),
        () => {},
      );
    send();
    const timer = window.setInterval(send, 30_000);
    return () => window.clearInterval(timer);
  }, [waiting, online, hasToken, client]);
}

/** Check-in: type the ticket number, or scan the QR with the phone's camera. */
function CheckInPanel({ tripId, queued }: { tripId: number; queued: QueuedCheckIn[] }) {
  const { t } = useTranslation('operations');
  const checkIn = useCheckIn(tripId);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<CheckInResult | null>(null);
  const [savedOffline, setSavedOffline] = useState(false);
  const [scanning, setScanning] = useState(false);
  useSendQueuedCheckIns(queued.length);

  const send = async (input: { ticket_number: string } | { qr: string }) => {
    setError(undefined);
    setResult(null);
    setSavedOffline(false);
    try {
      const outcome = await checkIn.mutateAsync(input);
      if ('ticket_number' in input) setNumber('');
      if (outcome.kind === 'queued') {
        setSavedOffline(true);
        return { ok: true, message: t('checkIn.queued') };
      }
      setResult(outcome.result);
      return { ok: true, message: outcome.result.message };
    } catch (e) {
      const message =
        e instanceof ApiRequestError && e.fields
          ? (Object.values(e.fields)[0]?.[0] ?? e.message)
          : toastMessageFor(e, t('checkIn.failed'));
      setError(message);
      return { ok: false, message };
    }
  };

  return (
    <div className="rounded-xl bg-trip-50 p-3 ring-1 ring-trip-200 ring-inset sm:p-4 print:hidden">
      <form
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          if (number.trim() === '') {
            setError(t('checkIn.numberRequired'));
            return;
          }
          void send({ ticket_number: number.trim() });
        }}
      >
        <TextField
          className="flex-1"
          label={t('checkIn.label')}
          placeholder={t('checkIn.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={number}
          maxLength={40}
          onChange={(event) => setNumber(event.currentTarget.value)}
          error={error}
        />
        <div className="flex gap-2 sm:mt-7">
          <Button type="submit" variant="trip" busy={checkIn.isPending} className="flex-1 sm:flex-none">
            {t('checkIn.submit')}
          </Button>
          <Button variant="secondary" onClick={() => setScanning(true)} className="flex-1 sm:flex-none">
            {t('checkIn.scan')}
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {result && (
          <Alert tone={result.already_boarded ? 'warning' : 'success'} className="mt-3">
            {result.message}
          </Alert>
        )}
        {savedOffline && (
          <Alert tone="warning" className="mt-3">
            {t('checkIn.queued')}
          </Alert>
        )}
      </div>
      {queued.length > 0 && (
        <section
          aria-labelledby="check-in-waiting"
          className="mt-3 rounded-lg bg-white p-3 ring-1 ring-primary-200"
        >
          <h3 id="check-in-waiting" className="text-sm font-semibold text-primary-900">
            {t('checkIn.waitingCount', { count: queued.length })}
          </h3>
          <ul className="mt-1 space-y-0.5 text-sm text-stone-700">
            {queued.map((item) => (
              <li key={item.id} className="flex flex-wrap justify-between gap-x-3">
                <span className="font-mono">
                  {'ticket_number' in item.payload && item.payload.ticket_number
                    ? item.payload.ticket_number
                    : t('checkIn.scannedTicket')}
                </span>
                <span className="text-xs text-stone-600">
                  {t('checkIn.waitingSince', { time: tripTime(item.queuedAt) })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {scanning && (
        <Suspense fallback={null}>
          <QrScannerDialog onClose={() => setScanning(false)} onScan={(text) => send({ qr: text })} />
        </Suspense>
      )}
    </div>
  );
}
