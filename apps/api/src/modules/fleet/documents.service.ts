import {
  DOCUMENT_KIND_MESSAGES,
  DRIVER_DOCUMENT_KINDS,
  VEHICLE_DOCUMENT_KINDS,
  documentState,
  todayInTanzania,
  type DocumentKind,
  type DocumentSummary,
  type FleetDocument,
  type FleetDocumentState,
  type TransportDocument,
} from '@dala/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drivers, operatorProfiles, transportDocuments, users, vehicles } from '../../db/schema';
import type { AuthUser } from '../../lib/auth/guards';
import { conflict, notFound, validationError } from '../../lib/errors';
import { notify } from '../notifications';
import { recordAudit } from '../audit';
import { loadOwnedDriver, loadOwnedVehicle } from './sale-gates';

export type DocumentRow = typeof transportDocuments.$inferSelect;
export type Holder = { type: 'vehicle'; id: number } | { type: 'driver'; id: number };

export const toTransportDocument = (row: DocumentRow): TransportDocument => ({
  kind: row.kind,
  status: row.reviewStatus,
  expires_on: row.expiresOn,
});

/** The required documents of one holder, each with its state (missing when not uploaded). */
export function documentSummaries(
  kinds: readonly DocumentKind[],
  documents: readonly DocumentRow[],
  today: string,
): DocumentSummary[] {
  return kinds.map((kind) => {
    const row = documents.find((d) => d.kind === kind);
    return row
      ? { kind, id: row.id, state: documentState(toTransportDocument(row), today), expires_on: row.expiresOn }
      : { kind, id: null, state: 'missing', expires_on: null };
  });
}

/** Documents of these vehicles or drivers, by holder id. */
export async function documentsByHolder(db: Database, type: Holder['type'], ids: number[]) {
  const byHolder = new Map<number, DocumentRow[]>();
  if (ids.length === 0) return byHolder;
  const column = type === 'vehicle' ? transportDocuments.vehicleId : transportDocuments.driverId;
  const rows = await db.select().from(transportDocuments).where(inArray(column, ids));
  for (const row of rows) {
    const id = (type === 'vehicle' ? row.vehicleId : row.driverId)!;
    byHolder.set(id, [...(byHolder.get(id) ?? []), row]);
  }
  return byHolder;
}

export const documentFileUrl = (id: number) => `/api/operator/fleet/documents/${id}/file`;

export function toFleetDocument(
  row: DocumentRow,
  holderName: string,
  today: string,
  fileUrl: (id: number) => string = documentFileUrl,
): FleetDocument {
  return {
    id: row.id,
    kind: row.kind,
    state: documentState(toTransportDocument(row), today),
    review_status: row.reviewStatus,
    holder: row.vehicleId
      ? { type: 'vehicle', id: row.vehicleId, name: holderName }
      : { type: 'driver', id: row.driverId!, name: holderName },
    expires_on: row.expiresOn,
    rejection_reason: row.rejectionReason,
    original_name: row.originalName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    uploaded_at: row.uploadedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    file_url: fileUrl(row.id),
  };
}

function missingDocument(kind: DocumentKind, holder: FleetDocument['holder']): FleetDocument {
  return {
    id: null,
    kind,
    state: 'missing',
    review_status: null,
    holder,
    expires_on: null,
    rejection_reason: null,
    original_name: null,
    content_type: null,
    size_bytes: null,
    uploaded_at: null,
    reviewed_at: null,
    file_url: null,
  };
}

/**
 * Every required document of the transporter's active vehicles and drivers, uploaded or missing
 * (/fleet/validation), vehicles first by plate, then drivers by name, kinds in their fixed order.
 */
export async function fleetDocuments(db: Database, transporterId: string, today = todayInTanzania()) {
  const [vehicleRows, driverRows] = await Promise.all([
    db
      .select({ id: vehicles.id, name: vehicles.plate })
      .from(vehicles)
      .where(and(eq(vehicles.transporterId, transporterId), eq(vehicles.status, 'active')))
      .orderBy(vehicles.plate),
    db
      .select({ id: drivers.id, name: drivers.fullName })
      .from(drivers)
      .where(and(eq(drivers.transporterId, transporterId), eq(drivers.status, 'active')))
      .orderBy(drivers.fullName, drivers.id),
  ]);
  const [vehicleDocs, driverDocs] = await Promise.all([
    documentsByHolder(
      db,
      'vehicle',
      vehicleRows.map((v) => v.id),
    ),
    documentsByHolder(
      db,
      'driver',
      driverRows.map((d) => d.id),
    ),
  ]);
  const items: FleetDocument[] = [];
  const add = (
    type: 'vehicle' | 'driver',
    holders: { id: number; name: string }[],
    kinds: readonly DocumentKind[],
    docs: Map<number, DocumentRow[]>,
  ) => {
    for (const holder of holders) {
      for (const kind of kinds) {
        const row = docs.get(holder.id)?.find((d) => d.kind === kind);
        items.push(
          row
            ? toFleetDocument(row, holder.name, today)
            : missingDocument(kind, { type, id: holder.id, name: holder.name }),
        );
      }
    }
  };
  add('vehicle', vehicleRows, VEHICLE_DOCUMENT_KINDS, vehicleDocs);
  add('driver', driverRows, DRIVER_DOCUMENT_KINDS, driverDocs);
  return items;
}

export function countByState(items: readonly { state: FleetDocumentState }[]) {
  const counts: Record<FleetDocumentState, number> = {
    pending: 0,
    approved: 0,
    rejected: 0,
    expiring: 0,
    expired: 0,
    missing: 0,
  };
  for (const item of items) counts[item.state] += 1;
  return counts;
}

/** The holder's name for messages: the plate, or the driver's name. */
async function holderName(db: Database, row: DocumentRow): Promise<string> {
  if (row.vehicleId) {
    const [v] = await db
      .select({ name: vehicles.plate })
      .from(vehicles)
      .where(eq(vehicles.id, row.vehicleId));
    return v?.name ?? '';
  }
  const [d] = await db.select({ name: drivers.fullName }).from(drivers).where(eq(drivers.id, row.driverId!));
  return d?.name ?? '';
}

export interface UploadedDocument {
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  expiresOn: string;
}

/**
 * Stores a vehicle's or driver's document of one kind: a new row, or the existing row replaced (back
 * to pending review, the decision and reason cleared). The file is already written under its random
 * key; the caller deletes the returned `replacedKey` after commit (or the new file on failure).
 * Administrators are told there is a document to review, as with operator verification.
 */
export async function saveDocument(
  db: Database,
  user: AuthUser,
  holder: Holder,
  kind: DocumentKind,
  upload: UploadedDocument,
  today = todayInTanzania(),
): Promise<{ document: FleetDocument; replacedKey: string | null }> {
  if (upload.expiresOn < today) throw validationError({ expires_on: ['fleet.documentExpiryPast'] });
  return db.transaction(async (tx) => {
    // The holder's row lock serialises uploads for it: one row per holder and kind, no race.
    const owner =
      holder.type === 'vehicle'
        ? await loadOwnedVehicle(tx, user.id, holder.id, true)
        : await loadOwnedDriver(tx, user.id, holder.id, true);
    if (owner.status !== 'active') throw conflict('fleet.holderRetired');
    const name = 'plate' in owner ? owner.plate : owner.fullName;
    const holderColumn =
      holder.type === 'vehicle' ? transportDocuments.vehicleId : transportDocuments.driverId;
    const [existing] = await tx
      .select()
      .from(transportDocuments)
      .where(and(eq(holderColumn, holder.id), eq(transportDocuments.kind, kind)))
      .for('update');
    const values = {
      storageKey: upload.storageKey,
      originalName: upload.originalName,
      contentType: upload.contentType,
      sizeBytes: upload.sizeBytes,
      expiresOn: upload.expiresOn,
      reviewStatus: 'pending' as const,
      rejectionReason: null,
      reviewedBy: null,
      reviewedAt: null,
      uploadedAt: sql`now()`,
    };
    const [row] = existing
      ? await tx
          .update(transportDocuments)
          .set(values)
          .where(eq(transportDocuments.id, existing.id))
          .returning()
      : await tx
          .insert(transportDocuments)
          .values({
            ...values,
            transporterId: user.id,
            kind,
            vehicleId: holder.type === 'vehicle' ? holder.id : null,
            driverId: holder.type === 'driver' ? holder.id : null,
          })
          .returning();
    const [company] = await tx
      .select({ name: operatorProfiles.companyName })
      .from(operatorProfiles)
      .where(eq(operatorProfiles.userId, user.id));
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.type, 'admin'));
    for (const admin of admins) {
      await notify(tx, admin.id, 'system', 'fleet.documentToReviewTitle', {
        key: 'fleet.documentToReview',
        values: {
          company: company?.name ?? user.email,
          document: { key: DOCUMENT_KIND_MESSAGES[kind] },
          holder: name,
        },
      });
    }
    return { document: toFleetDocument(row!, name, today), replacedKey: existing?.storageKey ?? null };
  });
}

/** A document of this transporter (another's is 404), for its file. */
export async function ownDocument(db: Database, transporterId: string, id: number): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(transportDocuments)
    .where(and(eq(transportDocuments.id, id), eq(transportDocuments.transporterId, transporterId)));
  if (!row) throw notFound('fleet.documentNotFound');
  return row;
}

// ── Administrator review ─────────────────────────────────────────────────────────────────────────

export const adminDocumentFileUrl = (id: number) => `/api/admin/transport-documents/${id}/file`;

const adminSelection = {
  document: transportDocuments,
  transporterId: users.id,
  email: users.email,
  companyName: operatorProfiles.companyName,
  plate: vehicles.plate,
  driverName: drivers.fullName,
};

function adminQuery(db: Database) {
  return db
    .select(adminSelection)
    .from(transportDocuments)
    .innerJoin(users, eq(users.id, transportDocuments.transporterId))
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, users.id))
    .leftJoin(vehicles, eq(vehicles.id, transportDocuments.vehicleId))
    .leftJoin(drivers, eq(drivers.id, transportDocuments.driverId));
}

type AdminRow = Awaited<ReturnType<ReturnType<typeof adminQuery>['execute']>>[number];

function toAdminDocument(row: AdminRow, today: string) {
  return {
    ...toFleetDocument(row.document, row.plate ?? row.driverName ?? '', today, adminDocumentFileUrl),
    transporter: { id: row.transporterId, company_name: row.companyName ?? '', email: row.email },
  };
}

/** Documents by review status, oldest upload first. */
export async function adminDocumentPage(
  db: Database,
  query: { status: 'pending' | 'approved' | 'rejected'; page: number; page_size: number },
  today = todayInTanzania(),
) {
  const where = eq(transportDocuments.reviewStatus, query.status);
  const [rows, [total]] = await Promise.all([
    adminQuery(db)
      .where(where)
      .orderBy(transportDocuments.uploadedAt, transportDocuments.id)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(transportDocuments)
      .where(where),
  ]);
  return {
    items: rows.map((row) => toAdminDocument(row, today)),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function adminDocument(db: Database, id: number, today = todayInTanzania()) {
  const [row] = await adminQuery(db).where(eq(transportDocuments.id, id));
  if (!row) throw notFound('fleet.documentNotFound');
  return toAdminDocument(row, today);
}

/** Approves or rejects a document and tells its transporter, in one transaction. */
export async function reviewDocument(
  db: Database,
  admin: AuthUser,
  id: number,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(transportDocuments)
      .where(eq(transportDocuments.id, id))
      .for('update');
    if (!row) throw notFound('fleet.documentNotFound');
    const reason = decision.status === 'rejected' ? decision.reason : null;
    await tx
      .update(transportDocuments)
      .set({
        reviewStatus: decision.status,
        rejectionReason: reason,
        reviewedBy: admin.id,
        reviewedAt: sql`now()`,
      })
      .where(eq(transportDocuments.id, id));
    await recordAudit(tx, {
      actorId: admin.id,
      action: decision.status === 'approved' ? 'transport_document.approve' : 'transport_document.reject',
      targetType: 'transport_document',
      targetId: id,
      before: { review_status: row.reviewStatus, rejection_reason: row.rejectionReason },
      after: { review_status: decision.status, rejection_reason: reason },
      reason,
    });
    const values = { document: { key: DOCUMENT_KIND_MESSAGES[row.kind] }, holder: await holderName(tx, row) };
    if (decision.status === 'approved') {
      await notify(tx, row.transporterId, 'success', 'fleet.documentApprovedTitle', {
        key: 'fleet.documentApproved',
        values,
      });
    } else {
      await notify(tx, row.transporterId, 'warning', 'fleet.documentRejectedTitle', {
        key: 'fleet.documentRejected',
        values: { ...values, reason: reason! },
      });
    }
  });
  return adminDocument(db, id);
}
