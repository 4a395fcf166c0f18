import { idempotencyKeySchema, ticketRoutes, type RouteKey } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth/guards';
import { route } from '../../lib/contract';
import { conflict } from '../../lib/errors';
import { createPayment } from '../payments';
import {
  cancelBooking,
  createTripBooking,
  getTravelerTripBooking,
  listTravelerTrips,
  nameTripPassengers,
  refundQuoteFor,
} from './bookings.service';
import { requestFingerprint } from './idempotency';

const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema });

function withIdempotencyKey<K extends keyof typeof ticketRoutes & RouteKey>(key: K) {
  const options = route(ticketRoutes, key);
  return { ...options, schema: { ...options.schema, headers: idempotencyHeaders } };
}

/**
 * Trip bookings (/api/trip-bookings…, signed in): hold seats on a segment, name the passengers, pay
 * the full fare through the payment provider, see the refund before cancelling, cancel; and the
 * traveler's trips with their tickets (/api/me/trips). The booking core does the work (kind 'trip').
 */
export const tripBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...withIdempotencyKey('POST /trip-bookings'),
    onRequest: requireUser,
    handler: async (request, reply) => {
      const { booking, created } = await createTripBooking(app, currentUser(request), request.body, {
        key: request.headers['idempotency-key'],
        fingerprint: requestFingerprint(request.body),
      });
      return reply.code(created ? 201 : 200).send(booking);
    },
  });

  app.route({
    ...route(ticketRoutes, 'GET /trip-bookings/:id'),
    onRequest: requireUser,
    handler: async (request) => getTravelerTripBooking(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...route(ticketRoutes, 'PUT /trip-bookings/:id/passengers'),
    onRequest: requireUser,
    handler: async (request) =>
      nameTripPassengers(app, currentUser(request), request.params.id, request.body.passengers),
  });

  app.route({
    ...withIdempotencyKey('POST /trip-bookings/:id/payments'),
    onRequest: requireUser,
    handler: async (request, reply) => {
      const user = currentUser(request);
      const view = await getTravelerTripBooking(app.db, user, request.params.id);
      // Tickets carry each passenger's name: every seat is named before the fare is charged.
      if (view.status === 'pending_payment' && view.trip.passengers.some((p) => p.name === null)) {
        throw conflict('transport.passengersMissing');
      }
      const result = await createPayment(
        app,
        user,
        view.id,
        request.body,
        { key: request.headers['idempotency-key'], fingerprint: requestFingerprint(request.body) },
        'trip',
      );
      const { booking } = result;
      if (booking.kind !== 'trip') throw new Error('a trip payment answered another kind');
      return reply.code(201).send({ ...result, booking });
    },
  });

  app.route({
    ...route(ticketRoutes, 'GET /trip-bookings/:id/refund-quote'),
    onRequest: requireUser,
    handler: async (request) => refundQuoteFor(app.db, currentUser(request), request.params.id, 'trip'),
  });

  app.route({
    ...route(ticketRoutes, 'POST /trip-bookings/:id/cancel'),
    onRequest: requireUser,
    handler: async (request) => {
      const user = currentUser(request);
      const id = await cancelBooking(
        app,
        user,
        request.params.id,
        'traveler',
        request.body?.reason ?? '',
        'trip',
      );
      return getTravelerTripBooking(app.db, user, id);
    },
  });

  app.route({
    ...route(ticketRoutes, 'GET /me/trips'),
    onRequest: requireUser,
    handler: async (request) => listTravelerTrips(app.db, currentUser(request), request.query),
  });
};
