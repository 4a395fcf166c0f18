import { daysBetween } from '../safaris/dates';
import {
  DOCUMENT_EXPIRY_WARNING_DAYS,
  DRIVER_DOCUMENT_KINDS,
  VEHICLE_DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentReviewStatus,
  type DocumentState,
} from './constants';
import { TRANSPORT_MESSAGES as M, type TransportMessageKey } from './messages';
import type { TransportProblem } from './problems';

/**
 * Vehicle and driver documents (/fleet/validation). The administrator's decision is stored; whether a
 * document is expiring or expired is derived from its expiry date and today's Tanzanian calendar day
 * (todayInTanzania()), so no job has to flip states at midnight.
 */
export interface TransportDocument {
  kind: DocumentKind;
  status: DocumentReviewStatus;
  /** Last day the document is valid, 'YYYY-MM-DD'; null for a document without expiry. */
  expires_on: string | null;
}

/** What /fleet/validation shows: rejected, else expired (past its last valid day), else pending, else
 * expiring (approved, last valid day within DOCUMENT_EXPIRY_WARNING_DAYS, today included), else approved. */
export function documentState(document: TransportDocument, today: string): DocumentState {
  if (document.status === 'rejected') return 'rejected';
  if (document.expires_on !== null && document.expires_on < today) return 'expired';
  if (document.status === 'pending') return 'pending';
  if (
    document.expires_on !== null &&
    daysBetween(today, document.expires_on) <= DOCUMENT_EXPIRY_WARNING_DAYS
  ) {
    return 'expiring';
  }
  return 'approved';
}

/** States a document may be in for its vehicle or driver to be on a trip on sale. */
export function documentAllowsSale(state: DocumentState): boolean {
  return state === 'approved' || state === 'expiring';
}

export type SaleBlockReason = 'missing' | 'pending' | 'rejected' | 'expired';

export interface SaleBlocker {
  kind: DocumentKind;
  reason: SaleBlockReason;
}

/** Of several documents of one kind (a renewal uploaded beside the old one), the one that says most. */
const STATE_RANK: Record<DocumentState, number> = {
  approved: 0,
  expiring: 0,
  pending: 1,
  expired: 2,
  rejected: 3,
};

/**
 * The first required document kind that keeps a vehicle (latra_licence, insurance, inspection) or a
 * driver (driving_licence) off a trip on sale, and why; null when every kind has a valid approved
 * document. Pass the trip's departure day as `today` too, to refuse a document that lapses before it.
 */
export function saleBlocker(
  documents: readonly TransportDocument[],
  requiredKinds: readonly DocumentKind[],
  today: string,
): SaleBlocker | null {
  for (const kind of requiredKinds) {
    const states = documents.filter((d) => d.kind === kind).map((d) => documentState(d, today));
    if (states.length === 0) return { kind, reason: 'missing' };
    const best = states.reduce((a, b) => (STATE_RANK[b] < STATE_RANK[a] ? b : a));
    if (!documentAllowsSale(best)) return { kind, reason: best as SaleBlockReason };
  }
  return null;
}

export const vehicleSaleBlocker = (documents: readonly TransportDocument[], today: string) =>
  saleBlocker(documents, VEHICLE_DOCUMENT_KINDS, today);
export const driverSaleBlocker = (documents: readonly TransportDocument[], today: string) =>
  saleBlocker(documents, DRIVER_DOCUMENT_KINDS, today);

/** Each document kind's name in the catalog (for `{{document}}`, and /fleet/validation's list). */
export const DOCUMENT_KIND_MESSAGES: Readonly<Record<DocumentKind, TransportMessageKey>> = {
  latra_licence: M.documentLatraLicence,
  insurance: M.documentInsurance,
  inspection: M.documentInspection,
  driving_licence: M.documentDrivingLicence,
};

const VEHICLE_BLOCK_MESSAGES: Record<SaleBlockReason, TransportMessageKey> = {
  missing: M.vehicleDocumentMissing,
  pending: M.vehicleDocumentPending,
  rejected: M.vehicleDocumentRejected,
  expired: M.vehicleDocumentExpired,
};
const DRIVER_BLOCK_MESSAGES: Record<SaleBlockReason, TransportMessageKey> = {
  missing: M.driverDocumentMissing,
  pending: M.driverDocumentPending,
  rejected: M.driverDocumentRejected,
  expired: M.driverDocumentExpired,
};

/** The refusal that says which vehicle or driver and which document ("Vehicle T 123 ABC cannot be on
 * a trip on sale: its insurance has expired"). */
export function saleBlockerProblem(
  subject: { vehicle_plate: string } | { driver_name: string },
  blocker: SaleBlocker,
): TransportProblem {
  const document = { key: DOCUMENT_KIND_MESSAGES[blocker.kind] };
  return 'vehicle_plate' in subject
    ? {
        key: VEHICLE_BLOCK_MESSAGES[blocker.reason],
        params: { plate: subject.vehicle_plate, document },
        path: 'vehicle_id',
      }
    : {
        key: DRIVER_BLOCK_MESSAGES[blocker.reason],
        params: { name: subject.driver_name, document },
        path: 'driver_id',
      };
}
