import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createUser } from '../identity/auth-helpers';
import { publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';

/**
 * A traveler's one-adult booking of a group departure 90 days out, deposit paid by mobile money through
 * the sandbox checkout: what a refund needs. Idempotency keys start with `keyPrefix`.
 */
export async function paidSafariBooking(app: FastifyInstance, keyPrefix: string) {
  await seedDestinations(app.db);
  const operator = await tourOperator(app);
  const traveler = await createUser(app);
  const { id, departureId } = await publishedGroupSafari(app, operator, { departureInDays: 90 });
  const held = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...traveler.authHeader, 'idempotency-key': `${keyPrefix}-hold` },
    payload: {
      safari_id: id,
      departure_id: departureId,
      adults: 1,
      lead_traveler: { name: 'Neema Mushi', email: 'neema@example.com', phone: '+255 712 345 678' },
      accept_terms: true,
    },
  });
  expect(held.statusCode, held.body).toBe(201);
  const bookingId = held.json().id as string;
  const payment = await app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/payments`,
    headers: { ...traveler.authHeader, 'idempotency-key': `${keyPrefix}-pay` },
    payload: { method: 'mobile_money', phone: '+255712345678', return_path: '/booking/success' },
  });
  expect(payment.statusCode, payment.body).toBe(201);
  const approved = await app.inject({ method: 'POST', url: `${payment.json().checkout_url}/approve` });
  expect(approved.statusCode).toBe(303);
  return { operator, traveler, bookingId };
}
