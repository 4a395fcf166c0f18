import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openPostgres } from '../../src/db/client';
import { createTestDatabase, testConfig } from '../test-app';
import { createUser, refreshHeaders, TEST_PASSWORD } from './auth-helpers';

/**
 * Two API instances on one database, each with its own connection pool (on PostgreSQL): what N
 * processes behind a load balancer see. Counters and refresh tokens must hold across them.
 */
let a: FastifyInstance;
let b: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dala-multi-'));
  const { database, databaseUrl, drop } = await createTestDatabase(dataDir);
  const second = databaseUrl ? await openPostgres(databaseUrl, 5) : database;
  const config = testConfig(dataDir);
  a = await buildApp({ config, database, logger: false });
  b = await buildApp({ config, database: second, logger: false });
  await Promise.all([a.ready(), b.ready()]);
  cleanup = async () => {
    await b.close();
    await a.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => cleanup());

describe('identity across API processes', () => {
  it('counts sign-in failures of one account across instances', async () => {
    await createUser(a, { email: 'spread@example.com' });
    const attempt = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'spread@example.com', password },
      });
    for (const app of [a, b, a, b, a]) expect((await attempt(app, 'wrong-guess')).statusCode).toBe(401);
    expect((await attempt(b, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('lets at most 5 parallel guesses through for one account', async () => {
    await createUser(a, { email: 'parallel@example.com' });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? a : b).inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'parallel@example.com', password: `guess-${i}` },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it('honours a rotation made by the other instance, and a concurrent double refresh cannot fork the family', async () => {
    const u = await createUser(a);
    const refresh = (app: FastifyInstance, token: string) =>
      app.inject({ method: 'POST', url: '/api/auth/token/refresh', headers: refreshHeaders(token) });
    const rotated = await refresh(a, u.refreshToken);
    expect(rotated.statusCode).toBe(200);
    // The successor is used on the other instance, so the first token coming back is a replay.
    const successor = rotated.cookies.find((c) => c.name === 'dala_refresh')!.value;
    expect((await refresh(b, successor)).statusCode).toBe(200);
    expect((await refresh(b, u.refreshToken)).statusCode).toBe(401);

    // Two tabs refresh with one token on both instances at once: the second is either a lost-answer
    // retry (its own successor, retiring the first's) or a reuse (family revoked). Whatever the
    // interleaving, the family never forks: at most one live token is left.
    const v = await createUser(a);
    const both = await Promise.all([a, b].map((app) => refresh(app, v.refreshToken)));
    expect(both.some((r) => r.statusCode === 200)).toBe(true);
    const live = await a.db.execute(
      sql`select count(*)::int as n from refresh_tokens t join auth_sessions s on s.id = t.session_id
          where s.id = ${v.sessionId} and t.used_at is null and s.revoked_at is null`,
    );
    expect((live.rows[0] as { n: number }).n).toBeLessThanOrEqual(1);
  });
});
