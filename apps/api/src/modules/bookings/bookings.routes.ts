import { bookingRoutes, idempotencyKeySchema, type RouteKey } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../lib/contract';
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
import { tripBookingsRoutes } from './trip-bookings.routes';

const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema });

/** A contract's route options plus the Idempotency-Key header check (headers are not part of contracts). */
function withIdempotencyKey<K extends keyof typeof bookingRoutes & RouteKey>(key: K) {
  const options = route(bookingRoutes, key);
  return { ...options, schema: { ...options.schema, headers: idempotencyHeaders } };
}

/** Traveler bookings (/api/bookings…) and the operator's view of its bookings (/api/operator/bookings…). */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...withIdempotencyKey('POST /bookings'),
    onRequest: requireUser,
    handler: async (request, reply) => {
      const { booking, created } = await createBooking(app, currentUser(request), request.body, {
        key: request.headers['idempotency-key'],
        fingerprint: requestFingerprint(request.body),
      });
      return reply.code(created ? 201 : 200).send(booking);
    },
  });

  app.route({
    ...route(bookingRoutes, 'GET /bookings'),
    onRequest: requireUser,
    handler: async (request) => listTravelerBookings(app.db, currentUser(request), request.query),
  });

  app.route({
    ...route(bookingRoutes, 'GET /bookings/:id'),
    onRequest: requireUser,
    handler: async (request) => getTravelerBooking(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...route(bookingRoutes, 'GET /bookings/:id/refund-quote'),
    onRequest: requireUser,
    handler: async (request) => refundQuoteFor(app.db, currentUser(request), request.params.id),
  });

  await app.register(tripBookingsRoutes);

  app.route({
    ...route(bookingRoutes, 'POST /bookings/:id/cancel'),
    onRequest: requireUser,
    handler: async (request) => {
      const user = currentUser(request);
      const id = await cancelBooking(app, user, request.params.id, 'traveler', request.body?.reason ?? '');
      return getTravelerBooking(app.db, user, id);
    },
  });

  app.route({
    ...withIdempotencyKey('POST /bookings/:id/payments'),
    onRequest: requireUser,
    handler: async (request, reply) => {
      const result = await createPayment(app, currentUser(request), request.params.id, request.body, {
        key: request.headers['idempotency-key'],
        fingerprint: requestFingerprint(request.body),
      });
      const { booking } = result;
      if (booking.kind !== 'safari') throw new Error('a safari payment answered another kind');
      return reply.code(201).send({ ...result, booking });
    },
  });

  app.route({
    ...route(bookingRoutes, 'GET /operator/bookings'),
    onRequest: requireOperator('tour_operator'),
    handler: async (request) => listOperatorBookings(app.db, currentUser(request), request.query),
  });

  app.route({
    ...route(bookingRoutes, 'GET /operator/bookings/:id'),
    onRequest: requireOperator('tour_operator'),
    handler: async (request) => getOperatorBooking(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...route(bookingRoutes, 'POST /operator/bookings/:id/cancel'),
    onRequest: requireOperator('tour_operator'),
    handler: async (request) => {
      const user = currentUser(request);
      const id = await cancelBooking(app, user, request.params.id, 'operator', request.body.reason);
      return getOperatorBooking(app.db, user, id);
    },
  });
};
