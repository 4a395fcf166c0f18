import { toMajorUnitsExact, type MessageKey, type MessageValues, type OperatorAnalytics } from '@dala/shared';
import { toCsv } from './csv';

type Text = (key: MessageKey, values?: MessageValues) => string;

/**
 * The analytics as one CSV file, in sections a spreadsheet shows one under the other: the definitions,
 * totals, weeks, months, listings, occupancy. Amounts in major units of the listing's currency with their
 * decimals (1299.00), so a spreadsheet can add them up; headers in the caller's language.
 */
export function analyticsCsv(value: OperatorAnalytics, text: Text): string {
  const amount = (cents: number) =>
    value.currency === 'TZS'
      ? String(Math.round(toMajorUnitsExact(cents, 'TZS')))
      : toMajorUnitsExact(cents, 'USD').toFixed(2);
  const percent = (p: number | null) => (p === null ? '' : String(p));
  const t = value.totals;
  const periodHeader = (first: MessageKey) => [
    text(first),
    text('analytics.csvBookings'),
    text('analytics.csvSeats'),
    `${text('analytics.csvBooked')} (${value.currency})`,
    `${text('analytics.csvEarned')} (${value.currency})`,
    text('analytics.csvCancellations'),
    text('analytics.csvViews'),
  ];
  const periodRow = (p: OperatorAnalytics['by_week'][number]) => [
    p.period,
    p.bookings,
    p.seats,
    amount(p.booked_cents),
    amount(p.earned_cents),
    p.cancellations,
    p.views,
  ];
  const rows: (string | number | null)[][] = [
    [text('analytics.csvTitle', { from: value.from, to: value.to })],
    [text('analytics.csvDefinitions', { currency: value.currency })],
    [],
    [text('analytics.csvTotals')],
    [text('analytics.csvFigure'), text('analytics.csvValue')],
    [text('analytics.csvBookings'), t.bookings],
    [text('analytics.csvSeats'), t.seats],
    [`${text('analytics.csvBooked')} (${value.currency})`, amount(t.booked_cents)],
    [`${text('analytics.csvPaid')} (${value.currency})`, amount(t.paid_cents)],
    [`${text('analytics.csvEarned')} (${value.currency})`, amount(t.earned_cents)],
    [text('analytics.csvViews'), t.views],
    [text('analytics.csvConversion'), percent(t.conversion_percent)],
    [text('analytics.csvCancellations'), t.cancellations],
    [text('analytics.csvCancelledByTraveler'), t.cancelled_by_traveler],
    [text('analytics.csvCancelledByOperator'), t.cancelled_by_operator],
    [`${text('analytics.csvRefunded')} (${value.currency})`, amount(t.refunded_cents)],
    [text('analytics.csvSeatsBooked'), t.occupancy_booked],
    [text('analytics.csvCapacity'), t.occupancy_capacity],
    [],
    [text('analytics.csvByWeek')],
    periodHeader('analytics.csvWeek'),
    ...value.by_week.map(periodRow),
    [],
    [text('analytics.csvByMonth')],
    periodHeader('analytics.csvMonth'),
    ...value.by_month.map(periodRow),
    [],
    [text('analytics.csvListings')],
    [
      text('analytics.csvListing'),
      text('analytics.csvViews'),
      text('analytics.csvBookings'),
      text('analytics.csvSeats'),
      `${text('analytics.csvBooked')} (${value.currency})`,
      `${text('analytics.csvEarned')} (${value.currency})`,
      text('analytics.csvConversion'),
    ],
    ...value.listings.map((l) => [
      l.title,
      l.views,
      l.bookings,
      l.seats,
      amount(l.booked_cents),
      amount(l.earned_cents),
      percent(l.conversion_percent),
    ]),
    [],
    [text('analytics.csvOccupancy')],
    [
      text('analytics.csvDeparture'),
      text('analytics.csvListing'),
      text('analytics.csvCapacity'),
      text('analytics.csvSeatsBooked'),
      text('analytics.csvOccupancyPercent'),
    ],
    ...value.occupancy.map((o) => [o.starts, o.title, o.capacity, o.booked, o.percent]),
    ...(value.occupancy_truncated
      ? [[text('analytics.csvTruncated', { count: value.occupancy.length })]]
      : []),
  ];
  return toCsv(rows);
}
