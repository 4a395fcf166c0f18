import type { Ticket } from '@dala/shared';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../../components/document-head';
import { Alert } from '../../../../components/ui/alert';
import { OfflineBanner } from '../../../../components/ui/offline-banner';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../../../components/ui/states';
import { ApiRequestError, toastMessageFor } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import { formatDate, formatTimestamp } from '../../../../lib/format';
import { messageText } from '../../../../lib/i18n';
import { useCachedAnswerDate } from '../../../../lib/offline/cached-answers';
import { downloadTicketPdf, useTicket } from '../../api/tickets-ticket';
import { BusIcon } from '../trip-bits';
import { tripDate, tripTime, tzs } from '../trip-format';
import './ticket-print.css';

/**
 * /trips/tickets/{number} (issue 13; design/TRANSPORT.md): one passenger's ticket with every item
 * LATRA's guidance lists — passenger, vehicle plate, date and time of travel, boarding and final
 * stations, fare paid, the operator's address and phone numbers, the ticket number — and the QR the
 * server signed, for the conductor's phone. Prints on one page without the site around it
 * (ticket-print.css); the PDF is the API's. Another traveler's ticket is the API's 404: not found.
 */
export default function TicketPage() {
  const { t } = useTranslation('tickets');
  const { t: common } = useTranslation();
  const { number = '' } = useParams();
  const ticket = useTicket(number);
  // Served from this device's offline copy: when the server gave it.
  const cachedAt = useCachedAnswerDate('GET /tickets/:number', { params: { number } });
  useDocumentTitle(
    ticket.data
      ? t('tickets.documentTitleNumber', { number: ticket.data.display })
      : t('tickets.documentTitle'),
  );

  if (ticket.isPending) {
    return (
      <main className="mx-auto w-full max-w-3xl space-y-4 px-4 py-8" aria-busy>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-96" />
      </main>
    );
  }
  if (ticket.isError) {
    const missing =
      ticket.error instanceof ApiRequestError && (ticket.error.status === 404 || ticket.error.status === 400);
    const offline = ticket.error instanceof ApiRequestError && ticket.error.status === 0;
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-12">
        {offline ? (
          <EmptyState
            title={t('tickets.offline.title')}
            action={
              <Button variant="secondary" onClick={() => void ticket.refetch()}>
                {common('states.tryAgain')}
              </Button>
            }
          >
            {t('tickets.offline.text')}
          </EmptyState>
        ) : missing ? (
          <EmptyState
            title={t('tickets.notFound')}
            action={
              <ButtonLink to="/trips" variant="trip">
                {t('tickets.myTrips')}
              </ButtonLink>
            }
          >
            {t('tickets.notFoundText')}
          </EmptyState>
        ) : (
          <LoadError message={messageText(ticket.error.message)} onRetry={() => void ticket.refetch()} />
        )}
      </main>
    );
  }
  return <TicketView ticket={ticket.data} cachedAt={cachedAt} />;
}

function TicketView({ ticket, cachedAt }: { ticket: Ticket; cachedAt: string | null }) {
  const { t } = useTranslation(['tickets', 'transport']);
  const [downloading, setDownloading] = useState(false);
  const cancelled = ticket.status === 'cancelled';

  const download = async () => {
    setDownloading(true);
    try {
      await downloadTicketPdf(ticket.number, ticket.display);
    } catch (error) {
      toast.error(toastMessageFor(error, t('tickets.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <main className="ticket-page mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="ticket-hide flex flex-wrap items-center justify-between gap-3">
        <Link to="/trips" className="text-sm font-semibold text-trip-700 hover:underline">
          {t('tickets.back')}
        </Link>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            {t('tickets.print')}
          </Button>
          <Button variant="trip" size="sm" busy={downloading} onClick={() => void download()}>
            {t('tickets.downloadPdf')}
          </Button>
        </div>
      </div>

      {cachedAt && (
        <OfflineBanner className="ticket-hide mt-4">
          {t('tickets.offline.lastUpdated', { time: formatTimestamp(cachedAt) })}
        </OfflineBanner>
      )}

      {cancelled && (
        <Alert tone="error" className="mt-4" title={t('tickets.cancelledTitle')}>
          {t('tickets.cancelledText')}
        </Alert>
      )}
      {!cancelled && ticket.boarding_status === 'boarded' && (
        <Alert tone="success" className="ticket-hide mt-4">
          {t('tickets.boarded')}
        </Alert>
      )}

      <article
        className={cn(
          'ticket-printable mt-4 overflow-hidden rounded-card border border-trip-200 bg-white shadow-card',
          cancelled && 'opacity-70',
        )}
        aria-labelledby="ticket-title"
      >
        <header className="ticket-band flex flex-wrap items-center justify-between gap-3 bg-trip-700 px-5 py-4 text-white">
          <div className="flex min-w-0 items-center gap-3">
            <BusIcon className="size-8 shrink-0" />
            <div className="min-w-0">
              <h1 id="ticket-title" className="text-lg leading-tight font-bold text-white">
                {t('tickets.title')}
              </h1>
              <p className="truncate text-sm text-trip-100">{ticket.operator.company_name}</p>
            </div>
          </div>
          <div className="sm:text-right">
            <p className="text-xs font-semibold tracking-wide text-trip-100 uppercase">
              {t('tickets.number')}
            </p>
            <p className="font-mono text-xl font-bold tracking-wider" data-testid="ticket-number">
              {ticket.display}
            </p>
          </div>
        </header>

        <div className="grid gap-6 p-5 sm:grid-cols-[minmax(0,1fr)_13rem]">
          <div className="space-y-5">
            <section
              aria-label={t('tickets.journey')}
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3"
            >
              <StopLine
                label={t('tickets.boarding')}
                place={ticket.from.place}
                point={ticket.from.point}
                when={t('tickets.dateTime', {
                  date: formatDate(ticket.travel_date),
                  time: ticket.travel_time,
                })}
                first
              />
              <StopLine
                label={t('tickets.final')}
                place={ticket.to.place}
                point={ticket.to.point}
                when={t('tickets.arrives', { date: tripDate(ticket.to.at), time: tripTime(ticket.to.at) })}
              />
            </section>

            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <Item label={t('tickets.passenger')} wide>
                <span className="text-base font-bold">{ticket.passenger.name}</span>
              </Item>
              <Item label={t('tickets.seat')}>
                <span className="text-base font-bold">{ticket.seat}</span>
              </Item>
              <Item label={t('tickets.farePaid')}>
                <span className="text-base font-bold tabular-nums">{tzs(ticket.fare_tzs)}</span>
              </Item>
              <Item label={t('tickets.travelDate')}>{formatDate(ticket.travel_date)}</Item>
              <Item label={t('tickets.travelTime')}>{ticket.travel_time}</Item>
              <Item label={t('tickets.vehicle')}>
                <span className="font-mono font-semibold">{ticket.vehicle.plate}</span>
              </Item>
              <Item label={t('tickets.class')}>
                {t(`transport:vehicleClasses.${ticket.vehicle.vehicle_class}`)}
              </Item>
              <Item label={t('tickets.route')} wide>
                {ticket.trip.route_name}
              </Item>
              <Item label={t('tickets.reference')}>
                <span className="font-mono">{ticket.booking_reference}</span>
              </Item>
              <Item label={t('tickets.issued')}>{tripDate(ticket.issued_at)}</Item>
            </dl>
          </div>

          {/* On a phone the code comes first: it is what the traveler shows at the door. */}
          <figure className="order-first flex flex-col items-center gap-2 self-start max-sm:self-center sm:order-none">
            {/* The server draws the signed QR as an SVG document; as an image it can run nothing. */}
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(ticket.qr_svg)}`}
              alt={t('tickets.qrAlt', { number: ticket.display })}
              width={208}
              height={208}
              className="ticket-qr size-52 rounded-lg border border-sand-200 bg-white"
            />
            <figcaption className="text-center text-xs text-stone-600">{t('tickets.qrCaption')}</figcaption>
          </figure>
        </div>

        <section
          aria-labelledby="ticket-operator"
          className="ticket-operator border-t border-dashed border-trip-200 bg-trip-50 px-5 py-4 text-sm"
        >
          <h2 id="ticket-operator" className="font-semibold text-stone-900">
            {t('tickets.operator')}
          </h2>
          <p className="font-medium">{ticket.operator.company_name}</p>
          <p className="text-stone-700">{ticket.operator.address ?? t('tickets.noAddress')}</p>
          <p className="text-stone-700">
            {ticket.operator.phones.length > 0
              ? t('tickets.phones', { phones: ticket.operator.phones.join(', ') })
              : t('tickets.noPhones')}
          </p>
          <p className="text-stone-700">{t('tickets.email', { email: ticket.operator.email })}</p>
        </section>
      </article>

      <p className="ticket-hide mt-4 text-center text-xs text-stone-500">{t('tickets.showOnBoarding')}</p>
    </main>
  );
}

function StopLine({
  label,
  place,
  point,
  when,
  first = false,
}: {
  label: string;
  place: string;
  point: string;
  when: string;
  first?: boolean;
}) {
  return (
    <>
      <span aria-hidden className="flex flex-col items-center pt-1.5">
        <span className="size-3 rounded-full bg-trip-600" />
        {first && <span className="mt-1 w-0.5 flex-1 bg-trip-300" />}
      </span>
      <div className={first ? 'pb-4' : undefined}>
        <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</p>
        <p className="text-lg leading-snug font-bold text-stone-900">{place}</p>
        <p className="text-sm text-stone-700">{point}</p>
        <p className="text-sm font-semibold text-trip-800">{when}</p>
      </div>
    </>
  );
}

function Item({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-stone-900">{children}</dd>
    </div>
  );
}
