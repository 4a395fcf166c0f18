import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { dealCodeInputSchema } from '../deals/code';
import {
  bookingIdParamSchema,
  cancelBookingSchema,
  refundQuoteResponseSchema,
  tripBookingSchema,
  tripSegmentStopSchema,
} from '../bookings/bookings';
import type { MessageKey } from '../i18n/translate';
import { text } from '../input';
import { pageSchema, paginationQuerySchema } from '../pagination';
import { paymentSchema, createPaymentSchema } from '../payments/payments';
import { MAX_SEATS_PER_BOOKING, SEAT_LAYOUT_LIMITS, VEHICLE_CLASSES } from './constants';

/**
 * Route contracts of trip bookings and tickets (issue 13). A trip booking is a booking of the one core
 * (kind 'trip'): seats held per segment for SEAT_HOLD_MINUTES, passengers named, paid in full in TZS
 * through the same payment provider, then one ticket per passenger with a signed QR. GET /bookings
 * lists trip bookings beside safari bookings; these routes read and change one trip booking.
 */

const seatLabelSchema = text({ message: 'transport.seatsRequired' satisfies MessageKey })
  .trim()
  .min(1, { message: 'transport.seatsRequired' satisfies MessageKey })
  .max(4, { message: 'transport.seatsRequired' satisfies MessageKey })
  .transform((label) => label.toUpperCase());

const stopPositionSchema = z
  .number({ message: 'transport.boardingStopInvalid' satisfies MessageKey })
  .int({ message: 'transport.boardingStopInvalid' satisfies MessageKey })
  .min(0, { message: 'transport.boardingStopInvalid' satisfies MessageKey })
  .max(29, { message: 'transport.boardingStopInvalid' satisfies MessageKey });

/** POST /trip-bookings: seats of a trip on the segment [board, alight) (stop positions, 0 = origin). */
export const createTripBookingSchema = z.object({
  trip_id: z
    .number({ message: 'transport.bookingTripNotFound' satisfies MessageKey })
    .int({ message: 'transport.bookingTripNotFound' satisfies MessageKey })
    .min(1, { message: 'transport.bookingTripNotFound' satisfies MessageKey })
    .max(2_147_483_647, { message: 'transport.bookingTripNotFound' satisfies MessageKey }),
  board: stopPositionSchema,
  alight: stopPositionSchema,
  seats: z
    .array(seatLabelSchema, { message: 'transport.seatsRequired' satisfies MessageKey })
    .min(1, { message: 'transport.seatsRequired' satisfies MessageKey })
    // The limit with its number in the text is the booking's check (MAX_SEATS_PER_BOOKING); this only
    // bounds the request.
    .max(SEAT_LAYOUT_LIMITS.seatsMax, { message: 'common.invalidInput' satisfies MessageKey }),
  /** A deal's code (issue 15): the server applies the best deal; an unusable code is a 422 on deal_code. */
  deal_code: dealCodeInputSchema,
});
export type CreateTripBookingInput = z.input<typeof createTripBookingSchema>;

export const passengerInputSchema = z.object({
  seat: seatLabelSchema,
  name: text({ message: 'transport.passengerNameRequired' satisfies MessageKey })
    .trim()
    .min(2, { message: 'transport.passengerNameRequired' satisfies MessageKey })
    .max(120, { message: 'transport.passengerNameTooLong' satisfies MessageKey }),
  /** Country code plus digits (non-digits stripped, as every phone field). */
  phone: text({ message: 'transport.passengerPhoneInvalid' satisfies MessageKey })
    .trim()
    .transform((v) => (v.startsWith('+') ? '+' : '') + v.replace(/\D/g, ''))
    .refine((v) => /^\+\d{7,15}$/.test(v), {
      message: 'transport.passengerPhoneInvalid' satisfies MessageKey,
    }),
  id_number: text()
    .trim()
    .max(40, { message: 'transport.passengerIdTooLong' satisfies MessageKey })
    .nullish()
    .transform((v) => (v ? v : null)),
});

/** PUT /trip-bookings/:id/passengers: one passenger per held seat, replacing any named before. */
export const tripPassengersSchema = z.object({
  passengers: z
    .array(passengerInputSchema)
    .min(1, { message: 'transport.passengersMissing' satisfies MessageKey })
    .max(MAX_SEATS_PER_BOOKING, { message: 'common.invalidInput' satisfies MessageKey }),
});
export type TripPassengersInput = z.input<typeof tripPassengersSchema>;

export const tripBookingPaymentResultSchema = z.object({
  payment: paymentSchema,
  /** The hosted page of a redirect flow; null when a prompt went to the payer's phone. */
  checkout_url: z.string().nullable(),
  booking: tripBookingSchema,
});

// ── Tickets ──────────────────────────────────────────────────────────────────────────────────────

/** A typed or scanned ticket number: canonical or printed form ('K7M-3Q9-XPR'), case forgiven. */
export const ticketNumberParamSchema = z.object({
  number: text().regex(/^[0-9A-Za-z-]{9,13}$/, {
    message: 'transport.ticketNumberInvalid' satisfies MessageKey,
  }),
});

/**
 * A ticket with every item LATRA's guidance lists: passenger name, vehicle (plate), date and time of
 * travel, boarding and final stations, fare paid, the operator's name, address and phone numbers, the
 * ticket number; plus the signed QR (its text, and drawn as SVG) a conductor's phone checks offline.
 */
export const ticketSchema = z.object({
  number: z.string(),
  display: z.string(),
  booking_id: z.string(),
  booking_reference: z.string(),
  status: z.enum(['valid', 'cancelled']),
  boarding_status: z.enum(['booked', 'boarded', 'no_show']),
  passenger: z.object({ name: z.string(), phone: z.string(), id_number: z.string().nullable() }),
  seat: z.string(),
  trip: z.object({
    id: z.number().int(),
    route_name: z.string(),
    status: z.string(),
    departs_at: z.string(),
  }),
  /** Date and time of travel: when the vehicle leaves the boarding stop (ISO 8601, UTC), and its
   * Tanzanian wall-clock date and time ('2026-12-24', '07:00'). */
  travel_date: z.string(),
  travel_time: z.string(),
  from: tripSegmentStopSchema,
  to: tripSegmentStopSchema,
  vehicle: z.object({ plate: z.string(), vehicle_class: z.enum(VEHICLE_CLASSES) }),
  /** Whole TZS paid for this seat. */
  fare_tzs: z.number().int(),
  currency: z.literal('TZS'),
  operator: z.object({
    id: z.string(),
    company_name: z.string(),
    /** Null while the transporter's profile has no address (operator_profiles.address is ''). */
    address: z.string().nullable(),
    phones: z.array(z.string()),
    email: z.string(),
  }),
  issued_at: z.string(),
  qr_text: z.string(),
  /** The QR as a standalone SVG document (dark modules on white, quiet zone included). */
  qr_svg: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** The key that verifies tickets' QR signatures: ECDSA P-256 with SHA-256, IEEE P1363 signatures. */
export const ticketPublicKeySchema = z.object({
  algorithm: z.literal('ECDSA-P256-SHA256'),
  /** For crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']). */
  jwk: z.object({ kty: z.literal('EC'), crv: z.literal('P-256'), x: z.string(), y: z.string() }),
  /** The same key as SubjectPublicKeyInfo DER, base64. */
  spki: z.string(),
  /** Short fingerprint (sha256 of the SPKI, base64url, 16 characters) to tell keys apart. */
  key_id: z.string(),
});
export type TicketPublicKey = z.infer<typeof ticketPublicKeySchema>;

export const myTripsQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  ...paginationQuerySchema.shape,
});
export const myTripsSchema = pageSchema(tripBookingSchema);

/** Trip bookings (/trip-bookings…), tickets (/tickets…) and the traveler's trips (/me/trips). */
export const ticketRoutes = defineRoutes({
  /** Holds the seats (Idempotency-Key header, as POST /bookings): 201 new, 200 for a repeat. */
  'POST /trip-bookings': {
    body: createTripBookingSchema,
    response: { 200: tripBookingSchema, 201: tripBookingSchema },
  },
  'GET /trip-bookings/:id': {
    params: bookingIdParamSchema,
    response: { 200: tripBookingSchema },
  },
  'PUT /trip-bookings/:id/passengers': {
    params: bookingIdParamSchema,
    body: tripPassengersSchema,
    response: { 200: tripBookingSchema },
  },
  /** Opens the full-fare payment (Idempotency-Key header); the sandbox checkout URL is in the answer. */
  'POST /trip-bookings/:id/payments': {
    params: bookingIdParamSchema,
    body: createPaymentSchema,
    response: { 201: tripBookingPaymentResultSchema },
  },
  'GET /trip-bookings/:id/refund-quote': {
    params: bookingIdParamSchema,
    response: { 200: refundQuoteResponseSchema },
  },
  'POST /trip-bookings/:id/cancel': {
    params: bookingIdParamSchema,
    body: cancelBookingSchema.nullish(),
    response: { 200: tripBookingSchema },
  },
  'GET /me/trips': {
    query: myTripsQuerySchema,
    response: { 200: myTripsSchema },
  },
  'GET /tickets/public-key': {
    response: { 200: ticketPublicKeySchema },
  },
  'GET /tickets/:number': {
    params: ticketNumberParamSchema,
    response: { 200: ticketSchema },
  },
  /** The printable ticket as application/pdf (a download, not JSON). */
  'GET /tickets/:number/pdf': {
    params: ticketNumberParamSchema,
  },
});
