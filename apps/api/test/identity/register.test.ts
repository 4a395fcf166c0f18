import { AUTH_MESSAGES } from '@dala/shared';
import { englishTexts } from '../messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { latestMailedToken, outboxMails } from './auth-helpers';

const M = englishTexts(AUTH_MESSAGES);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const traveler = {
  first_name: 'Neema',
  last_name: 'Mushi',
  email: 'neema@example.com',
  password: 'kilimanjaro-sunrise',
  password2: 'kilimanjaro-sunrise',
};

/** A registration, then its verification mail (a job, sent after the answer). */
async function register(payload: unknown, query = '') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/auth/register${query}`,
    payload: payload as object,
  });
  await t.app.jobs.settle();
  return res;
}

describe('POST /api/auth/register', () => {
  it('creates a traveler, mails a verification link and writes a welcome notification', async () => {
    const res = await register({ ...traveler, email: 'Neema@Example.com' });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      email: 'neema@example.com',
      type: 'traveler',
      operator_type: null,
      first_name: 'Neema',
      last_name: 'Mushi',
      is_verified: false,
      email_verified: false,
      verification_status: null,
      company_name: null,
    });
    expect(user).not.toHaveProperty('password_hash');
    expect(latestMailedToken(t.dataDir, 'neema@example.com', '/verify-email')).toMatch(/^[\w-]{43}$/);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'neema@example.com', password: traveler.password },
    });
    const notes = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/',
      headers: { authorization: `Bearer ${login.json().access_token}` },
    });
    expect(notes.json().items).toEqual([
      expect.objectContaining({ type: 'success', title: 'Welcome to Dala Rides!', is_read: false }),
    ]);
  });

  it('answers every required-field message of spec §5, keyed by field', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      fields: {
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
        email: ['Email is required'],
        password: ['Password is required'],
        password2: ['Please confirm your password'],
      },
    });
  });

  it('checks email format, password length and the confirmation', async () => {
    const res = await register({
      ...traveler,
      email: 'not-an-email',
      password: 'short',
      password2: 'different',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 8 characters long'],
      password2: ['Passwords do not match'],
    });
  });

  it('requires company name, phone number and operator type of operators', async () => {
    const res = await register({ ...traveler, email: 'op1@example.com' }, '?type=operator');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      company_name: ['Company name is required for operators'],
      phone_number: ['Phone number is required for operators'],
      operator_type: ['Please select an operator type'],
    });
  });

  it('registers an operator from the query string type and operator_type', async () => {
    const res = await register(
      {
        ...traveler,
        email: 'kilele@example.com',
        company_name: 'Kilele Safaris',
        phone_number: '+255 754 100 200',
      },
      '?type=operator&operator_type=tour_operator',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      type: 'operator',
      operator_type: 'tour_operator',
      company_name: 'Kilele Safaris',
      phone_number: '+255754100200',
      is_verified: false,
      verification_status: 'not_submitted',
    });
  });

  it('registers a transporter from the body alone', async () => {
    const res = await register({
      ...traveler,
      email: 'twiga@example.com',
      company_name: 'Twiga Coaches',
      phone_number: '+255765300400',
      operator_type: 'transporter',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ type: 'operator', operator_type: 'transporter' });
  });

  it("refuses travel agents: 'Travel agent accounts are coming soon'", async () => {
    const res = await register(
      { ...traveler, email: 'agent@example.com', company_name: 'Agents', phone_number: '+255712345678' },
      '?type=operator&operator_type=travel_agent',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: 'Travel agent accounts are coming soon',
      fields: { operator_type: ['Travel agent accounts are coming soon'] },
    });
  });

  it('answers 409 with fields.email for an email already registered, whatever its case', async () => {
    await register({ ...traveler, email: 'twice@example.com' });
    const res = await register({ ...traveler, email: ' TWICE@example.com ' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', fields: { email: [M.emailTaken] } });
  });

  it('refuses a password from the common-passwords list', async () => {
    for (const password of ['password1', 'Iloveyou1', 'qwertyuiop']) {
      const res = await register({ ...traveler, email: 'common@example.com', password, password2: password });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ password: [M.passwordTooCommon] });
    }
    expect(outboxMails(t.dataDir, 'common@example.com')).toHaveLength(0);
  });

  it('accepts passwords of 128 characters and more', async () => {
    const password = 'Twiga '.repeat(30).trim();
    expect(password.length).toBeGreaterThan(128);
    const res = await register({ ...traveler, email: 'long@example.com', password, password2: password });
    expect(res.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'long@example.com', password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('never lets a body choose to become an admin', async () => {
    const res = await register({ ...traveler, email: 'sneaky@example.com', type: 'admin' });
    expect(res.statusCode).toBe(400);
  });
});
