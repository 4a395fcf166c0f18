import {
  BOOKING_HORIZON_DAYS,
  addDays,
  priceDropOf,
  todayInTanzania,
  type SavedAvailabilityState,
  type SavedItem,
  type VehicleClass,
} from '@dala/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { StoredImageVariant } from '../../db/schema';
import { applyDeal, type DealListing } from '../deals';
import { classArtName, vehiclePictureUrls } from '../fleet';
import { liveHoldSeatsSql, toSafariImage, type ImageRow } from '../safaris';

/**
 * Where saved listings stand now: each saved row with its listing's current price and availability,
 * read in one query (the listing columns, the next departure with seats, a trip's free seats and its
 * whole-route fare are subqueries on indexed keys). Used by /saved, the dashboard card and the watch job.
 *
 * Prices compared with the saved one are the listing's own: a safari's from-price per adult (USD cents,
 * the lowest of the package and its upcoming departures' prices), a trip's fare for its whole route
 * (first boarding stop → last stop, TZS hundredths). A trip's seats left are the seats free over the
 * whole route: a seat sold on one leg only is counted as taken. A deal without a code that applies to
 * the listing on its next date (modules/deals `applyDeal`, as every quote applies it) lowers the current
 * price: a drop like any other.
 */

export interface SavedRow {
  id: number;
  user_id: string;
  kind: 'safari' | 'trip';
  listing_id: number;
  saved_at: string;
  saved_minor: number;
  currency: 'USD' | 'TZS';
  drop_notified_minor: number | null;
  sold_out_notified: boolean;
  title: string;
  operator_name: string;
  location: string;
  slug: string | null;
  duration_days: number | null;
  is_private: boolean | null;
  departs_at: string | null;
  arrives_at: string | null;
  /** A trip's route (deals are per route); null for a safari. */
  route_id: number | null;
  current_minor: number | null;
  state: SavedAvailabilityState;
  next_date: string | null;
  seats_left: number | null;
  image: SavedItem['image'];
}

interface VehiclePhotoRow {
  kind: 'upload' | 'art';
  variants: StoredImageVariant[];
  art_name: string | null;
  alt: string;
}

interface RawRow {
  id: number;
  user_id: string;
  package_id: number | null;
  trip_id: number | null;
  saved_at_ms: number;
  saved_price_minor: number;
  currency: 'USD' | 'TZS';
  drop_notified_minor: number | null;
  sold_out_notified: boolean;
  // safari
  p_title: string | null;
  p_slug: string | null;
  p_location: string | null;
  p_duration_days: number | null;
  p_is_private: boolean | null;
  p_status: string | null;
  p_from_price_cents: number | null;
  p_verified: boolean | null;
  p_company: string | null;
  p_cover: ImageRow | null;
  p_next: { date: string; seats: number } | null;
  p_has_upcoming: boolean | null;
  // trip
  t_route_id: number | null;
  t_route_name: string | null;
  t_from: string | null;
  t_status: string | null;
  t_departs_ms: number | null;
  t_arrives_ms: number | null;
  t_closes_ms: number | null;
  t_capacity: number | null;
  t_taken: number | null;
  t_fare_tzs: number | null;
  t_verified: boolean | null;
  t_company: string | null;
  t_vehicle_class: VehicleClass | null;
  t_photo: VehiclePhotoRow | null;
  now_ms: number;
}

/** The saved rows chosen by `where` (on `s`), with their listings, ordered by `order`. */
function savedRowsSql(where: SQL, order: SQL, limit: number | null, today: string): SQL {
  const firstBookable = today; // min notice is applied per package below
  const horizon = addDays(today, BOOKING_HORIZON_DAYS);
  return sql`
    select s.id, s.user_id, s.package_id, s.trip_id,
      (extract(epoch from s.created_at) * 1000)::float8 as saved_at_ms,
      s.saved_price_minor, s.currency, s.drop_notified_minor,
      (s.sold_out_notified_at is not null) as sold_out_notified,
      p.title as p_title, p.slug as p_slug, p.location as p_location, p.duration_days as p_duration_days,
      p.is_private as p_is_private, p.status::text as p_status, p.from_price_cents as p_from_price_cents,
      pu.is_verified as p_verified,
      coalesce(pop.company_name, pu.first_name || ' ' || pu.last_name) as p_company,
      (select row_to_json(i) from (select id, position, is_cover, kind, variants, art_name, width, height, alt
         from safari_images where package_id = p.id order by is_cover desc, position limit 1) i) as p_cover,
      (select json_build_object('date', to_char(d.start_date, 'YYYY-MM-DD'),
                'seats', d.capacity - d.seats_booked - ${liveHoldSeatsSql(sql`d.id`)})
         from safari_departures d
         where d.package_id = p.id and not p.is_private
           and d.start_date >= ${firstBookable}::date + p.min_notice_days and d.start_date <= ${horizon}::date
           and d.capacity - d.seats_booked - ${liveHoldSeatsSql(sql`d.id`)} > 0
         order by d.start_date limit 1) as p_next,
      exists (select 1 from safari_departures d where d.package_id = p.id
         and d.start_date >= ${firstBookable}::date + p.min_notice_days
         and d.start_date <= ${horizon}::date) as p_has_upcoming,
      t.route_id as t_route_id, r.name as t_route_name,
      (select rs.place from route_stops rs where rs.route_id = t.route_id order by rs.position limit 1) as t_from,
      t.status as t_status,
      (extract(epoch from t.departs_at) * 1000)::float8 as t_departs_ms,
      (extract(epoch from t.arrives_at) * 1000)::float8 as t_arrives_ms,
      (extract(epoch from t.sales_close_at) * 1000)::float8 as t_closes_ms,
      t.capacity as t_capacity,
      (select count(distinct sr.seat_label)::int from trip_seat_reservations sr
         where sr.trip_id = t.id and sr.status in ('held', 'confirmed') and sr.blocks_until > now()) as t_taken,
      (select f.fare_tzs from route_fares f where f.route_id = t.route_id
         and f.board_pos = (select min(b.position) from route_stops b where b.route_id = t.route_id and b.can_board)
         and f.alight_pos = (select max(a.position) from route_stops a where a.route_id = t.route_id)) as t_fare_tzs,
      tu.is_verified as t_verified,
      coalesce(top.company_name, tu.first_name || ' ' || tu.last_name) as t_company,
      t.vehicle_class as t_vehicle_class,
      (select row_to_json(vp) from (select kind, variants, art_name, alt from vehicle_photos
         where vehicle_id = t.vehicle_id order by position limit 1) vp) as t_photo,
      (extract(epoch from now()) * 1000)::float8 as now_ms
    from saved_items s
      left join safari_packages p on p.id = s.package_id
      left join users pu on pu.id = p.operator_id
      left join operator_profiles pop on pop.user_id = p.operator_id
      left join trips t on t.id = s.trip_id
      left join transport_routes r on r.id = t.route_id
      left join users tu on tu.id = t.transporter_id
      left join operator_profiles top on top.user_id = t.transporter_id
    where ${where}
    order by ${order}
    ${limit === null ? sql`` : sql`limit ${limit}`}`;
}

function safariState(row: RawRow): { state: SavedAvailabilityState; next: RawRow['p_next'] } {
  if (row.p_status !== 'published' || row.p_verified !== true) return { state: 'unavailable', next: null };
  if (row.p_is_private) return { state: 'available', next: null };
  if (row.p_next) return { state: 'available', next: row.p_next };
  return { state: row.p_has_upcoming ? 'sold_out' : 'no_dates', next: null };
}

function tripState(row: RawRow, seatsLeft: number): SavedAvailabilityState {
  if (row.t_verified !== true) return 'unavailable';
  if (row.t_status === 'cancelled') return 'cancelled';
  const now = Number(row.now_ms);
  if (row.t_status === 'departed' || row.t_status === 'completed' || Number(row.t_departs_ms) <= now) {
    return 'departed';
  }
  if (row.t_status === 'scheduled') return 'not_on_sale';
  if (now >= Number(row.t_closes_ms)) return 'sales_closed';
  return seatsLeft > 0 ? 'available' : 'sold_out';
}

function toSavedRow(row: RawRow): SavedRow {
  const base = {
    id: Number(row.id),
    user_id: String(row.user_id),
    saved_at: new Date(Number(row.saved_at_ms)).toISOString(),
    saved_minor: Number(row.saved_price_minor),
    currency: row.currency,
    drop_notified_minor: row.drop_notified_minor === null ? null : Number(row.drop_notified_minor),
    sold_out_notified: Boolean(row.sold_out_notified),
  };
  if (row.package_id !== null) {
    const { state, next } = safariState(row);
    const cover = row.p_cover ? toSafariImage(row.p_cover) : null;
    return {
      ...base,
      kind: 'safari',
      listing_id: Number(row.package_id),
      title: String(row.p_title),
      operator_name: String(row.p_company ?? ''),
      location: String(row.p_location ?? ''),
      slug: row.p_slug,
      duration_days: row.p_duration_days === null ? null : Number(row.p_duration_days),
      is_private: row.p_is_private,
      departs_at: null,
      arrives_at: null,
      route_id: null,
      current_minor: state === 'unavailable' ? null : Number(row.p_from_price_cents),
      state,
      next_date: next?.date ?? null,
      seats_left: next ? Number(next.seats) : null,
      image: cover ? { url: cover.url, srcset: cover.srcset, alt: cover.alt } : null,
    };
  }
  const seatsLeft = Math.max(0, Number(row.t_capacity) - Number(row.t_taken ?? 0));
  const state = tripState(row, seatsLeft);
  const photo = row.t_photo ?? {
    kind: 'art' as const,
    variants: [],
    art_name: classArtName(row.t_vehicle_class ?? 'ordinary'),
    alt: '',
  };
  const picture = vehiclePictureUrls({ kind: photo.kind, variants: photo.variants, artName: photo.art_name });
  return {
    ...base,
    kind: 'trip',
    listing_id: Number(row.trip_id),
    title: String(row.t_route_name),
    operator_name: String(row.t_company ?? ''),
    location: String(row.t_from ?? ''),
    slug: null,
    duration_days: null,
    is_private: null,
    departs_at: new Date(Number(row.t_departs_ms)).toISOString(),
    arrives_at: new Date(Number(row.t_arrives_ms)).toISOString(),
    route_id: row.t_route_id === null ? null : Number(row.t_route_id),
    current_minor: state === 'unavailable' || row.t_fare_tzs === null ? null : Number(row.t_fare_tzs) * 100,
    state,
    next_date: null,
    seats_left: state === 'available' || state === 'sold_out' ? seatsLeft : null,
    image: { url: picture.url, srcset: picture.srcset, alt: photo.alt },
  };
}

/** Saved rows matching `where` (SQL on `saved_items s`), in `order`, at most `limit`. */
export async function loadSavedRows(
  db: Database,
  where: SQL,
  options: { order?: SQL; limit?: number; today?: string } = {},
): Promise<SavedRow[]> {
  const today = options.today ?? todayInTanzania();
  const result = await db.execute(
    savedRowsSql(where, options.order ?? sql`s.created_at desc, s.id desc`, options.limit ?? null, today),
  );
  return withDeals(db, (result.rows as unknown as RawRow[]).map(toSavedRow), today);
}

/** An int[] parameter as PostgreSQL's array text ('{1,2}'): one bound value, not one per element. */
const intArray = (ids: number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** The listing of a saved row as deals name it. */
function dealListingOf(row: Pick<SavedRow, 'kind' | 'listing_id' | 'route_id'>): DealListing | null {
  if (row.kind === 'safari') return { kind: 'safari', packageId: row.listing_id };
  return row.route_id === null ? null : { kind: 'route', routeId: row.route_id };
}

/** The date a deal's travel window is checked against: the next departure, or the trip's day. */
function travelDateOf(row: Pick<SavedRow, 'departs_at' | 'next_date'>, today: string): string {
  if (row.departs_at) return todayInTanzania(new Date(row.departs_at));
  return row.next_date ?? today;
}

/**
 * The price with the deal a traveler gets without a code (the best one, never below a unit). Only the
 * listings that have a deal at all are asked about (one query finds them), so a list without deals
 * costs one statement more.
 */
async function withDeals(db: Database, rows: SavedRow[], today: string): Promise<SavedRow[]> {
  const priced = rows.filter((row) => row.current_minor !== null && row.current_minor > 0);
  if (priced.length === 0) return rows;
  const packageIds = priced.filter((r) => r.kind === 'safari').map((r) => r.listing_id);
  const routeIds = priced.flatMap((r) => (r.route_id === null ? [] : [r.route_id]));
  const found = await db.execute(sql`
    select package_id, route_id from deals where deleted_at is null
      and (package_id = any(${intArray(packageIds)}::int[]) or route_id = any(${intArray(routeIds)}::int[]))`);
  const withDeal = new Set(
    found.rows.map((r) =>
      r.package_id !== null ? `safari:${String(r.package_id)}` : `route:${String(r.route_id)}`,
    ),
  );
  for (const row of priced) {
    const listing = dealListingOf(row);
    if (!listing) continue;
    const key = listing.kind === 'safari' ? `safari:${listing.packageId}` : `route:${listing.routeId}`;
    if (!withDeal.has(key)) continue;
    const { discountCents } = await applyDeal(db, listing, {
      priceCents: row.current_minor!,
      travelDate: travelDateOf(row, today),
      today,
    });
    row.current_minor = row.current_minor! - discountCents;
  }
  return rows;
}

/** The API shape of a saved row. */
export function toSavedItem(row: SavedRow): SavedItem {
  return {
    kind: row.kind,
    listing_id: row.listing_id,
    saved_at: row.saved_at,
    title: row.title,
    operator_name: row.operator_name,
    location: row.location,
    slug: row.slug,
    image: row.image,
    duration_days: row.duration_days,
    is_private: row.is_private,
    departs_at: row.departs_at,
    arrives_at: row.arrives_at,
    price: { currency: row.currency, saved_minor: row.saved_minor, current_minor: row.current_minor },
    price_drop: priceDropOf(row.saved_minor, row.current_minor, row.state),
    availability: { state: row.state, next_date: row.next_date, seats_left: row.seats_left },
  };
}
