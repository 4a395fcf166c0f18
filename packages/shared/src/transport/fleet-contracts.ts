import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { phoneNumberSchema } from '../auth/schemas';
import type { MessageKey } from '../i18n/translate';
import { serialIdParam, text } from '../input';
import { pageSchema, paginationQuerySchema } from '../pagination';
import { isoDateSchema } from '../safaris/schemas';
import {
  DOCUMENT_KINDS,
  DOCUMENT_REVIEW_STATUSES,
  DOCUMENT_STATES,
  DRIVER_DOCUMENT_KINDS,
  VEHICLE_AMENITIES,
  VEHICLE_CLASSES,
  VEHICLE_DOCUMENT_KINDS,
} from './constants';
import { normalisePlate } from './plates';
import { normaliseSeatLayout, validateSeatLayout, type SeatLayout } from './seat-layout';

/*
 * Route contracts of a transporter's fleet (issue 13): vehicles with seat layouts and photos, drivers,
 * their documents (/fleet/validation), the /fleet overview, and the administrator's review of the
 * documents. Every /operator route is for transporters only (403 for anyone else) and answers 404 for
 * another transporter's vehicle, driver or document. Fleet writes do not need verification: nothing
 * here puts anything on sale (trip planning does, and checks the documents and verification there).
 */

export const FLEET_LIMITS = {
  makeMax: 60,
  modelMax: 60,
  yearMin: 1950,
  nameMax: 120,
  licenceNumber: { min: 4, max: 30 },
  licenceClassMax: 10,
  photosMax: 10,
  altMax: 200,
  rejectionReasonMax: 1000,
  /** Vehicle photos: as safari images (JPEG, PNG or WebP by content, resized into width variants). */
  photoMaxBytes: 8 * 1024 * 1024,
  /** Documents: PDF, JPEG, PNG or WebP by content, as operator verification documents. */
  documentMaxBytes: 10 * 1024 * 1024,
} as const;

/** The newest model year a vehicle may have: next year's models are sold from mid-year. */
export const latestVehicleYear = (now: Date = new Date()) => now.getUTCFullYear() + 1;

// ── Shared pieces ────────────────────────────────────────────────────────────────────────────────

const idParams = (message: MessageKey) => z.object({ id: serialIdParam(message) });
export const vehicleIdParamsSchema = idParams('fleet.vehicleNotFound');
export const driverIdParamsSchema = idParams('fleet.driverNotFound');
export const documentIdParamsSchema = idParams('fleet.documentNotFound');

export const fleetItemStatusSchema = z.enum(['active', 'retired']);
export const vehicleClassSchema = z.enum(VEHICLE_CLASSES, { message: 'fleet.classInvalid' });
export const vehicleAmenitySchema = z.enum(VEHICLE_AMENITIES, { message: 'fleet.amenityInvalid' });
export const documentKindSchema = z.enum(DOCUMENT_KINDS);
/** A document's state on /fleet/validation: documentState's, or 'missing' for a required document
 * not uploaded yet. */
export const FLEET_DOCUMENT_STATES = [...DOCUMENT_STATES, 'missing'] as const;
export const fleetDocumentStateSchema = z.enum(FLEET_DOCUMENT_STATES);
export type FleetDocumentState = (typeof FLEET_DOCUMENT_STATES)[number];

/** An uploaded photo in width variants (or a vehicle art SVG): `url` ≈ 800 px wide, `srcset` all. */
export const fleetPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** `url 400w, url 800w, …` for <img srcset>; empty for SVG art. */
  srcset: z.string(),
  alt: z.string(),
  position: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type FleetPhoto = z.infer<typeof fleetPhotoSchema>;

/** A required document of a vehicle or driver, in brief (the lists' and cards' badges). */
export const documentSummarySchema = z.object({
  kind: documentKindSchema,
  state: fleetDocumentStateSchema,
  /** Null while missing. */
  id: z.number().int().nullable(),
  expires_on: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/** Whether the vehicle or driver may be on a trip on sale today, and if not the first reason, as the
 * message trip planning answers with ("Vehicle T 123 ABC cannot be on a trip on sale: …"). */
export const saleReadinessSchema = z.object({
  sale_ready: z.boolean(),
  sale_problem: z.string().nullable(),
});

// ── Vehicles ─────────────────────────────────────────────────────────────────────────────────────

/**
 * A seat layout as sent: the grid's shape is checked by validateSeatLayout (the same rules and words
 * as the editor), after normaliseSeatLayout (labels trimmed, upper-case); its problems are field
 * errors under `seat_layout`. The bounds here only keep a hostile body small.
 */
export const seatLayoutInputSchema = z
  .object({
    cells: z
      .array(
        z
          .array(
            z.object({
              kind: text().max(10),
              label: text().max(20).optional(),
            }),
            { message: 'transport.layoutNoSeats' satisfies MessageKey },
          )
          .max(40, { message: 'fleet.layoutTooLarge' satisfies MessageKey }),
        { message: 'transport.layoutNoSeats' satisfies MessageKey },
      )
      .max(60, { message: 'fleet.layoutTooLarge' satisfies MessageKey }),
  })
  .transform((raw, ctx) => {
    const layout = normaliseSeatLayout({
      cells: raw.cells.map((row) =>
        row.map((cell) =>
          cell.kind === 'seat' ? { kind: 'seat', label: cell.label ?? '' } : { kind: cell.kind },
        ),
      ),
    } as SeatLayout);
    for (const problem of validateSeatLayout(layout)) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: problem.key,
        params: { values: problem.params },
      });
    }
    return layout;
  });

const vehicleText = (required: MessageKey, tooLong: MessageKey, max: number) =>
  text({ message: required }).trim().min(1, { message: required }).max(max, { message: tooLong });

/**
 * A vehicle as the transporter writes it. The plate is stored in its written form ('T 123 ABC'); one
 * active vehicle per plate across the marketplace (409 `plate` otherwise). Changing the seat layout
 * changes the vehicle's future trip assignments only: a trip keeps the copy of the layout it was
 * given (and the seats sold on it); this never touches trips.
 */
export const vehicleInputSchema = z.object({
  plate: text({ message: 'transport.plateInvalid' })
    .max(20, { message: 'transport.plateInvalid' })
    .refine((plate) => normalisePlate(plate) !== null, { message: 'transport.plateInvalid' })
    .transform((plate) => normalisePlate(plate)!),
  make: vehicleText('fleet.makeRequired', 'fleet.makeTooLong', FLEET_LIMITS.makeMax),
  model: vehicleText('fleet.modelRequired', 'fleet.modelTooLong', FLEET_LIMITS.modelMax),
  year: z
    .number({ message: 'fleet.yearInvalid' })
    .int({ message: 'fleet.yearInvalid' })
    .min(FLEET_LIMITS.yearMin, { message: 'fleet.yearInvalid' })
    .refine((year) => year <= latestVehicleYear(), { message: 'fleet.yearInvalid' }),
  vehicle_class: vehicleClassSchema,
  amenities: z
    .array(vehicleAmenitySchema, { message: 'fleet.amenityInvalid' })
    .max(VEHICLE_AMENITIES.length, { message: 'fleet.amenityInvalid' })
    .transform((list) => [...new Set(list)])
    .default([]),
  seat_layout: seatLayoutInputSchema,
});
export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type VehicleInputParsed = z.output<typeof vehicleInputSchema>;

const seatCellSchema = z.union([
  z.object({ kind: z.literal('seat'), label: z.string() }),
  z.object({ kind: z.enum(['aisle', 'door', 'driver', 'empty']) }),
]);
export const seatLayoutSchema = z.object({ cells: z.array(z.array(seatCellSchema)) });

export const vehicleSchema = z.object({
  id: z.number().int(),
  plate: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  vehicle_class: vehicleClassSchema,
  amenities: z.array(vehicleAmenitySchema),
  seat_layout: seatLayoutSchema,
  seat_count: z.number().int(),
  status: fleetItemStatusSchema,
  /** In order; the first is the cover. */
  photos: z.array(fleetPhotoSchema),
  cover_photo: fleetPhotoSchema.nullable(),
  /** LATRA road service licence, insurance and inspection, each with its state. */
  documents: z.array(documentSummarySchema),
  ...saleReadinessSchema.shape,
  /** Trips not cancelled that have not departed yet. */
  upcoming_trips: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const fleetListQuerySchema = paginationQuerySchema.extend({
  /** Default active. */
  status: z.enum(['active', 'retired', 'all'], { message: 'common.invalidValue' }).default('active'),
});
export const vehiclePageSchema = pageSchema(vehicleSchema);
export const vehiclePhotoParamsSchema = z.object({
  id: serialIdParam('fleet.vehicleNotFound'),
  photoId: serialIdParam('fleet.photoNotFound'),
});
export const vehiclePhotoListSchema = z.object({ photos: z.array(fleetPhotoSchema) });
/** `/vehicles/photos/:file`: an uploaded variant (the handler checks its exact form). */
export const fleetPhotoFileParamsSchema = z.object({ file: text().max(60) });
/** `/vehicles/art/:name`: an original SVG of a vehicle type (`coach`, `coaster`, … optional `.svg`). */
export const vehicleArtParamsSchema = z.object({ name: text().max(40) });

// ── Drivers ──────────────────────────────────────────────────────────────────────────────────────

/** A driver as the transporter writes them. The licence number is unique per transporter (409
 * `licence_number`), stored upper-case without surrounding spaces. */
export const driverInputSchema = z.object({
  full_name: vehicleText('fleet.driverNameRequired', 'fleet.driverNameTooLong', FLEET_LIMITS.nameMax),
  phone: phoneNumberSchema.refine((phone) => phone !== '', { message: 'fleet.driverPhoneRequired' }),
  // One check each, so a bad value gets one message.
  licence_number: text({ message: 'fleet.licenceNumberInvalid' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9 /-]{3,29}$/, { message: 'fleet.licenceNumberInvalid' }),
  licence_class: text({ message: 'fleet.licenceClassInvalid' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9 ,]{0,9}$/, { message: 'fleet.licenceClassInvalid' }),
  /** Last valid day of the licence. */
  licence_expires_on: isoDateSchema,
});
export type DriverInput = z.input<typeof driverInputSchema>;
export type DriverInputParsed = z.output<typeof driverInputSchema>;

export const driverSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string(),
  licence_number: z.string(),
  licence_class: z.string(),
  licence_expires_on: z.string(),
  /** Null without a photo. */
  photo: fleetPhotoSchema.omit({ id: true, position: true }).nullable(),
  status: fleetItemStatusSchema,
  /** The driving licence document, with its state. */
  documents: z.array(documentSummarySchema),
  ...saleReadinessSchema.shape,
  upcoming_trips: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Driver = z.infer<typeof driverSchema>;
export const driverPageSchema = pageSchema(driverSchema);

// ── Documents ────────────────────────────────────────────────────────────────────────────────────

export const vehicleDocumentParamsSchema = z.object({
  id: serialIdParam('fleet.vehicleNotFound'),
  kind: z.enum(VEHICLE_DOCUMENT_KINDS, { message: 'fleet.documentKindInvalid' }),
});
export const driverDocumentParamsSchema = z.object({
  id: serialIdParam('fleet.driverNotFound'),
  kind: z.enum(DRIVER_DOCUMENT_KINDS, { message: 'fleet.documentKindInvalid' }),
});

/**
 * A vehicle's or driver's document on /fleet/validation. A required document not uploaded yet is a
 * row too, with state 'missing' and null file fields (id null), so the page says what to upload.
 */
export const fleetDocumentSchema = z.object({
  id: z.number().int().nullable(),
  kind: documentKindSchema,
  state: fleetDocumentStateSchema,
  /** What the administrator decided; null while missing. */
  review_status: z.enum(DOCUMENT_REVIEW_STATUSES).nullable(),
  holder: z.object({
    type: z.enum(['vehicle', 'driver']),
    id: z.number().int(),
    /** The plate, or the driver's name. */
    name: z.string(),
  }),
  expires_on: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  original_name: z.string().nullable(),
  content_type: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  uploaded_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** The file for its transporter (an admin's is under /admin/transport-documents); null while missing. */
  file_url: z.string().nullable(),
});
export type FleetDocument = z.infer<typeof fleetDocumentSchema>;

export const fleetDocumentsQuerySchema = z.object({
  state: fleetDocumentStateSchema.optional(),
  holder_type: z.enum(['vehicle', 'driver']).optional(),
});
/** Every document of the transporter's active vehicles and drivers, missing ones included (a fleet's
 * documents are a few per vehicle: one list, no pages), and the count per state over all of them. */
export const fleetDocumentListSchema = z.object({
  items: z.array(fleetDocumentSchema),
  counts: z.record(fleetDocumentStateSchema, z.number().int()),
});

/** The multipart form of a document upload: `file` (PDF, JPEG, PNG or WebP by content, ≤ 10 MB)
 * and `expires_on` (its last valid day, today or later). The handler reads and checks the parts. */
export const documentUploadFieldsSchema = z.object({
  expires_on: isoDateSchema,
});

// ── Overview (/fleet) ────────────────────────────────────────────────────────────────────────────

/**
 * The /fleet overview. Trips this week: trips departing in the next 7 days that are not cancelled.
 * Occupancy of those trips is measured in seat-legs: each confirmed seat reservation counts the legs
 * (stop to next stop) it covers, out of capacity × legs of the route, so a seat sold Dar es Salaam →
 * Moshi on a Dar es Salaam → Arusha trip counts for the legs it rides (`percent` whole, 0 with no trips).
 * Documents needing attention: pending, rejected, expiring, expired and missing (of active holders).
 */
export const fleetOverviewSchema = z.object({
  vehicles: z.object({ active: z.number().int(), retired: z.number().int() }),
  drivers: z.object({ active: z.number().int(), retired: z.number().int() }),
  trips_this_week: z.number().int(),
  occupancy: z.object({
    seat_legs_sold: z.number().int(),
    seat_legs_offered: z.number().int(),
    percent: z.number().int(),
  }),
  documents_attention: z.object({
    pending: z.number().int(),
    rejected: z.number().int(),
    expiring: z.number().int(),
    expired: z.number().int(),
    missing: z.number().int(),
    total: z.number().int(),
  }),
});
export type FleetOverview = z.infer<typeof fleetOverviewSchema>;

// ── Admin review ─────────────────────────────────────────────────────────────────────────────────

export const adminTransportDocumentsQuerySchema = paginationQuerySchema.extend({
  /** Default pending. */
  status: z.enum(DOCUMENT_REVIEW_STATUSES, { message: 'common.invalidValue' }).default('pending'),
});
export const adminTransportDocumentSchema = fleetDocumentSchema.extend({
  transporter: z.object({ id: z.string(), company_name: z.string(), email: z.string() }),
});
export type AdminTransportDocument = z.infer<typeof adminTransportDocumentSchema>;
export const adminTransportDocumentPageSchema = pageSchema(adminTransportDocumentSchema);
export const rejectTransportDocumentSchema = z.object({
  reason: text({ message: 'fleet.rejectionReasonRequired' })
    .trim()
    .min(1, { message: 'fleet.rejectionReasonRequired' })
    .max(FLEET_LIMITS.rejectionReasonMax, { message: 'fleet.rejectionReasonTooLong' }),
});

// ── Routes ───────────────────────────────────────────────────────────────────────────────────────

/** Public files of the fleet: photo variants and vehicle art (linked from URLs, never called). */
export const fleetPublicRoutes = defineRoutes({
  /** A WebP file (vehicle or driver photo variant), immutable. */
  'GET /vehicles/photos/:file': { params: fleetPhotoFileParamsSchema },
  /** An SVG file. */
  'GET /vehicles/art/:name': { params: vehicleArtParamsSchema },
});

/** A transporter's fleet (transporters only; another transporter's rows are 404). */
export const fleetOperatorRoutes = defineRoutes({
  'GET /operator/fleet/overview': { response: { 200: fleetOverviewSchema } },
  'GET /operator/vehicles': { query: fleetListQuerySchema, response: { 200: vehiclePageSchema } },
  'POST /operator/vehicles': { body: vehicleInputSchema, response: { 201: vehicleSchema } },
  'GET /operator/vehicles/:id': { params: vehicleIdParamsSchema, response: { 200: vehicleSchema } },
  'PUT /operator/vehicles/:id': {
    params: vehicleIdParamsSchema,
    body: vehicleInputSchema,
    response: { 200: vehicleSchema },
  },
  /** 409 while the vehicle is on a trip that has not departed and is not cancelled, or on an
   * active schedule. */
  'POST /operator/vehicles/:id/retire': { params: vehicleIdParamsSchema, response: { 200: vehicleSchema } },
  /** multipart: `file` (JPEG/PNG/WebP by content, ≤ 8 MB, at least 400 × 250), optional `alt`. */
  'POST /operator/vehicles/:id/photos': {
    params: vehicleIdParamsSchema,
    multipart: true,
    response: { 201: vehiclePhotoListSchema },
  },
  'DELETE /operator/vehicles/:id/photos/:photoId': {
    params: vehiclePhotoParamsSchema,
    response: { 200: vehiclePhotoListSchema },
  },
  /** multipart: `file` and `expires_on` (documentUploadFieldsSchema); replaces the kind's document,
   * which goes back to pending review. */
  'POST /operator/vehicles/:id/documents/:kind': {
    params: vehicleDocumentParamsSchema,
    multipart: true,
    response: { 201: fleetDocumentSchema },
  },
  'GET /operator/drivers': { query: fleetListQuerySchema, response: { 200: driverPageSchema } },
  'POST /operator/drivers': { body: driverInputSchema, response: { 201: driverSchema } },
  'GET /operator/drivers/:id': { params: driverIdParamsSchema, response: { 200: driverSchema } },
  'PUT /operator/drivers/:id': {
    params: driverIdParamsSchema,
    body: driverInputSchema,
    response: { 200: driverSchema },
  },
  /** 409 while the driver is on a trip that has not departed and is not cancelled, or on an active
   * schedule. */
  'POST /operator/drivers/:id/retire': { params: driverIdParamsSchema, response: { 200: driverSchema } },
  /** multipart: `file` (JPEG/PNG/WebP by content, ≤ 8 MB, at least 200 × 200); replaces the photo. */
  'POST /operator/drivers/:id/photo': {
    params: driverIdParamsSchema,
    multipart: true,
    response: { 200: driverSchema },
  },
  'DELETE /operator/drivers/:id/photo': { params: driverIdParamsSchema, response: { 200: driverSchema } },
  /** multipart: `file` and `expires_on`, as for vehicles. */
  'POST /operator/drivers/:id/documents/:kind': {
    params: driverDocumentParamsSchema,
    multipart: true,
    response: { 201: fleetDocumentSchema },
  },
  'GET /operator/fleet/documents': {
    query: fleetDocumentsQuerySchema,
    response: { 200: fleetDocumentListSchema },
  },
  /** The document's file, as an attachment (no JSON answer). */
  'GET /operator/fleet/documents/:id/file': { params: documentIdParamsSchema },
});

/** The administrator's review of vehicle and driver documents (admins only, 403 otherwise). */
export const adminTransportDocumentRoutes = defineRoutes({
  /** By review status (default pending), oldest upload first. */
  'GET /admin/transport-documents': {
    query: adminTransportDocumentsQuerySchema,
    response: { 200: adminTransportDocumentPageSchema },
  },
  /** Approves; the transporter is notified. */
  'POST /admin/transport-documents/:id/approve': {
    params: documentIdParamsSchema,
    response: { 200: adminTransportDocumentSchema },
  },
  /** Rejects with a reason the transporter sees on /fleet/validation; they are notified. */
  'POST /admin/transport-documents/:id/reject': {
    params: documentIdParamsSchema,
    body: rejectTransportDocumentSchema,
    response: { 200: adminTransportDocumentSchema },
  },
  /** The document's file (no JSON answer). */
  'GET /admin/transport-documents/:id/file': { params: documentIdParamsSchema },
});
