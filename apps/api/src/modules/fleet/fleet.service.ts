import {
  DRIVER_DOCUMENT_KINDS,
  FLEET_LIMITS,
  VEHICLE_DOCUMENT_KINDS,
  renderMessage,
  seatCount,
  todayInTanzania,
  type Driver,
  type DriverInputParsed,
  type FleetOverview,
  type Language,
  type Vehicle,
  type VehicleInputParsed,
} from '@dala/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drivers, vehiclePhotos, vehicles, type StoredImageVariant } from '../../db/schema';
import type { AuthUser } from '../../lib/auth/guards';
import { conflict, notFound, validationError } from '../../lib/errors';
import {
  countByState,
  documentSummaries,
  documentsByHolder,
  fleetDocuments,
  toTransportDocument,
  type DocumentRow,
} from './documents.service';
import { photoUrls, toFleetPhoto, type PhotoRow } from './photos';
import {
  driverProblemOf,
  loadOwnedDriver,
  loadOwnedVehicle,
  vehicleProblemOf,
  type SaleProblem,
} from './sale-gates';

type VehicleRow = typeof vehicles.$inferSelect;
type DriverRow = typeof drivers.$inferSelect;
type ListQuery = { status: 'active' | 'retired' | 'all'; page: number; page_size: number };

/** Postgres unique violation of a named constraint (both drivers put the SQLSTATE on the error or its cause). */
function uniqueViolationOf(err: unknown, constraint: string): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint === undefined || e.constraint === constraint;
  }
  return false;
}

/** Trips that have not left and are not cancelled, per holder: what blocks retiring it. */
async function upcomingTrips(db: Database, column: 'vehicle_id' | 'driver_id', ids: number[]) {
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const rows = await db.execute(sql`
    select ${sql.raw(column)} as id, count(*)::int as n from trips
    where ${sql.raw(column)} in ${sql`(${sql.join(ids, sql`, `)})`}
      and departs_at > now() and status in ('scheduled', 'on_sale')
    group by 1`);
  for (const row of rows.rows) counts.set(Number(row.id), Number(row.n));
  return counts;
}

/** Active schedules still running today or later: they make trips with the holder. */
async function activeSchedules(db: Database, column: 'vehicle_id' | 'driver_id', id: number, today: string) {
  const rows = await db.execute(sql`
    select count(*)::int as n from trip_schedules
    where ${sql.raw(column)} = ${id} and status = 'active' and ends_on >= ${today}`);
  return Number(rows.rows[0]?.n ?? 0);
}

const saleText = (problem: SaleProblem | null, language: Language) =>
  problem ? renderMessage(language, problem.message) : null;

// ── Vehicles ─────────────────────────────────────────────────────────────────────────────────────

async function photosByVehicle(db: Database, ids: number[]) {
  const byVehicle = new Map<number, PhotoRow[]>();
  if (ids.length === 0) return byVehicle;
  const rows = await db
    .select()
    .from(vehiclePhotos)
    .where(inArray(vehiclePhotos.vehicleId, ids))
    .orderBy(asc(vehiclePhotos.position), asc(vehiclePhotos.id));
  for (const row of rows) byVehicle.set(row.vehicleId, [...(byVehicle.get(row.vehicleId) ?? []), row]);
  return byVehicle;
}

async function toVehicles(db: Database, rows: VehicleRow[], language: Language): Promise<Vehicle[]> {
  const ids = rows.map((r) => r.id);
  const today = todayInTanzania();
  const [photos, documents, trips] = await Promise.all([
    photosByVehicle(db, ids),
    documentsByHolder(db, 'vehicle', ids),
    upcomingTrips(db, 'vehicle_id', ids),
  ]);
  return rows.map((row) => {
    const docs: DocumentRow[] = documents.get(row.id) ?? [];
    const list = (photos.get(row.id) ?? []).map(toFleetPhoto);
    const problem = vehicleProblemOf(row, docs.map(toTransportDocument), [today]);
    return {
      id: row.id,
      plate: row.plate,
      make: row.make,
      model: row.model,
      year: row.year,
      vehicle_class: row.vehicleClass,
      amenities: row.amenities,
      seat_layout: row.seatLayout,
      seat_count: row.seatCount,
      status: row.status,
      photos: list,
      cover_photo: list[0] ?? null,
      documents: documentSummaries(VEHICLE_DOCUMENT_KINDS, docs, today),
      sale_ready: problem === null,
      sale_problem: saleText(problem, language),
      upcoming_trips: trips.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function getVehicle(db: Database, transporterId: string, id: number, language: Language) {
  const row = await loadOwnedVehicle(db, transporterId, id);
  return (await toVehicles(db, [row], language))[0]!;
}

export async function listVehicles(
  db: Database,
  transporterId: string,
  query: ListQuery,
  language: Language,
) {
  const where = and(
    eq(vehicles.transporterId, transporterId),
    query.status === 'all' ? undefined : eq(vehicles.status, query.status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vehicles)
      .where(where)
      .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(vehicles).where(where),
  ]);
  return {
    items: await toVehicles(db, rows, language),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

const plateTaken = (plate: string) =>
  conflict(
    { key: 'fleet.plateTaken', values: { plate } },
    { plate: [{ key: 'fleet.plateTaken', values: { plate } }] },
  );

function vehicleValues(input: VehicleInputParsed) {
  return {
    plate: input.plate,
    make: input.make,
    model: input.model,
    year: input.year,
    vehicleClass: input.vehicle_class,
    amenities: input.amenities,
    seatLayout: input.seat_layout,
    seatCount: seatCount(input.seat_layout),
  };
}

/** A new vehicle (active). One active vehicle per plate across the marketplace: 409 otherwise. */
export async function createVehicle(
  db: Database,
  user: AuthUser,
  input: VehicleInputParsed,
): Promise<number> {
  try {
    const [row] = await db
      .insert(vehicles)
      .values({ ...vehicleValues(input), transporterId: user.id })
      .returning({ id: vehicles.id });
    return row!.id;
  } catch (err) {
    if (uniqueViolationOf(err, 'vehicles_active_plate_key')) throw plateTaken(input.plate);
    throw err;
  }
}

/**
 * Rewrites a vehicle. Its trips keep the layout, capacity, class and amenities they were given when
 * the vehicle was assigned: changing the vehicle changes its future assignments only.
 */
export async function updateVehicle(db: Database, user: AuthUser, id: number, input: VehicleInputParsed) {
  try {
    await db.transaction(async (tx) => {
      await loadOwnedVehicle(tx, user.id, id, true);
      await tx
        .update(vehicles)
        .set({ ...vehicleValues(input), updatedAt: sql`now()` })
        .where(eq(vehicles.id, id));
    });
  } catch (err) {
    if (uniqueViolationOf(err, 'vehicles_active_plate_key')) throw plateTaken(input.plate);
    throw err;
  }
}

/** Retires a vehicle unless a trip that has not left (and is not cancelled) or an active schedule
 * still uses it. The row lock keeps a concurrent assignment (which locks it too) from slipping in. */
export async function retireVehicle(db: Database, user: AuthUser, id: number, today = todayInTanzania()) {
  await db.transaction(async (tx) => {
    const vehicle = await loadOwnedVehicle(tx, user.id, id, true);
    if (vehicle.status === 'retired') throw conflict('fleet.vehicleAlreadyRetired');
    const busy =
      ((await upcomingTrips(tx, 'vehicle_id', [id])).get(id) ?? 0) +
      (await activeSchedules(tx, 'vehicle_id', id, today));
    if (busy > 0)
      throw conflict({ key: 'fleet.vehicleOnTrips', values: { plate: vehicle.plate, count: busy } });
    await tx
      .update(vehicles)
      .set({ status: 'retired', updatedAt: sql`now()` })
      .where(eq(vehicles.id, id));
  });
}

export async function vehiclePhotoList(db: Database, vehicleId: number) {
  return ((await photosByVehicle(db, [vehicleId])).get(vehicleId) ?? []).map(toFleetPhoto);
}

export async function addVehiclePhoto(
  db: Database,
  user: AuthUser,
  vehicleId: number,
  photo: { variants: StoredImageVariant[]; width: number; height: number; alt: string },
) {
  await db.transaction(async (tx) => {
    await loadOwnedVehicle(tx, user.id, vehicleId, true);
    const existing = await tx
      .select({ position: vehiclePhotos.position })
      .from(vehiclePhotos)
      .where(eq(vehiclePhotos.vehicleId, vehicleId));
    if (existing.length >= FLEET_LIMITS.photosMax) {
      throw validationError({
        file: [{ key: 'fleet.tooManyPhotos', values: { max: FLEET_LIMITS.photosMax } }],
      });
    }
    await tx.insert(vehiclePhotos).values({
      vehicleId,
      position: existing.reduce((m, p) => Math.max(m, p.position + 1), 0),
      kind: 'upload',
      variants: photo.variants,
      width: photo.width,
      height: photo.height,
      alt: photo.alt,
    });
    await tx
      .update(vehicles)
      .set({ updatedAt: sql`now()` })
      .where(eq(vehicles.id, vehicleId));
  });
}

/** Removes a photo; answers its files, for the caller to delete after commit. */
export async function deleteVehiclePhoto(db: Database, user: AuthUser, vehicleId: number, photoId: number) {
  return db.transaction(async (tx) => {
    await loadOwnedVehicle(tx, user.id, vehicleId, true);
    const [row] = await tx
      .delete(vehiclePhotos)
      .where(and(eq(vehiclePhotos.id, photoId), eq(vehiclePhotos.vehicleId, vehicleId)))
      .returning();
    if (!row) throw notFound('fleet.photoNotFound');
    await tx
      .update(vehicles)
      .set({ updatedAt: sql`now()` })
      .where(eq(vehicles.id, vehicleId));
    return row.variants;
  });
}

// ── Drivers ──────────────────────────────────────────────────────────────────────────────────────

async function toDrivers(db: Database, rows: DriverRow[], language: Language): Promise<Driver[]> {
  const ids = rows.map((r) => r.id);
  const today = todayInTanzania();
  const [documents, trips] = await Promise.all([
    documentsByHolder(db, 'driver', ids),
    upcomingTrips(db, 'driver_id', ids),
  ]);
  return rows.map((row) => {
    const docs = documents.get(row.id) ?? [];
    const problem = driverProblemOf(row, docs.map(toTransportDocument), [today]);
    const largest = row.photo.reduce((m, v) => Math.max(m, v.width), 0);
    return {
      id: row.id,
      full_name: row.fullName,
      phone: row.phone,
      licence_number: row.licenceNumber,
      licence_class: row.licenceClass,
      licence_expires_on: row.licenceExpiresOn,
      photo:
        row.photo.length > 0
          ? { ...photoUrls(row.photo, 400), alt: row.fullName, width: largest, height: null }
          : null,
      status: row.status,
      documents: documentSummaries(DRIVER_DOCUMENT_KINDS, docs, today),
      sale_ready: problem === null,
      sale_problem: saleText(problem, language),
      upcoming_trips: trips.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function getDriver(db: Database, transporterId: string, id: number, language: Language) {
  const row = await loadOwnedDriver(db, transporterId, id);
  return (await toDrivers(db, [row], language))[0]!;
}

export async function listDrivers(db: Database, transporterId: string, query: ListQuery, language: Language) {
  const where = and(
    eq(drivers.transporterId, transporterId),
    query.status === 'all' ? undefined : eq(drivers.status, query.status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(drivers)
      .where(where)
      .orderBy(asc(drivers.fullName), asc(drivers.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(drivers).where(where),
  ]);
  return {
    items: await toDrivers(db, rows, language),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

const licenceTaken = (number: string) => {
  const message = { key: 'fleet.licenceNumberTaken' as const, values: { number } };
  return conflict(message, { licence_number: [message] });
};

function driverValues(input: DriverInputParsed) {
  return {
    fullName: input.full_name,
    phone: input.phone,
    licenceNumber: input.licence_number,
    licenceClass: input.licence_class,
    licenceExpiresOn: input.licence_expires_on,
  };
}

/** A new driver. Licence numbers are unique per transporter (retired drivers included): 409. */
export async function createDriver(db: Database, user: AuthUser, input: DriverInputParsed): Promise<number> {
  try {
    const [row] = await db
      .insert(drivers)
      .values({ ...driverValues(input), transporterId: user.id })
      .returning({ id: drivers.id });
    return row!.id;
  } catch (err) {
    if (uniqueViolationOf(err, 'drivers_transporter_licence_key')) throw licenceTaken(input.licence_number);
    throw err;
  }
}

export async function updateDriver(db: Database, user: AuthUser, id: number, input: DriverInputParsed) {
  try {
    await db.transaction(async (tx) => {
      await loadOwnedDriver(tx, user.id, id, true);
      await tx
        .update(drivers)
        .set({ ...driverValues(input), updatedAt: sql`now()` })
        .where(eq(drivers.id, id));
    });
  } catch (err) {
    if (uniqueViolationOf(err, 'drivers_transporter_licence_key')) throw licenceTaken(input.licence_number);
    throw err;
  }
}

export async function retireDriver(db: Database, user: AuthUser, id: number, today = todayInTanzania()) {
  await db.transaction(async (tx) => {
    const driver = await loadOwnedDriver(tx, user.id, id, true);
    if (driver.status === 'retired') throw conflict('fleet.driverAlreadyRetired');
    const busy =
      ((await upcomingTrips(tx, 'driver_id', [id])).get(id) ?? 0) +
      (await activeSchedules(tx, 'driver_id', id, today));
    if (busy > 0)
      throw conflict({ key: 'fleet.driverOnTrips', values: { name: driver.fullName, count: busy } });
    await tx
      .update(drivers)
      .set({ status: 'retired', updatedAt: sql`now()` })
      .where(eq(drivers.id, id));
  });
}

/** Sets (or, with null, removes) a driver's photo; answers the old files to delete after commit. */
export async function setDriverPhoto(
  db: Database,
  user: AuthUser,
  id: number,
  variants: StoredImageVariant[],
): Promise<StoredImageVariant[]> {
  return db.transaction(async (tx) => {
    const driver = await loadOwnedDriver(tx, user.id, id, true);
    await tx
      .update(drivers)
      .set({ photo: variants, updatedAt: sql`now()` })
      .where(eq(drivers.id, id));
    return driver.photo;
  });
}

// ── Overview (/fleet) ────────────────────────────────────────────────────────────────────────────

export async function fleetOverview(db: Database, transporterId: string): Promise<FleetOverview> {
  const [figures, documents] = await Promise.all([
    db.execute(sql`
      with week as (
        select t.id, t.capacity, t.route_id from trips t
        where t.transporter_id = ${transporterId} and t.status <> 'cancelled'
          and t.departs_at >= now() and t.departs_at < now() + interval '7 days'
      )
      select
        (select count(*) from vehicles where transporter_id = ${transporterId} and status = 'active')::int as vehicles_active,
        (select count(*) from vehicles where transporter_id = ${transporterId} and status = 'retired')::int as vehicles_retired,
        (select count(*) from drivers where transporter_id = ${transporterId} and status = 'active')::int as drivers_active,
        (select count(*) from drivers where transporter_id = ${transporterId} and status = 'retired')::int as drivers_retired,
        (select count(*) from week)::int as trips,
        (select coalesce(sum(w.capacity * greatest((select count(*) from route_stops s where s.route_id = w.route_id) - 1, 0)), 0)
           from week w)::int as offered,
        (select coalesce(sum(r.alight_pos - r.board_pos), 0) from trip_seat_reservations r
           where r.trip_id in (select id from week) and r.status = 'confirmed')::int as sold`),
    fleetDocuments(db, transporterId),
  ]);
  const f = figures.rows[0]!;
  const offered = Number(f.offered);
  const sold = Number(f.sold);
  const counts = countByState(documents);
  const attention = {
    pending: counts.pending,
    rejected: counts.rejected,
    expiring: counts.expiring,
    expired: counts.expired,
    missing: counts.missing,
  };
  return {
    vehicles: { active: Number(f.vehicles_active), retired: Number(f.vehicles_retired) },
    drivers: { active: Number(f.drivers_active), retired: Number(f.drivers_retired) },
    trips_this_week: Number(f.trips),
    occupancy: {
      seat_legs_sold: sold,
      seat_legs_offered: offered,
      percent: offered > 0 ? Math.round((sold * 100) / offered) : 0,
    },
    documents_attention: { ...attention, total: Object.values(attention).reduce((a, b) => a + b, 0) },
  };
}
