import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema';
import { englishTexts } from '../messages';
import { createTestApp, type TestApp } from '../test-app';
import {
  createUser,
  outboxMails,
  refreshHeaders,
  TEST_PASSWORD,
  type TestUser,
} from '../identity/auth-helpers';
import { paidSafariBooking } from '../bookings/helpers';
import { multipart } from '../safaris/helpers';
import { pdfBytes, vehicleBody } from '../transport/fleet-helpers';
import { transporter } from '../transport/fixtures';
import { addDays, todayInTanzania } from '@dala/shared';

const M = englishTexts({
  documentsMissing: 'admin.documentsMissing',
  cannotDisableSelf: 'admin.cannotDisableSelf',
  accountDisabled: 'admin.accountDisabled',
  disableReasonRequired: 'admin.disableReasonRequired',
} as const);

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { type: 'admin', first_name: 'Amani', last_name: 'Admin' });
});
afterAll(() => t.close());

function asAdmin(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: admin.authHeader, payload });
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
  8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

/** The operator's verification form, with the given documents (one request per call: steps). */
async function submit(
  op: TestUser,
  documents: Partial<Record<'business_license' | 'identification_doc', Uint8Array>>,
) {
  const form = new FormData();
  form.append('company_name', op.user.company_name ?? 'Ngorongoro Trails Ltd');
  form.append('phone_number', '+255754000000');
  for (const [kind, bytes] of Object.entries(documents)) {
    form.append(kind, new Blob([bytes]), kind === 'identification_doc' ? 'passport.png' : 'license.pdf');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, ...op.authHeader },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function auditEntries(targetId: string) {
  return t.app.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
}

describe('operator verification queue', () => {
  it('refuses approval until a business license and an identification document are on file, in steps', async () => {
    const op = await createUser(t.app, { type: 'operator', company_name: 'Ngorongoro Trails Ltd' });
    await submit(op, { business_license: PDF });

    const queue = await asAdmin('GET', '/api/admin/operators?status=pending&page_size=100');
    const item = queue.json().items.find((i: { user: { id: string } }) => i.user.id === op.user.id);
    expect(item).toMatchObject({
      missing_documents: ['identification_doc'],
      company_address: '',
      disabled_at: null,
    });

    const refused = await asAdmin('POST', `/api/admin/operators/${op.user.id}/verify`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict', detail: M.documentsMissing });
    expect((await auditEntries(op.user.id)).length).toBe(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: op.authHeader });
    expect(me.json()).toMatchObject({ is_verified: false, verification_status: 'pending' });

    // The second step: the identification document alone; the license stays on file.
    await submit(op, { identification_doc: PNG });
    const ready = await asAdmin('GET', '/api/admin/operators?status=pending&page_size=100');
    const now = ready.json().items.find((i: { user: { id: string } }) => i.user.id === op.user.id);
    expect(now.missing_documents).toEqual([]);
    expect(now.documents.map((d: { kind: string }) => d.kind).sort()).toEqual([
      'business_license',
      'identification_doc',
    ]);

    const approved = await asAdmin('POST', `/api/admin/operators/${op.user.id}/verify`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ is_verified: true, verification_status: 'approved' });

    const [entry] = await auditEntries(op.user.id);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      action: 'operator.approve',
      targetType: 'operator',
      before: { verification_status: 'pending', is_verified: false },
      after: { verification_status: 'approved', is_verified: true },
    });

    await t.app.jobs.settle();
    const mails = outboxMails(t.dataDir, op.user.email);
    expect(mails.some((m) => m.includes('Your Dala Rides operator account is verified'))).toBe(true);
  });

  it('rejects with a reason: notified, mailed and audited', async () => {
    const op = await createUser(t.app, { type: 'operator', company_name: 'Serengeti Dust Ltd' });
    await submit(op, { business_license: PDF });
    const res = await asAdmin('POST', `/api/admin/operators/${op.user.id}/reject`, {
      reason: 'The license is for another company.',
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await auditEntries(op.user.id);
    expect(entry).toMatchObject({
      action: 'operator.reject',
      reason: 'The license is for another company.',
      before: { verification_status: 'pending', rejection_reason: null },
      after: { verification_status: 'rejected', rejection_reason: 'The license is for another company.' },
    });
    await t.app.jobs.settle();
    const mail = outboxMails(t.dataDir, op.user.email).find((m) => m.includes('needs another look'));
    expect(mail).toContain('The license is for another company.');
  });
});

describe('users', () => {
  it('searches by name, email or company, filters by type and state, paginates', async () => {
    const traveler = await createUser(t.app, { first_name: 'Zawadi', last_name: 'Kilonzo' });
    await createUser(t.app, { type: 'operator', company_name: 'Zawadi Tours_100% Ltd' });
    const byName = await asAdmin('GET', '/api/admin/users?q=zawadi%20kilo');
    expect(byName.json().items.map((u: { id: string }) => u.id)).toEqual([traveler.user.id]);
    const both = await asAdmin('GET', '/api/admin/users?q=ZAWADI');
    expect(both.json().total).toBe(2);
    // Pattern characters are searched as themselves.
    expect((await asAdmin('GET', '/api/admin/users?q=_100%25')).json().total).toBe(1);
    expect((await asAdmin('GET', '/api/admin/users?q=%25%25%25')).json().total).toBe(0);
    const operators = await asAdmin('GET', '/api/admin/users?q=zawadi&type=operator');
    expect(operators.json().items).toEqual([
      expect.objectContaining({ type: 'operator', company_name: 'Zawadi Tours_100% Ltd', disabled_at: null }),
    ]);
    const page = await asAdmin('GET', '/api/admin/users?page=2&page_size=1');
    expect(page.json()).toMatchObject({ page: 2, page_size: 1, items: [expect.any(Object)] });
    expect(page.json().total).toBeGreaterThan(2);
    const bad = await asAdmin('GET', `/api/admin/users?q=${'x'.repeat(101)}&state=frozen`);
    expect(bad.statusCode).toBe(400);
  });

  it('shows one account with its bookings count, sessions and last sign-in', async () => {
    const { traveler } = await paidSafariBooking(t.app, 'admin-detail');
    const res = await asAdmin('GET', `/api/admin/users/${traveler.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: traveler.user.id,
      bookings_count: 1,
      active_sessions: 1,
      last_sign_in_at: expect.any(String),
      documents: [],
      disabled_at: null,
    });
    expect((await asAdmin('GET', '/api/admin/users/nope')).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/admin/users/00000000-0000-0000-0000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('disable ends the sessions at once: refresh fails, the access token is refused, sign-in is refused', async () => {
    const user = await createUser(t.app);
    const missing = await asAdmin('POST', `/api/admin/users/${user.user.id}/disable`, { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ reason: [M.disableReasonRequired] });

    const res = await asAdmin('POST', `/api/admin/users/${user.user.id}/disable`, {
      reason: 'Card fraud reported by the bank',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      disabled_at: expect.any(String),
      disabled_reason: 'Card fraud reported by the bank',
      active_sessions: 0,
    });

    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.authHeader });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh',
      headers: refreshHeaders(user.refreshToken),
    });
    expect(refresh.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'account_disabled', detail: M.accountDisabled });
    // A wrong password learns nothing about the account's state.
    const guess = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.user.email, password: 'not-the-password-1' },
    });
    expect(guess.statusCode).toBe(401);

    const again = await asAdmin('POST', `/api/admin/users/${user.user.id}/disable`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    const disabled = await asAdmin(
      'GET',
      `/api/admin/users?state=disabled&q=${encodeURIComponent(user.user.email)}`,
    );
    expect(disabled.json().total).toBe(1);

    const enabled = await asAdmin('POST', `/api/admin/users/${user.user.id}/enable`, {
      reason: 'The bank withdrew the report',
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({ disabled_at: null, disabled_reason: null });
    // The old sessions stay ended; a new sign-in works.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.authHeader })).statusCode,
    ).toBe(401);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.user.email, password: TEST_PASSWORD },
    });
    expect(back.statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/admin/users/${user.user.id}/enable`, {})).statusCode).toBe(409);

    const entries = await auditEntries(user.user.id);
    const disable = entries.find((e) => e.action === 'user.disable');
    const enable = entries.find((e) => e.action === 'user.enable');
    expect(disable).toMatchObject({
      actorId: admin.user.id,
      targetType: 'user',
      before: { disabled_at: null },
      after: { disabled_at: expect.any(String), disabled_reason: 'Card fraud reported by the bank' },
      reason: 'Card fraud reported by the bank',
    });
    expect(enable).toMatchObject({
      before: { disabled_at: expect.any(String), disabled_reason: 'Card fraud reported by the bank' },
      after: { disabled_at: null, disabled_reason: null },
      reason: 'The bank withdrew the report',
    });
  });

  it('an admin cannot disable themself', async () => {
    const res = await asAdmin('POST', `/api/admin/users/${admin.user.id}/disable`, { reason: 'oops' });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(M.cannotDisableSelf);
    expect((await asAdmin('GET', '/api/admin/overview')).statusCode).toBe(200);
  });
});

describe('audit log', () => {
  it('lists entries newest first with who, what, target and before → after, filtered by action and actor', async () => {
    const other = await createUser(t.app, { type: 'admin' });
    const target = await createUser(t.app, { first_name: 'Baraka', last_name: 'Mollel' });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${target.user.id}/disable`,
      headers: other.authHeader,
      payload: { reason: 'Spam listings' },
    });
    const byActor = await asAdmin('GET', `/api/admin/audit?actor_id=${other.user.id}`);
    expect(byActor.statusCode).toBe(200);
    expect(byActor.json()).toMatchObject({ total: 1 });
    expect(byActor.json().items[0]).toMatchObject({
      actor: { id: other.user.id, email: other.user.email },
      action: 'user.disable',
      target_type: 'user',
      target_id: target.user.id,
      target_label: `Baraka Mollel (${target.user.email})`,
      before: { disabled_at: null },
      after: { disabled_reason: 'Spam listings' },
      reason: 'Spam listings',
    });
    const byAction = await asAdmin('GET', '/api/admin/audit?action=operator.approve');
    expect(byAction.json().items.every((e: { action: string }) => e.action === 'operator.approve')).toBe(
      true,
    );
    const all = await asAdmin('GET', '/api/admin/audit?page_size=100');
    const times = all.json().items.map((e: { created_at: string }) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await asAdmin('GET', '/api/admin/audit?action=drop%20table')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/audit?actor_id=nobody')).json().total).toBe(0);
  });

  it('records finance actions: commission and exchange rate changes', async () => {
    const commission = await asAdmin('POST', '/api/admin/finance/commission', {
      segment: 'safaris',
      percent: '12.5',
    });
    expect(commission.statusCode, commission.body).toBe(201);
    const rate = await asAdmin('POST', '/api/admin/finance/exchange-rate', { tzs_per_usd: '2600' });
    expect(rate.statusCode, rate.body).toBe(201);
    const [setCommission] = (await asAdmin('GET', '/api/admin/audit?action=commission.set')).json().items;
    expect(setCommission).toMatchObject({
      target_type: 'commission',
      target_id: 'safaris',
      before: { basis_points: 1000 },
      after: { basis_points: 1250 },
    });
    const [setRate] = (await asAdmin('GET', '/api/admin/audit?action=exchange_rate.set')).json().items;
    expect(setRate).toMatchObject({ after: { tzs_per_usd_hundredths: 260000 } });
  });
});

describe('fleet document review', () => {
  it('writes the decision to the audit log with the review status before → after and the reason', async () => {
    const owner = await transporter(t.app, { company_name: 'Audit Coaches' });
    const vehicle = await t.app.inject({
      method: 'POST',
      url: '/api/operator/vehicles',
      headers: owner.authHeader,
      payload: vehicleBody(),
    });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    const body = multipart(pdfBytes(), { expires_on: addDays(todayInTanzania(), 365) }, 'licence.pdf');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/operator/vehicles/${vehicle.json().id}/documents/latra_licence`,
      headers: { ...owner.authHeader, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
    const pending = await asAdmin('GET', '/api/admin/transport-documents?status=pending&page_size=100');
    const doc = pending
      .json()
      .items.find((d: { transporter: { id: string } }) => d.transporter.id === owner.user.id);
    const rejected = await asAdmin('POST', `/api/admin/transport-documents/${doc.id}/reject`, {
      reason: 'The licence has expired.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [entry] = await auditEntries(String(doc.id));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      action: 'transport_document.reject',
      targetType: 'transport_document',
      before: { review_status: 'pending', rejection_reason: null },
      after: { review_status: 'rejected', rejection_reason: 'The licence has expired.' },
      reason: 'The licence has expired.',
    });
  });
});

describe('overview', () => {
  it('counts what waits and this week’s bookings and revenue', async () => {
    const res = await asAdmin('GET', '/api/admin/overview');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      operators_to_verify: expect.any(Number),
      documents_to_review: 0,
      payouts_to_approve: 0,
      reviews_hidden: 0,
      week_start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // The booking paid in 'shows one account' above: confirmed this week, its deposit received.
    expect(body.bookings_this_week).toBeGreaterThanOrEqual(1);
    expect(body.revenue_this_week.length).toBeGreaterThanOrEqual(1);
    expect(body.revenue_this_week[0].amount_minor).toBeGreaterThan(0);
    expect(body.disabled_users).toBeGreaterThanOrEqual(1);
  });
});

describe('access', () => {
  it('every console route is 403 to travelers and operators and 401 to guests', async () => {
    const someone = await createUser(t.app);
    const users = [
      someone,
      await createUser(t.app, { type: 'operator', is_verified: true }),
      await createUser(t.app, { type: 'operator', operator_type: 'transporter', is_verified: true }),
    ];
    const calls = [
      ['GET', '/api/admin/overview', undefined],
      ['GET', '/api/admin/users', undefined],
      ['GET', `/api/admin/users/${someone.user.id}`, undefined],
      ['POST', `/api/admin/users/${someone.user.id}/disable`, { reason: 'no' }],
      ['POST', `/api/admin/users/${someone.user.id}/enable`, {}],
      ['GET', '/api/admin/audit', undefined],
      ['GET', '/api/admin/operators', undefined],
      ['GET', '/api/admin/transport-documents', undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      for (const user of users) {
        const res = await t.app.inject({ method, url, headers: user.authHeader, payload });
        expect(res.statusCode, `${method} ${url} as ${user.user.type}`).toBe(403);
      }
      expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
    }
    const me = await asAdmin('GET', `/api/admin/users/${someone.user.id}`);
    expect(me.json().disabled_at).toBeNull();
  });
});
