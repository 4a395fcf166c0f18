import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  optionalUser,
  requireAdmin,
  requireOperator,
  requireUser,
  requireVerifiedOperator,
  VERIFICATION_REQUIRED_CODE,
} from '../../src/lib/auth/guards';
import { createTestApp, type TestApp } from '../test-app';
import { createUser } from './auth-helpers';

let t: TestApp;
beforeAll(async () => {
  // Routes of the shape other features write, guarded by each guard.
  t = await createTestApp({
    beforeReady: (app: FastifyInstance) => {
      const who = async (request: { user: unknown }) => ({ user: request.user });
      app.get('/api/test-guards/user', { onRequest: requireUser }, who);
      app.get('/api/test-guards/optional', { onRequest: optionalUser }, who);
      app.get('/api/test-guards/operator', { onRequest: requireOperator() }, who);
      app.get('/api/test-guards/tour', { onRequest: requireOperator('tour_operator') }, who);
      app.get('/api/test-guards/transport', { preHandler: requireVerifiedOperator('transporter') }, who);
      app.get('/api/test-guards/verified', { preHandler: requireVerifiedOperator() }, who);
      app.get('/api/test-guards/admin', { onRequest: requireAdmin }, who);
    },
  });
});
afterAll(() => t.close());

async function status(path: string, headers?: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: `/api/test-guards/${path}`, headers });
  return res.statusCode;
}

describe('guards', () => {
  it('fill request.user with id, type, operator_type, is_verified and email', async () => {
    const op = await createUser(t.app, { type: 'operator', operator_type: 'transporter', is_verified: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/test-guards/user', headers: op.authHeader });
    expect(res.json().user).toEqual({
      id: op.user.id,
      email: op.user.email,
      type: 'operator',
      operator_type: 'transporter',
      is_verified: true,
      preferred_language: 'en',
      session_id: op.sessionId,
    });
  });

  it('optionalUser reads a token when present and lets guests through', async () => {
    const u = await createUser(t.app);
    const guest = await t.app.inject({ method: 'GET', url: '/api/test-guards/optional' });
    expect(guest.json().user).toBeNull();
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/test-guards/optional',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.json().user).toBeNull();
    const signed = await t.app.inject({
      method: 'GET',
      url: '/api/test-guards/optional',
      headers: u.authHeader,
    });
    expect(signed.json().user.id).toBe(u.user.id);
  });

  it('answer 401, 403 or 200 by role, operator type and verification', async () => {
    const traveler = (await createUser(t.app)).authHeader;
    const tour = (await createUser(t.app, { type: 'operator', operator_type: 'tour_operator' })).authHeader;
    const tourOk = (
      await createUser(t.app, { type: 'operator', operator_type: 'tour_operator', is_verified: true })
    ).authHeader;
    const bus = (await createUser(t.app, { type: 'operator', operator_type: 'transporter' })).authHeader;
    const busOk = (
      await createUser(t.app, { type: 'operator', operator_type: 'transporter', is_verified: true })
    ).authHeader;
    const admin = (await createUser(t.app, { type: 'admin' })).authHeader;

    const table: [string, Record<string, string> | undefined, number][] = [
      ['user', undefined, 401],
      ['user', traveler, 200],
      ['operator', undefined, 401],
      ['operator', traveler, 403],
      ['operator', admin, 403],
      ['operator', tour, 200],
      ['operator', bus, 200],
      ['tour', bus, 403],
      ['tour', tour, 200],
      ['transport', traveler, 403],
      ['transport', tourOk, 403],
      ['transport', bus, 403],
      ['transport', busOk, 200],
      ['verified', tour, 403],
      ['verified', tourOk, 200],
      ['admin', undefined, 401],
      ['admin', traveler, 403],
      ['admin', busOk, 403],
      ['admin', admin, 200],
    ];
    for (const [path, headers, expected] of table) {
      expect(await status(path, headers), `${path} ${JSON.stringify(headers)?.slice(0, 40)}`).toBe(expected);
    }
  });

  it('tell an unverified operator that verification is required', async () => {
    const op = await createUser(t.app, { type: 'operator', operator_type: 'transporter' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test-guards/transport',
      headers: op.authHeader,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(VERIFICATION_REQUIRED_CODE);
    expect(res.json().detail).toMatch(/verified/);
  });
});
