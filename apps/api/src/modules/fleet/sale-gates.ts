import {
  driverSaleBlocker,
  saleBlockerProblem,
  vehicleSaleBlocker,
  type Message,
  type MessageValues,
  type SaleBlocker,
  type TransportDocument,
  type TransportProblem,
} from '@dala/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drivers, transportDocuments, vehicles } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';

/*
 * The gates other modules ask before a vehicle or driver goes on a trip on sale (trip planning). A
 * vehicle passes when it is active and its LATRA licence, insurance and inspection are each approved
 * and unexpired; a driver when active with an approved, unexpired driving licence (documents.ts).
 */

/** Why a vehicle or driver cannot be on a trip on sale: the message names it and the document. */
export interface SaleProblem {
  /** The form field it belongs to. */
  field: 'vehicle_id' | 'driver_id';
  message: Message;
}

/** A vehicle of this transporter; another transporter's (or an unknown id) is 404. */
export async function loadOwnedVehicle(db: Database, transporterId: string, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.transporterId, transporterId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('fleet.vehicleNotFound');
  return row;
}

/** A driver of this transporter; another transporter's (or an unknown id) is 404. */
export async function loadOwnedDriver(db: Database, transporterId: string, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(drivers)
    .where(and(eq(drivers.id, id), eq(drivers.transporterId, transporterId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('fleet.driverNotFound');
  return row;
}

function toSaleProblem(problem: TransportProblem, field: SaleProblem['field']): SaleProblem {
  return { field, message: { key: problem.key, values: problem.params as MessageValues | undefined } };
}

/** The first blocker over every day given (today, and the trip's departure day when known). */
function firstBlocker(
  check: (documents: readonly TransportDocument[], day: string) => SaleBlocker | null,
  documents: readonly TransportDocument[],
  days: readonly string[],
): SaleBlocker | null {
  for (const day of days) {
    const blocker = check(documents, day);
    if (blocker) return blocker;
  }
  return null;
}

async function documentsOf(db: Database, holder: { vehicleId: number } | { driverId: number }) {
  const rows = await db
    .select({
      kind: transportDocuments.kind,
      status: transportDocuments.reviewStatus,
      expires_on: transportDocuments.expiresOn,
    })
    .from(transportDocuments)
    .where(
      'vehicleId' in holder
        ? eq(transportDocuments.vehicleId, holder.vehicleId)
        : eq(transportDocuments.driverId, holder.driverId),
    );
  return rows satisfies TransportDocument[];
}

/** The days a sale check covers: today, and the trip's departure day when given and different. */
const saleDays = (today: string, departureDay?: string) =>
  departureDay && departureDay !== today ? [today, departureDay] : [today];

/** The sale problem of a loaded vehicle and its documents (lists use it without more queries). */
export function vehicleProblemOf(
  vehicle: { status: string; plate: string },
  documents: readonly TransportDocument[],
  days: readonly string[],
): SaleProblem | null {
  if (vehicle.status !== 'active') {
    return {
      field: 'vehicle_id',
      message: { key: 'fleet.vehicleRetired', values: { plate: vehicle.plate } },
    };
  }
  const blocker = firstBlocker(vehicleSaleBlocker, documents, days);
  return blocker
    ? toSaleProblem(saleBlockerProblem({ vehicle_plate: vehicle.plate }, blocker), 'vehicle_id')
    : null;
}

/** The sale problem of a loaded driver and their documents: the driving licence document, and the
 * licence expiry on the driver's record too. */
export function driverProblemOf(
  driver: { status: string; fullName: string; licenceExpiresOn: string },
  documents: readonly TransportDocument[],
  days: readonly string[],
): SaleProblem | null {
  if (driver.status !== 'active') {
    return { field: 'driver_id', message: { key: 'fleet.driverRetired', values: { name: driver.fullName } } };
  }
  let blocker = firstBlocker(driverSaleBlocker, documents, days);
  if (!blocker && days.some((day) => driver.licenceExpiresOn < day)) {
    blocker = { kind: 'driving_licence', reason: 'expired' };
  }
  return blocker
    ? toSaleProblem(saleBlockerProblem({ driver_name: driver.fullName }, blocker), 'driver_id')
    : null;
}

/**
 * Null when this transporter's vehicle may be on a trip on sale on `today` (Tanzanian calendar day,
 * todayInTanzania()) and, when given, on `departureDay` too (a document lapsing before the trip
 * refuses it); otherwise the first problem, naming the plate and the document. 404 for a vehicle
 * that is not the transporter's. Call it inside the transaction that assigns the vehicle, after
 * locking the vehicle row (loadOwnedVehicle(tx, …, true)) if a concurrent retire must be excluded.
 */
export async function vehicleSaleProblem(
  db: Database,
  transporterId: string,
  vehicleId: number,
  today: string,
  departureDay?: string,
): Promise<SaleProblem | null> {
  const vehicle = await loadOwnedVehicle(db, transporterId, vehicleId);
  return vehicleProblemOf(vehicle, await documentsOf(db, { vehicleId }), saleDays(today, departureDay));
}

/** As vehicleSaleProblem, for a driver: active, with an approved driving licence that has not
 * expired (the document's expiry, and the licence expiry on the driver's record). */
export async function driverSaleProblem(
  db: Database,
  transporterId: string,
  driverId: number,
  today: string,
  departureDay?: string,
): Promise<SaleProblem | null> {
  const driver = await loadOwnedDriver(db, transporterId, driverId);
  return driverProblemOf(driver, await documentsOf(db, { driverId }), saleDays(today, departureDay));
}

/** The 409 answer of a sale problem: `detail` and the field's error are its message. */
export function saleProblemError(problem: SaleProblem) {
  return conflict(problem.message, { [problem.field]: [problem.message] });
}

/** Throws the 409 when the vehicle (and the driver, when given) may not be on a trip on sale. */
export async function assertSaleable(
  db: Database,
  transporterId: string,
  subject: { vehicleId: number; driverId?: number | null },
  today: string,
  departureDay?: string,
): Promise<void> {
  const problem =
    (await vehicleSaleProblem(db, transporterId, subject.vehicleId, today, departureDay)) ??
    (subject.driverId != null
      ? await driverSaleProblem(db, transporterId, subject.driverId, today, departureDay)
      : null);
  if (problem) throw saleProblemError(problem);
}
