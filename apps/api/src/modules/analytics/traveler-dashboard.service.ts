import {
  formatTicketNumber,
  todayInTanzania,
  type DashboardBalanceDue,
  type DashboardNextTrip,
  type TravelerDashboard,
} from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * A traveler's dashboard (issue 15): the next safari or trip they hold a confirmed booking for (one under
 * way counts until it ends), with what to open for it (the booking, its tickets, the latest receipt), how
 * many are coming, and safari balances still to pay. Only the traveler's own bookings are read.
 */

const TZ = sql.raw(`'Africa/Dar_es_Salaam'`);

/** Confirmed bookings of the traveler not yet over, each with when it starts; `starts_at` orders them. */
const upcoming = (travelerId: string) => sql`
  select b.id, b.reference, b.kind, b.status, b.start_date::text as start_date, b.end_date::text as end_date,
    b.seats, p.title as safari_title, p.location, r.name as route_name, bs.place as board_place,
    al.place as alight_place, coalesce(po.company_name, tpo.company_name, '') as operator_name,
    case when b.kind = 'trip' then t.departs_at else (b.start_date::timestamp at time zone ${TZ}) end as starts_at
  from bookings b
  left join safari_packages p on p.id = b.package_id
  left join operator_profiles po on po.user_id = p.operator_id
  left join trip_bookings tb on tb.booking_id = b.id
  left join trips t on t.id = tb.trip_id
  left join transport_routes r on r.id = t.route_id
  left join route_stops bs on bs.route_id = t.route_id and bs.position = tb.board_pos
  left join route_stops al on al.route_id = t.route_id and al.position = tb.alight_pos
  left join operator_profiles tpo on tpo.user_id = t.transporter_id
  where b.traveler_id = ${travelerId}::uuid and b.status = 'confirmed'
    and case when b.kind = 'trip' then t.arrives_at > now()
             else b.end_date >= (now() at time zone ${TZ})::date end`;

export async function travelerDashboard(
  db: Database,
  travelerId: string,
  now: Date = new Date(),
): Promise<TravelerDashboard> {
  const [nextRows, countRows, balanceRows] = await Promise.all([
    db.execute(sql`${upcoming(travelerId)} order by starts_at, b.id limit 1`),
    db.execute(sql`select count(*) as n from (${upcoming(travelerId)}) upcoming`),
    db.execute(sql`
      select b.id, b.reference, p.title, b.start_date::text as start_date, b.currency,
        b.total_cents - b.paid_cents + b.refunded_cents as balance, b.balance_due_date::text as due_date
      from bookings b join safari_packages p on p.id = b.package_id
      where b.traveler_id = ${travelerId}::uuid and b.kind = 'safari' and b.status = 'confirmed'
        and b.total_cents - b.paid_cents + b.refunded_cents > 0
        and b.start_date >= (now() at time zone ${TZ})::date
      order by b.balance_due_date nulls last, b.start_date, b.id
      limit 20`),
  ]);

  let next: DashboardNextTrip | null = null;
  const row = nextRows.rows[0];
  if (row) {
    const bookingId = String(row.id);
    const [tickets, receipt] = await Promise.all([
      row.kind === 'trip'
        ? db.execute(sql`
            select number, seat_label from trip_tickets
            where booking_id = ${bookingId}::uuid and cancelled_at is null order by seat_label`)
        : Promise.resolve({ rows: [] as Record<string, unknown>[] }),
      db.execute(sql`
        select id from payments where booking_id = ${bookingId}::uuid and status = 'succeeded'
        order by created_at desc limit 1`),
    ]);
    const isTrip = row.kind === 'trip';
    next = {
      kind: isTrip ? 'trip' : 'safari',
      booking_id: bookingId,
      reference: String(row.reference),
      status: 'confirmed',
      title: String(isTrip ? row.route_name : row.safari_title),
      subtitle: isTrip
        ? `${String(row.board_place)} → ${String(row.alight_place)}`
        : String(row.location ?? ''),
      operator_name: String(row.operator_name),
      starts_at: new Date(row.starts_at as string | Date).toISOString(),
      start_date: String(row.start_date),
      end_date: String(row.end_date),
      seats: Number(row.seats),
      tickets: tickets.rows.map((t) => ({
        number: String(t.number),
        display: formatTicketNumber(String(t.number)),
        seat: String(t.seat_label),
      })),
      receipt_payment_id: receipt.rows[0] ? String(receipt.rows[0].id) : null,
    };
  }

  const today = todayInTanzania(now);
  const balances: DashboardBalanceDue[] = balanceRows.rows.map((b) => {
    const due = b.due_date === null ? null : String(b.due_date);
    return {
      booking_id: String(b.id),
      reference: String(b.reference),
      title: String(b.title),
      start_date: String(b.start_date),
      currency: String(b.currency),
      balance_cents: Number(b.balance),
      due_date: due,
      overdue: due !== null && due < today,
    };
  });
  return { next, upcoming_count: Number(countRows.rows[0]?.n ?? 0), balances_due: balances };
}
