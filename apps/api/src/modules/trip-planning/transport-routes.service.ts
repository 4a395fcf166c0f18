import {
  DEFAULT_REFUND_BANDS,
  lowestFare,
  validateFares,
  validateRefundBands,
  validateRouteStops,
  type OperatorRoute,
  type OperatorRouteSummary,
  type RouteStop,
  type TransportProblem,
  type TransportRefundBand,
  type transportRouteInputSchema,
} from '@dala/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { destinations, routeFares, routeStops, transportRoutes } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { assertNoProblems, STOP_PATH_NAMES } from './problems';

type RouteInputParsed = z.output<typeof transportRouteInputSchema>;
type RouteRow = typeof transportRoutes.$inferSelect;
type StopRow = typeof routeStops.$inferSelect;

/** A route of this transporter (locked for the rest of the transaction when asked); another's is 404. */
export async function ownRoute(db: Database, transporterId: string, routeId: number, lock = false) {
  const query = db
    .select()
    .from(transportRoutes)
    .where(and(eq(transportRoutes.id, routeId), eq(transportRoutes.transporterId, transporterId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('trips.routeNotFound');
  return row;
}

/** A route's stops in order, as the pure rules take them. */
export async function routeStopsOf(db: Database, routeId: number): Promise<StopRow[]> {
  return db
    .select()
    .from(routeStops)
    .where(eq(routeStops.routeId, routeId))
    .orderBy(asc(routeStops.position));
}

export const toRuleStop = (s: {
  place: string;
  point: string;
  minutesFromDeparture: number;
  canBoard: boolean;
  canAlight: boolean;
}): RouteStop => ({
  place: s.place,
  point: s.point,
  minutes: s.minutesFromDeparture,
  board: s.canBoard,
  alight: s.canAlight,
});

interface CleanRoute {
  name: string;
  stops: RouteStop[];
  fares: { board: number; alight: number; fare_tzs: number }[];
  refundBands: TransportRefundBand[];
}

/** The input trimmed and checked by the pure rules: every problem at once, as field errors (400). */
function cleanRoute(input: RouteInputParsed): CleanRoute {
  const stops: RouteStop[] = input.stops.map((s) => ({
    place: s.place.trim(),
    point: s.point.trim(),
    minutes: s.minutes_from_departure,
    board: s.can_board,
    alight: s.can_alight,
  }));
  const fares = input.fares.map((f) => ({ board: f.board_pos, alight: f.alight_pos, fare_tzs: f.fare_tzs }));
  const refundBands = input.refund_bands ?? [...DEFAULT_REFUND_BANDS];
  const stopProblems = validateRouteStops(stops);
  const problems: TransportProblem[] = [
    ...stopProblems,
    // Fares are checked against stops that make sense (pairs named by town).
    ...(stopProblems.length === 0 ? validateFares(stops, fares) : []),
    ...validateRefundBands(refundBands),
  ];
  assertNoProblems(problems, STOP_PATH_NAMES);
  const name = input.name?.trim() || `${stops[0]!.place} → ${stops.at(-1)!.place}`;
  return { name, stops, fares, refundBands };
}

/** Regions of the places that name a destination (case-insensitive), for /trips-discovery's grouping. */
async function regionsOf(db: Database, places: readonly string[]): Promise<Map<string, string>> {
  const keys = [...new Set(places.map((p) => p.toLowerCase()))];
  const rows = await db
    .select({ key: sql<string>`lower(${destinations.name})`, region: destinations.region })
    .from(destinations)
    .where(inArray(sql`lower(${destinations.name})`, keys));
  return new Map(rows.map((r) => [r.key, r.region]));
}

async function writeStops(db: Database, routeId: number, stops: readonly RouteStop[]): Promise<void> {
  const regions = await regionsOf(
    db,
    stops.map((s) => s.place),
  );
  await db.delete(routeStops).where(eq(routeStops.routeId, routeId));
  await db.insert(routeStops).values(
    stops.map((s, position) => ({
      routeId,
      position,
      place: s.place,
      region: regions.get(s.place.toLowerCase()) ?? '',
      point: s.point,
      minutesFromDeparture: s.minutes,
      canBoard: s.board,
      canAlight: s.alight,
    })),
  );
}

async function writeFares(db: Database, routeId: number, fares: CleanRoute['fares']): Promise<void> {
  await db.delete(routeFares).where(eq(routeFares.routeId, routeId));
  if (fares.length === 0) return;
  await db
    .insert(routeFares)
    .values(fares.map((f) => ({ routeId, boardPos: f.board, alightPos: f.alight, fareTzs: f.fare_tzs })));
}

/**
 * Whether a route's stops are fixed: a trip of it is on sale, or has (had) passengers — a booking's
 * boarding and alighting stops are positions of these stops, so moving them would change what was
 * sold. Abandoned checkouts (expired bookings) do not count.
 */
export async function stopsLocked(db: Database, routeId: number): Promise<boolean> {
  const rows = await db.execute<{ locked: boolean }>(sql`
    select exists (select 1 from trips t where t.route_id = ${routeId} and t.status = 'on_sale')
        or exists (select 1 from trips t
                   join trip_bookings tb on tb.trip_id = t.id
                   join bookings b on b.id = tb.booking_id
                   where t.route_id = ${routeId} and b.status <> 'expired') as locked`);
  return Boolean(rows.rows[0]?.locked);
}

export async function createRoute(db: Database, transporterId: string, input: RouteInputParsed) {
  const route = cleanRoute(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(transportRoutes)
      .values({ transporterId, name: route.name, refundBands: route.refundBands })
      .returning({ id: transportRoutes.id });
    const id = row!.id;
    await writeStops(tx, id, route.stops);
    await writeFares(tx, id, route.fares);
    return id;
  });
}

const sameStops = (a: readonly RouteStop[], b: readonly RouteStop[]) =>
  a.length === b.length &&
  a.every(
    (s, i) =>
      s.place === b[i]!.place &&
      s.point === b[i]!.point &&
      s.minutes === b[i]!.minutes &&
      s.board === b[i]!.board &&
      s.alight === b[i]!.alight,
  );

/**
 * Replaces a route's name, stops, fares and refund bands in one transaction. While its stops are
 * locked (stopsLocked) only the name, fares and bands may change: new fares and bands apply to new
 * sales (a booking keeps the fare and bands it was sold at in trip_bookings). When the stops change,
 * the arrival time of the route's trips follows the new last stop.
 */
export async function updateRoute(
  db: Database,
  transporterId: string,
  routeId: number,
  input: RouteInputParsed,
): Promise<void> {
  const route = cleanRoute(input);
  await db.transaction(async (tx) => {
    await ownRoute(tx, transporterId, routeId, true);
    const current = (await routeStopsOf(tx, routeId)).map(toRuleStop);
    const stopsChange = !sameStops(current, route.stops);
    if (stopsChange) {
      if (await stopsLocked(tx, routeId)) throw conflict('trips.routeStopsLocked');
      await writeStops(tx, routeId, route.stops);
      const minutes = route.stops.at(-1)!.minutes;
      await tx.execute(sql`
        update trips set arrives_at = departs_at + make_interval(mins => ${minutes}), updated_at = now()
        where route_id = ${routeId} and status in ('scheduled', 'on_sale')`);
    }
    await writeFares(tx, routeId, route.fares);
    await tx
      .update(transportRoutes)
      .set({ name: route.name, refundBands: route.refundBands, updatedAt: sql`now()` })
      .where(eq(transportRoutes.id, routeId));
  });
}

/** Archives a route: it keeps its history and takes no new trips or schedules. Refused while it has
 * upcoming trips or active schedules (cancel or end them first). */
export async function archiveRoute(db: Database, transporterId: string, routeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const route = await ownRoute(tx, transporterId, routeId, true);
    if (route.status === 'archived') return;
    const rows = await tx.execute<{ n: number }>(sql`
      select (select count(*) from trips where route_id = ${routeId}
                and status in ('scheduled', 'on_sale') and departs_at > now())
           + (select count(*) from trip_schedules where route_id = ${routeId} and status = 'active') as n`);
    const upcoming = Number(rows.rows[0]?.n ?? 0);
    if (upcoming > 0) throw conflict({ key: 'trips.routeHasUpcomingTrips', values: { count: upcoming } });
    await tx
      .update(transportRoutes)
      .set({ status: 'archived', updatedAt: sql`now()` })
      .where(eq(transportRoutes.id, routeId));
  });
}

const upcomingTripsSql = sql<number>`(select count(*)::int from trips t where t.route_id = ${transportRoutes.id}
  and t.status in ('scheduled', 'on_sale') and t.departs_at > now())`;

function summaryOf(
  route: RouteRow,
  stops: readonly StopRow[],
  fares: readonly { board_pos: number; alight_pos: number; fare_tzs: number }[],
  upcoming: number,
): OperatorRouteSummary {
  return {
    id: route.id,
    name: route.name,
    status: route.status,
    origin: stops[0]?.place ?? '',
    destination: stops.at(-1)?.place ?? '',
    stop_count: stops.length,
    duration_minutes: stops.at(-1)?.minutesFromDeparture ?? 0,
    lowest_fare_tzs: lowestFare(
      fares.map((f) => ({ board: f.board_pos, alight: f.alight_pos, fare_tzs: f.fare_tzs })),
    ),
    upcoming_trips: Number(upcoming),
    updated_at: route.updatedAt.toISOString(),
  };
}

export async function getRoute(db: Database, transporterId: string, routeId: number): Promise<OperatorRoute> {
  const route = await ownRoute(db, transporterId, routeId);
  const stops = await routeStopsOf(db, routeId);
  const fares = await db
    .select()
    .from(routeFares)
    .where(eq(routeFares.routeId, routeId))
    .orderBy(asc(routeFares.boardPos), asc(routeFares.alightPos));
  const [upcoming] = await db
    .select({ n: upcomingTripsSql })
    .from(transportRoutes)
    .where(eq(transportRoutes.id, routeId));
  const fareViews = fares.map((f) => ({
    board_pos: f.boardPos,
    alight_pos: f.alightPos,
    fare_tzs: f.fareTzs,
  }));
  return {
    ...summaryOf(route, stops, fareViews, upcoming?.n ?? 0),
    stops: stops.map((s) => ({
      position: s.position,
      place: s.place,
      point: s.point,
      region: s.region,
      minutes_from_departure: s.minutesFromDeparture,
      can_board: s.canBoard,
      can_alight: s.canAlight,
    })),
    fares: fareViews,
    refund_bands: route.refundBands,
    stops_locked: await stopsLocked(db, routeId),
    created_at: route.createdAt.toISOString(),
  };
}

export async function listRoutes(
  db: Database,
  transporterId: string,
  query: { status?: 'active' | 'archived'; page: number; page_size: number },
) {
  const where = and(
    eq(transportRoutes.transporterId, transporterId),
    query.status ? eq(transportRoutes.status, query.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(transportRoutes).where(where);
  const rows = await db
    .select({ route: transportRoutes, upcoming: upcomingTripsSql })
    .from(transportRoutes)
    .where(where)
    .orderBy(asc(transportRoutes.status), desc(transportRoutes.updatedAt), desc(transportRoutes.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const ids = rows.map((r) => r.route.id);
  const stops = ids.length
    ? await db
        .select()
        .from(routeStops)
        .where(inArray(routeStops.routeId, ids))
        .orderBy(asc(routeStops.routeId), asc(routeStops.position))
    : [];
  const fares = ids.length
    ? await db
        .select({
          routeId: routeFares.routeId,
          board_pos: routeFares.boardPos,
          alight_pos: routeFares.alightPos,
          fare_tzs: routeFares.fareTzs,
        })
        .from(routeFares)
        .where(inArray(routeFares.routeId, ids))
    : [];
  return {
    items: rows.map((r) =>
      summaryOf(
        r.route,
        stops.filter((s) => s.routeId === r.route.id),
        fares.filter((f) => f.routeId === r.route.id),
        r.upcoming,
      ),
    ),
    total: Number(total?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}
