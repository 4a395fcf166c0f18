import { AUTH_MESSAGES } from '@dala/shared';
import { englishTexts } from '../messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminCreateError, createAdmin } from '../../src/modules/admin/admin.service';
import { createTestApp, type TestApp } from '../test-app';
import { createUser, type TestUser } from './auth-helpers';

const M = englishTexts(AUTH_MESSAGES);

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { type: 'admin' });
});
afterAll(() => t.close());

async function submitted(operatorType: 'tour_operator' | 'transporter' = 'tour_operator') {
  const op = await createUser(t.app, { type: 'operator', operator_type: operatorType });
  const form = new FormData();
  form.append('company_name', `Company ${op.user.id.slice(0, 6)}`);
  form.append('phone_number', '+255754000000');
  form.append('business_license', new Blob([new TextEncoder().encode('%PDF-1.4 test')]), 'license.pdf');
  // Approval needs both required documents on file (issue 15).
  form.append('identification_doc', new Blob([new TextEncoder().encode('%PDF-1.4 id')]), 'id.pdf');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, ...op.authHeader },
  });
  expect(res.statusCode).toBe(200);
  return op;
}

function asAdmin(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: admin.authHeader, payload });
}

describe('admin review of operators', () => {
  it('lists pending operators with their documents', async () => {
    const op = await submitted();
    await createUser(t.app, { type: 'operator' }); // not submitted: not pending
    const res = await asAdmin('GET', '/api/admin/operators?status=pending');
    expect(res.statusCode).toBe(200);
    const item = res.json().items.find((i: { user: { id: string } }) => i.user.id === op.user.id);
    expect(item.user.verification_status).toBe('pending');
    expect(item.submitted_at).toEqual(expect.any(String));
    expect(item.documents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'business_license',
          download_url: expect.stringMatching(/^\/api\/admin\/documents\//),
        }),
        expect.objectContaining({ kind: 'identification_doc' }),
      ]),
    );
    expect(item.documents).toHaveLength(2);
    expect(
      res
        .json()
        .items.every(
          (i: { user: { verification_status: string } }) => i.user.verification_status === 'pending',
        ),
    ).toBe(true);
  });

  it('approves: is_verified and status approved at once, and the operator is notified', async () => {
    const op = await submitted('transporter');
    const res = await asAdmin('POST', `/api/admin/operators/${op.user.id}/verify`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      is_verified: true,
      verification_status: 'approved',
      rejection_reason: null,
    });
    // Effective at once, with the same access token (the user is read from the database).
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: op.authHeader });
    expect(me.json().is_verified).toBe(true);
    const notes = await t.app.inject({ method: 'GET', url: '/api/notifications/', headers: op.authHeader });
    expect(notes.json().items[0]).toMatchObject({ type: 'success', title: 'Verification approved' });
    const pending = await asAdmin('GET', '/api/admin/operators?status=pending');
    expect(pending.json().items.some((i: { user: { id: string } }) => i.user.id === op.user.id)).toBe(false);
  });

  it('rejects with a reason the operator sees; a new submission is pending again', async () => {
    const op = await submitted();
    const missing = await asAdmin('POST', `/api/admin/operators/${op.user.id}/reject`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ reason: [M.rejectionReasonRequired] });

    const res = await asAdmin('POST', `/api/admin/operators/${op.user.id}/reject`, {
      reason: 'The business license is not readable.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      is_verified: false,
      verification_status: 'rejected',
      rejection_reason: 'The business license is not readable.',
    });
    const notes = await t.app.inject({ method: 'GET', url: '/api/notifications/', headers: op.authHeader });
    expect(notes.json().items[0]).toMatchObject({ type: 'warning', title: 'Verification not approved' });
    expect(notes.json().items[0].message).toContain('The business license is not readable.');

    const form = new FormData();
    form.append('company_name', 'Kilele Safaris Ltd');
    form.append('phone_number', '+255754000001');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, ...op.authHeader },
    });
    expect(again.json()).toMatchObject({
      verification_status: 'pending',
      rejection_reason: null,
      company_name: 'Kilele Safaris Ltd',
    });
  });

  it('answers 404 for unknown operators and for non-operators', async () => {
    const traveler = await createUser(t.app);
    expect((await asAdmin('POST', `/api/admin/operators/${traveler.user.id}/verify`)).statusCode).toBe(404);
    expect(
      (await asAdmin('POST', '/api/admin/operators/00000000-0000-0000-0000-000000000000/verify')).statusCode,
    ).toBe(404);
    expect((await asAdmin('POST', '/api/admin/operators/nope/verify')).statusCode).toBe(404);
  });

  it('is forbidden (403) to travelers and operators, verified or not, and 401 to guests', async () => {
    const op = await submitted();
    const users = [
      await createUser(t.app),
      await createUser(t.app, { type: 'operator', is_verified: true }),
      await createUser(t.app, { type: 'operator', operator_type: 'transporter' }),
    ];
    const calls = [
      ['GET', '/api/admin/operators?status=pending', undefined],
      ['POST', `/api/admin/operators/${op.user.id}/verify`, undefined],
      ['POST', `/api/admin/operators/${op.user.id}/reject`, { reason: 'no' }],
    ] as const;
    for (const [method, url, payload] of calls) {
      for (const user of users) {
        const res = await t.app.inject({ method, url, headers: user.authHeader, payload });
        expect(res.statusCode, `${method} ${url} as ${user.user.type}`).toBe(403);
      }
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: op.authHeader });
    expect(me.json().verification_status).toBe('pending');
  });
});

describe('createAdmin (npm run admin:create)', () => {
  it('creates an admin who can sign in, and refuses to promote an existing non-admin', async () => {
    const result = await createAdmin(t.app.db, {
      email: 'Chief@Example.com',
      password: 'zanzibar-spice-route',
    });
    expect(result.created).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'chief@example.com', password: 'zanzibar-spice-route' },
    });
    expect(login.json().user).toMatchObject({ type: 'admin', email: 'chief@example.com' });
    const again = await createAdmin(t.app.db, {
      email: 'chief@example.com',
      password: 'zanzibar-spice-route-2',
    });
    expect(again).toEqual({ id: result.id, created: false });

    const traveler = await createUser(t.app);
    await expect(
      createAdmin(t.app.db, { email: traveler.user.email, password: 'zanzibar-spice-route' }),
    ).rejects.toThrow(AdminCreateError);
    await expect(createAdmin(t.app.db, { email: 'x@example.com', password: 'password1' })).rejects.toThrow(
      /common/,
    );
    await expect(createAdmin(t.app.db, { email: 'bad', password: 'zanzibar-spice-route' })).rejects.toThrow(
      /email/,
    );
  });
});
