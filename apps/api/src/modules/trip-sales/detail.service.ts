import {
  canTravel,
  fareFor,
  layoutSeats,
  seatAvailability,
  tripBookingProblem,
  usdEquivalentOfTzs,
  type Fare,
  type RouteStop,
  type SeatLayout,
  type TransportRefundBand,
  type TripDetail,
  type TripSaleStateName,
  type TripStatus,
  type VehicleAmenity,
  type VehicleClass,
} from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import type { StoredImageVariant } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { classArtName, vehiclePictureUrls } from '../fleet';
import { transporterRating } from './transporter-rating';

/**
 * GET /api/trips/:id: a trip's public page with the seat map of the chosen segment. Two indexed queries:
 * the trip with its route, stops, fares, transporter and photos (primary keys and the route's stops by
 * their primary key), then the live reservations of the trip overlapping the segment
 * (trip_seat_reservations_trip_idx). Seat status is never cached: holds change every minute.
 * Trips of a transporter that is not verified are not public (404); a trip not on sale is shown with
 * why seats cannot be bought.
 */

interface PhotoRow {
  kind: 'upload' | 'art';
  variants: StoredImageVariant[];
  art_name: string | null;
  width: number | null;
  height: number | null;
  alt: string;
}

function classArtPhoto(vehicleClass: VehicleClass): PhotoRow {
  return {
    kind: 'art',
    variants: [],
    art_name: classArtName(vehicleClass),
    width: 800,
    height: 500,
    alt: '',
  };
}

function toVehiclePhoto(row: PhotoRow): TripDetail['vehicle']['photos'][number] {
  return {
    ...vehiclePictureUrls({ kind: row.kind, variants: row.variants, artName: row.art_name }),
    alt: row.alt,
    width: row.width,
    height: row.height,
  };
}

interface StopRow {
  position: number;
  place: string;
  point: string;
  region: string;
  minutes: number;
  can_board: boolean;
  can_alight: boolean;
}

/** The trip with its route, stops, fares, vehicle, transporter and photos, by primary keys. Prepared:
 * planning this statement costs several times running it, and the seat map is read on every visit. */
const tripQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: sql<number>`t.id`,
      status: sql<TripStatus>`t.status`,
      route_id: sql<number>`t.route_id`,
      capacity: sql<number>`t.capacity`,
      vehicle_class: sql<VehicleClass>`t.vehicle_class`,
      amenities: sql<VehicleAmenity[] | null>`t.amenities`,
      seat_layout: sql<SeatLayout>`t.seat_layout`,
      sales_cutoff_minutes: sql<number>`t.sales_cutoff_minutes`,
      departs_ms: sql<number>`(extract(epoch from t.departs_at) * 1000)::float8`,
      arrives_ms: sql<number>`(extract(epoch from t.arrives_at) * 1000)::float8`,
      closes_ms: sql<number>`(extract(epoch from t.sales_close_at) * 1000)::float8`,
      route_name: sql<string>`r.name`,
      refund_bands: sql<TransportRefundBand[]>`r.refund_bands`,
      make: sql<string>`v.make`,
      model: sql<string>`v.model`,
      transporter_id: sql<string>`t.transporter_id`,
      company_name: sql<string>`op.company_name`,
      company_slug: sql<string>`op.slug`,
      rating_avg: sql<number | null>`trt.rating_avg`,
      review_count: sql<number | null>`trt.review_count`,
      is_verified: sql<boolean>`u.is_verified`,
      phone_number: sql<string | null>`u.phone_number`,
      stops: sql<
        StopRow[] | null
      >`(select json_agg(json_build_object('position', s.position, 'place', s.place,
          'point', s.point, 'region', s.region, 'minutes', s.minutes_from_departure, 'can_board', s.can_board,
          'can_alight', s.can_alight) order by s.position)
        from route_stops s where s.route_id = t.route_id)`,
      fares: sql<
        Fare[] | null
      >`(select json_agg(json_build_object('board', f.board_pos, 'alight', f.alight_pos,
          'fare_tzs', f.fare_tzs)) from route_fares f where f.route_id = t.route_id)`,
      photos: sql<
        PhotoRow[] | null
      >`(select json_agg(json_build_object('kind', p.kind, 'variants', p.variants,
          'art_name', p.art_name, 'width', p.width, 'height', p.height, 'alt', p.alt) order by p.position)
        from vehicle_photos p where p.vehicle_id = t.vehicle_id)`,
    })
    .from(
      sql`trips t
      join transport_routes r on r.id = t.route_id
      join vehicles v on v.id = t.vehicle_id
      join users u on u.id = t.transporter_id
      join operator_profiles op on op.user_id = t.transporter_id
      left join transporter_ratings trt on trt.transporter_id = t.transporter_id`,
    )
    .where(sql`t.id = ${sql.placeholder('id')}::int`)
    .prepare('trip_sales_detail'),
);

/** Live reservations of the trip overlapping [board, alight) (trip_seat_reservations_trip_idx). */
const reservationsQuery = preparedPerDatabase((db) =>
  db
    .select({
      seat_label: sql<string>`seat_label`,
      board_pos: sql<number>`board_pos`,
      alight_pos: sql<number>`alight_pos`,
    })
    .from(sql`trip_seat_reservations`)
    .where(
      sql`trip_id = ${sql.placeholder('id')}::int and status in ('held', 'confirmed') and blocks_until > now()
        and board_pos < ${sql.placeholder('alight')}::int and alight_pos > ${sql.placeholder('board')}::int`,
    )
    .prepare('trip_sales_seat_reservations'),
);

/** The sale state a traveler sees, from the trip's status and the cut-off (tripBookingProblem). */
function saleState(status: TripStatus, message: string | null): TripSaleStateName {
  if (message === null) return 'on_sale';
  if (status === 'cancelled') return 'cancelled';
  if (status === 'departed' || status === 'completed') return 'departed';
  if (status === 'scheduled') return 'not_on_sale';
  return 'closed';
}

export async function tripDetail(
  db: Database,
  tripId: number,
  segment: { board?: number; alight?: number },
  rate: number,
  now = new Date(),
): Promise<TripDetail> {
  const [row] = await tripQuery(db).execute({ id: tripId });
  if (!row || row.is_verified !== true) throw notFound('travel.tripNotFound');

  const stopRows = (row.stops as StopRow[] | null) ?? [];
  const stops: RouteStop[] = stopRows.map((s) => ({
    place: s.place,
    point: s.point,
    minutes: s.minutes,
    board: s.can_board,
    alight: s.can_alight,
  }));
  const board = segment.board ?? stops.findIndex((s) => s.board);
  const alight = segment.alight ?? stops.length - 1;
  if (!canTravel(stops, board, alight)) {
    throw badRequest('travel.segmentInvalid', { board: ['travel.segmentInvalid'] });
  }
  const fares = ((row.fares as Fare[] | null) ?? []).map((f) => ({ ...f }));
  const fare = fareFor(fares, board, alight);
  if (fare === null) throw badRequest('travel.segmentInvalid', { board: ['travel.segmentInvalid'] });

  const reserved = await reservationsQuery(db).execute({ id: tripId, board, alight });
  const layout = row.seat_layout as SeatLayout;
  const seats = seatAvailability(
    layoutSeats(layout),
    reserved.map((r) => ({
      seat: String(r.seat_label),
      board: Number(r.board_pos),
      alight: Number(r.alight_pos),
    })),
    { board, alight },
  );

  const status = row.status as TripStatus;
  const departsMs = Number(row.departs_ms);
  const message = tripBookingProblem(
    {
      status,
      departure_at: new Date(departsMs),
      sales_cutoff_minutes: Number(row.sales_cutoff_minutes),
    },
    now,
  );
  const stopAt = (position: number) => ({
    position,
    place: stopRows[position]!.place,
    point: stopRows[position]!.point,
    at: new Date(departsMs + stopRows[position]!.minutes * 60_000).toISOString(),
  });
  return {
    id: Number(row.id),
    status,
    route: {
      id: Number(row.route_id),
      name: String(row.route_name),
      stops: stopRows.map((s) => ({
        position: s.position,
        place: s.place,
        point: s.point,
        region: s.region,
        minutes_from_departure: s.minutes,
        can_board: s.can_board,
        can_alight: s.can_alight,
        at: new Date(departsMs + s.minutes * 60_000).toISOString(),
      })),
    },
    departs_at: new Date(departsMs).toISOString(),
    arrives_at: new Date(Number(row.arrives_ms)).toISOString(),
    vehicle: {
      vehicle_class: row.vehicle_class as VehicleClass,
      amenities: (row.amenities as VehicleAmenity[] | null) ?? [],
      make: String(row.make),
      model: String(row.model),
      capacity: Number(row.capacity),
      // A vehicle without a photo shows the original art of its class, as on the transporter's pages.
      photos: ((row.photos as PhotoRow[] | null) ?? [classArtPhoto(row.vehicle_class as VehicleClass)]).map(
        toVehiclePhoto,
      ),
    },
    transporter: {
      id: String(row.transporter_id),
      company_name: String(row.company_name),
      is_verified: true,
      ...transporterRating(row.rating_avg, row.review_count),
      phone: (row.phone_number as string | null) ?? null,
      slug: String(row.company_slug),
    },
    refund_bands: (row.refund_bands as TransportRefundBand[]).map((b) => ({
      min_hours_before: b.min_hours_before,
      percent: b.percent,
    })),
    sales: {
      state: saleState(status, message),
      message,
      closes_at: new Date(Number(row.closes_ms)).toISOString(),
    },
    segment: {
      board: stopAt(board),
      alight: stopAt(alight),
      duration_minutes: stopRows[alight]!.minutes - stopRows[board]!.minutes,
      fare_tzs: fare,
      fare_usd: usdEquivalentOfTzs(fare, rate),
    },
    seat_map: {
      layout,
      seats,
      seats_left: seats.filter((s) => s.free).length,
    },
    tzs_per_usd: rate,
  };
}
