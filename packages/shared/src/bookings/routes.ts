import { defineRoutes } from '../api/contract';
import { createPaymentSchema } from '../payments/payments';
import {
  bookingIdParamSchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingSchema,
  cancelBookingSchema,
  createBookingSchema,
  createPaymentResultSchema,
  operatorBookingListQuerySchema,
  operatorBookingListSchema,
  operatorBookingSchema,
  operatorCancelBookingSchema,
  refundQuoteResponseSchema,
} from './bookings';

/** A traveler's cancel takes an optional body (no body, or `{ reason }`). */
const optionalCancelBookingSchema = cancelBookingSchema.nullish();

/**
 * Booking routes: the traveler's bookings (/bookings…, signed in) and a tour operator's view of the
 * bookings of its packages (/operator/bookings…). Creating a booking and opening a payment also need
 * an `Idempotency-Key` header (the API checks it; the web sends one per attempt).
 */
export const bookingRoutes = defineRoutes({
  /** 201 for a new booking, 200 when the same Idempotency-Key and body are sent again. */
  'POST /bookings': {
    body: createBookingSchema,
    response: { 200: bookingSchema, 201: bookingSchema },
  },
  'GET /bookings': {
    query: bookingListQuerySchema,
    response: { 200: bookingListSchema },
  },
  'GET /bookings/:id': {
    params: bookingIdParamSchema,
    response: { 200: bookingSchema },
  },
  'GET /bookings/:id/refund-quote': {
    params: bookingIdParamSchema,
    response: { 200: refundQuoteResponseSchema },
  },
  'POST /bookings/:id/cancel': {
    params: bookingIdParamSchema,
    body: optionalCancelBookingSchema,
    response: { 200: bookingSchema },
  },
  /** Opens a payment attempt (Idempotency-Key header): the answer carries the provider's checkout URL. */
  'POST /bookings/:id/payments': {
    params: bookingIdParamSchema,
    body: createPaymentSchema,
    response: { 201: createPaymentResultSchema },
  },
  'GET /operator/bookings': {
    query: operatorBookingListQuerySchema,
    response: { 200: operatorBookingListSchema },
  },
  'GET /operator/bookings/:id': {
    params: bookingIdParamSchema,
    response: { 200: operatorBookingSchema },
  },
  'POST /operator/bookings/:id/cancel': {
    params: bookingIdParamSchema,
    body: operatorCancelBookingSchema,
    response: { 200: operatorBookingSchema },
  },
});
