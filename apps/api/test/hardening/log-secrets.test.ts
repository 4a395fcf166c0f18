import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/lib/logging';
import { createUser, latestMailedToken, waitForMails } from '../identity/auth-helpers';
import { publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';

// The whole log of a run, at the most verbose level, must hold no credential and no personal data
// that could be used against a user: mailed tokens, passwords, password hashes, phone numbers, the
// values of a failed query's parameters.

const lines: string[] = [];
let t: TestApp;

const EMAIL = 'asha.log-check@example.com';
const PASSWORDS = ['Mikumi-Elephant-Dawn', 'Ruaha-Lion-Evening', 'Nyerere-Boat-Safari'];
const PHONE = '+255754321987';
const PAYER_PHONE = '+255689123456';
const QUERY_SECRET = 'query-parameter-secret-4f9c2';

beforeAll(async () => {
  t = await createTestApp({
    logger: { ...loggerOptions('trace'), stream: { write: (line: string) => void lines.push(line) } },
    beforeReady(app) {
      // A query that fails with a parameter: its value must not reach the log.
      app.get('/api/test/failing-query', async () => {
        await app.db.execute(sql`select ${QUERY_SECRET}::int as n`);
        return {};
      });
    },
  });
  await seedDestinations(t.app.db);
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('the log of a whole run', () => {
  it('holds no token, password, hash, phone number or query value', async () => {
    // Register, verify the address, forget the password, reset it, sign in, change it.
    const registered = await post('/api/auth/register', {
      first_name: 'Asha',
      last_name: 'Mollel',
      email: EMAIL,
      password: PASSWORDS[0],
      password2: PASSWORDS[0],
      phone_number: PHONE,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await waitForMails(t.dataDir, EMAIL, 1);
    const verifyToken = latestMailedToken(t.dataDir, EMAIL, '/verify-email')!;
    expect((await post('/api/auth/verify-email', { token: verifyToken })).statusCode).toBe(200);

    expect((await post('/api/auth/password/forgot', { email: EMAIL })).statusCode).toBe(202);
    await waitForMails(t.dataDir, EMAIL, 2);
    const resetToken = latestMailedToken(t.dataDir, EMAIL, '/reset-password')!;
    const reset = await post('/api/auth/password/reset', {
      token: resetToken,
      password: PASSWORDS[1],
      password2: PASSWORDS[1],
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const login = await post('/api/auth/login', { email: EMAIL, password: PASSWORDS[1] });
    expect(login.statusCode, login.body).toBe(200);
    const auth = { authorization: `Bearer ${login.json().access_token as string}` };
    const wrong = await post(
      '/api/users/me/password',
      { current_password: 'not-it', password: PASSWORDS[2], password2: PASSWORDS[2] },
      auth,
    );
    expect(wrong.statusCode).toBe(400);
    const changed = await post(
      '/api/users/me/password',
      { current_password: PASSWORDS[1], password: PASSWORDS[2], password2: PASSWORDS[2] },
      auth,
    );
    expect(changed.statusCode, changed.body).toBe(200);

    // Book a safari and pay for it by mobile money through the sandbox checkout.
    const operator = await tourOperator(t.app);
    const { id, departureId } = await publishedGroupSafari(t.app, operator);
    const booked = await post(
      '/api/bookings',
      {
        safari_id: id,
        departure_id: departureId,
        adults: 2,
        lead_traveler: { name: 'Asha Mollel', email: EMAIL, phone: PHONE },
        accept_terms: true,
      },
      { ...auth, 'idempotency-key': 'log-check-booking-1' },
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const payment = await post(
      `/api/bookings/${booked.json().id as string}/payments`,
      { method: 'mobile_money', phone: PAYER_PHONE },
      { ...auth, 'idempotency-key': 'log-check-payment-1' },
    );
    expect(payment.statusCode, payment.body).toBe(201);
    const approved = await t.app.inject({
      method: 'POST',
      url: `${payment.json().checkout_url as string}/approve`,
    });
    expect(approved.statusCode).toBe(303);

    // A database error with a parameter, and a request that fails validation with a secret in it.
    expect((await t.app.inject({ method: 'GET', url: '/api/test/failing-query' })).statusCode).toBe(500);
    await post('/api/auth/login', { email: `${QUERY_SECRET}\u0000@example.com`, password: PASSWORDS[0] });
    await createUser(t.app);

    const log = lines.join('');
    expect(log).toContain('request completed');
    // The failed statement is still there to debug with, without its values.
    expect(log).toContain('::int as n');

    const forbidden = [
      verifyToken,
      resetToken,
      ...PASSWORDS,
      '$argon2',
      QUERY_SECRET,
      PHONE,
      PHONE.slice(1),
      PHONE.slice(4),
      PAYER_PHONE.slice(4),
      EMAIL,
    ];
    for (const secret of forbidden) expect(log, `the log contains ${secret}`).not.toContain(secret);
  });
});
