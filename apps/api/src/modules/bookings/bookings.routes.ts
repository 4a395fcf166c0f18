import {
  bookingIdParamSchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingSchema,
  cancelBookingSchema,
  createBookingSchema,
  createPaymentResultSchema,
  createPaymentSchema,
  idempotencyKeySchema,
  operatorBookingListQuerySchema,
  operatorBookingListSchema,
  operatorBookingSchema,
  operatorCancelBookingSchema,
  refundQuoteResponseSchema,
} from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireOperator, requireUser } from '../../lib/auth/guards';
import { createPayment } from '../payments';
import {
  cancelBooking,
  createBooking,
  getOperatorBooking,
  getTravelerBooking,
  listOperatorBookings,
  listTravelerBookings,
  refundQuoteFor,
} from './bookings.service';
import { requestFingerprint } from './idempotency';

const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema });

/** Traveler bookings (/api/bookings…) and the operator's view of its bookings (/api/operator/bookings…). */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings',
    {
      onRequest: requireUser,
      schema: {
        headers: idempotencyHeaders,
        body: createBookingSchema,
        response: { 200: bookingSchema, 201: bookingSchema },
      },
    },
    async (request, reply) => {
      const { booking, created } = await createBooking(app, currentUser(request), request.body, {
        key: request.headers['idempotency-key'],
        fingerprint: requestFingerprint(request.body),
      });
      return reply.code(created ? 201 : 200).send(booking);
    },
  );

  app.get(
    '/bookings',
    {
      onRequest: requireUser,
      schema: { querystring: bookingListQuerySchema, response: { 200: bookingListSchema } },
    },
    async (request) => listTravelerBookings(app.db, currentUser(request), request.query),
  );

  app.get(
    '/bookings/:id',
    { onRequest: requireUser, schema: { params: bookingIdParamSchema, response: { 200: bookingSchema } } },
    async (request) => getTravelerBooking(app.db, currentUser(request), request.params.id),
  );

  app.get(
    '/bookings/:id/refund-quote',
    {
      onRequest: requireUser,
      schema: { params: bookingIdParamSchema, response: { 200: refundQuoteResponseSchema } },
    },
    async (request) => refundQuoteFor(app.db, currentUser(request), request.params.id),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      onRequest: requireUser,
      schema: {
        params: bookingIdParamSchema,
        body: cancelBookingSchema.nullish(),
        response: { 200: bookingSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = await cancelBooking(app, user, request.params.id, 'traveler', request.body?.reason ?? '');
      return getTravelerBooking(app.db, user, id);
    },
  );

  app.post(
    '/bookings/:id/payments',
    {
      onRequest: requireUser,
      schema: {
        params: bookingIdParamSchema,
        headers: idempotencyHeaders,
        body: createPaymentSchema,
        response: { 201: createPaymentResultSchema },
      },
    },
    async (request, reply) => {
      const result = await createPayment(app, currentUser(request), request.params.id, request.body, {
        key: request.headers['idempotency-key'],
        fingerprint: requestFingerprint(request.body),
      });
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/operator/bookings',
    {
      onRequest: requireOperator('tour_operator'),
      schema: { querystring: operatorBookingListQuerySchema, response: { 200: operatorBookingListSchema } },
    },
    async (request) => listOperatorBookings(app.db, currentUser(request), request.query),
  );

  app.get(
    '/operator/bookings/:id',
    {
      onRequest: requireOperator('tour_operator'),
      schema: { params: bookingIdParamSchema, response: { 200: operatorBookingSchema } },
    },
    async (request) => getOperatorBooking(app.db, currentUser(request), request.params.id),
  );

  app.post(
    '/operator/bookings/:id/cancel',
    {
      onRequest: requireOperator('tour_operator'),
      schema: {
        params: bookingIdParamSchema,
        body: operatorCancelBookingSchema,
        response: { 200: operatorBookingSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = await cancelBooking(app, user, request.params.id, 'operator', request.body.reason);
      return getOperatorBooking(app.db, user, id);
    },
  );
};
