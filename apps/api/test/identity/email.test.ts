import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_MESSAGES } from '@dala/shared';
import { englishTexts } from '../messages';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Mailer } from '../../src/lib/mailer';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../test-app';
import {
  createUser,
  decodeQuotedPrintable,
  latestMailedToken,
  outboxMails,
  refreshHeaders,
  TEST_PASSWORD,
  waitForMails,
} from './auth-helpers';

const M = englishTexts(AUTH_MESSAGES);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newTraveler = (email: string) => ({
  first_name: 'Baraka',
  last_name: 'Laizer',
  email,
  password: 'tarangire-baobab',
  password2: 'tarangire-baobab',
});

/** A request, then its mails: they are jobs, sent after the answer. */
async function post(url: string, payload: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  await t.app.jobs.settle();
  return res;
}

describe('email verification', () => {
  it('verifies the address with the mailed link, once', async () => {
    await post('/api/auth/register', newTraveler('verify@example.com'));
    const mails = outboxMails(t.dataDir, 'verify@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Subject: Verify your email address/);
    expect(mails[0]).toContain('http://localhost:3000/verify-email?token=');
    const token = latestMailedToken(t.dataDir, 'verify@example.com', '/verify-email')!;

    const res = await post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(200);
    const login = await post('/api/auth/login', {
      email: 'verify@example.com',
      password: 'tarangire-baobab',
    });
    expect(login.json().user.email_verified).toBe(true);

    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ detail: M.tokenInvalid, fields: { token: [M.tokenInvalid] } });
  });

  it('stores tokens hashed only', async () => {
    await post('/api/auth/register', newTraveler('hashed@example.com'));
    const token = latestMailedToken(t.dataDir, 'hashed@example.com', '/verify-email')!;
    const found = await t.app.db.execute(sql`select 1 from email_tokens where token_hash = ${token}`);
    expect(found.rows).toHaveLength(0);
  });

  it('refuses unknown and expired tokens', async () => {
    expect((await post('/api/auth/verify-email', { token: 'made-up-token' })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', {})).json().fields).toEqual({ token: [M.tokenRequired] });
    await post('/api/auth/register', newTraveler('late@example.com'));
    const token = latestMailedToken(t.dataDir, 'late@example.com', '/verify-email')!;
    await t.app.db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 second'
          where user_id = (select id from users where email = 'late@example.com')`,
    );
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
  });

  it('sends a new link on request, to signed-in users only', async () => {
    const u = await createUser(t.app, { email: 'resend@example.com', email_verified: false });
    const res = await post('/api/auth/verify-email/resend', {}, u.authHeader);
    expect(res.statusCode).toBe(200);
    expect(outboxMails(t.dataDir, 'resend@example.com')).toHaveLength(1);
    expect((await post('/api/auth/verify-email/resend', {})).statusCode).toBe(401);
    const verified = await createUser(t.app);
    const noop = await post('/api/auth/verify-email/resend', {}, verified.authHeader);
    expect(noop.json().detail).toBe(M.emailAlreadyVerified);
  });
});

describe('forgot and reset password', () => {
  it('always answers 202, and mails only existing accounts', async () => {
    await createUser(t.app, { email: 'forgetful@example.com' });
    const known = await post('/api/auth/password/forgot', { email: 'Forgetful@example.com' });
    const unknown = await post('/api/auth/password/forgot', { email: 'stranger@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(await waitForMails(t.dataDir, 'forgetful@example.com')).toHaveLength(1);
    expect(outboxMails(t.dataDir, 'stranger@example.com')).toHaveLength(0);
    expect((await post('/api/auth/password/forgot', { email: 'nope' })).statusCode).toBe(400);
  });

  it('answers before the mail is sent, so a known email is not slower than an unknown one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dala-slowmail-'));
    const { database, drop } = await createTestDatabase(dataDir);
    const sent: string[] = [];
    const slowMailer: Mailer = {
      kind: 'smtp',
      send: async (message) => {
        await new Promise((r) => setTimeout(r, 1500));
        sent.push(message.to);
      },
    };
    const app = await buildApp({ config: testConfig(dataDir), database, mailer: slowMailer, logger: false });
    try {
      await createUser(app, { email: 'patient@example.com' });
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email: 'patient@example.com' },
      });
      expect(res.statusCode).toBe(202);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(sent).toEqual([]);
    } finally {
      // The mail is a job: it goes out after the answer.
      await app.jobs.settle();
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(sent).toEqual(['patient@example.com']);
  });

  it('resets with the mailed token (single use), and signs out every session', async () => {
    const u = await createUser(t.app, { email: 'reset@example.com' });
    await post('/api/auth/password/forgot', { email: 'reset@example.com' });
    await waitForMails(t.dataDir, 'reset@example.com');
    const token = latestMailedToken(t.dataDir, 'reset@example.com', '/reset-password')!;
    expect(token).toBeTruthy();

    const mismatch = await post('/api/auth/password/reset', {
      token,
      password: 'mikumi-zebra-9',
      password2: 'x',
    });
    expect(mismatch.json().fields).toEqual({ password2: ['Passwords do not match'] });
    const common = await post('/api/auth/password/reset', {
      token,
      password: 'password123',
      password2: 'password123',
    });
    expect(common.json().fields).toEqual({ password: [M.passwordTooCommon] });

    // Refused attempts did not use the token up.
    const res = await post('/api/auth/password/reset', {
      token,
      password: 'mikumi-zebra-9',
      password2: 'mikumi-zebra-9',
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: u.authHeader })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/token/refresh', {}, refreshHeaders(u.refreshToken))).statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email: 'reset@example.com', password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: 'reset@example.com', password: 'mikumi-zebra-9' })).statusCode,
    ).toBe(200);

    const reuse = await post('/api/auth/password/reset', {
      token,
      password: 'mikumi-zebra-10',
      password2: 'mikumi-zebra-10',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().detail).toBe(M.tokenInvalid);
  });

  it('refuses a reset token after its hour, and a verification token in its place', async () => {
    await createUser(t.app, { email: 'slow@example.com', email_verified: false });
    await post('/api/auth/password/forgot', { email: 'slow@example.com' });
    await waitForMails(t.dataDir, 'slow@example.com');
    const token = latestMailedToken(t.dataDir, 'slow@example.com', '/reset-password')!;
    const [row] = (
      await t.app.db.execute(
        sql`select extract(epoch from expires_at - created_at)::int as lifetime from email_tokens
            where user_id = (select id from users where email = 'slow@example.com') and purpose = 'reset_password'`,
      )
    ).rows as { lifetime: number }[];
    expect(row!.lifetime).toBe(3600);
    await t.app.db.execute(sql`update email_tokens set expires_at = now() - interval '1 second'`);
    const late = await post('/api/auth/password/reset', {
      token,
      password: 'ruaha-lion-77',
      password2: 'ruaha-lion-77',
    });
    expect(late.statusCode).toBe(400);

    await post('/api/auth/register', newTraveler('mixup@example.com'));
    const verifyToken = latestMailedToken(t.dataDir, 'mixup@example.com', '/verify-email')!;
    const wrongKind = await post('/api/auth/password/reset', {
      token: verifyToken,
      password: 'ruaha-lion-77',
      password2: 'ruaha-lion-77',
    });
    expect(wrongKind.statusCode).toBe(400);
  });
});

describe('mail through SMTP_URL', () => {
  let smtp: SMTPServer;
  const received: { to: string[]; data: string }[] = [];
  let port = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('sends the verification mail to the SMTP server instead of the outbox', async () => {
    const app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      expect(app.app.mailer.kind).toBe('smtp');
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newTraveler('smtp@example.com'),
      });
      expect(res.statusCode).toBe(201);
      await app.app.jobs.settle();
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(['smtp@example.com']);
      const body = decodeQuotedPrintable(received[0]!.data);
      expect(body).toMatch(/From: Dala Rides <no-reply@dalarides\.co\.tz>/);
      const token = /verify-email\?token=([\w-]+)/.exec(body)![1]!;
      expect(outboxMails(app.dataDir, 'smtp@example.com')).toHaveLength(0);
      const verified = await app.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token },
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
