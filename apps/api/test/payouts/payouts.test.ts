import { randomBytes } from 'node:crypto';
import { earningsReleasedPosting, formatMinorUnits, paymentReceivedPosting, translate } from '@dala/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutMethods, payouts } from '../../src/db/schema';
import { operatorBalances, postLedger, unbalancedTransactions } from '../../src/modules/ledger';
import { applyPayoutEvent } from '../../src/modules/payouts';
import { applyPayoutStatus, checkSendingPayouts } from '../../src/modules/payouts/payout-sending';
import { createUser, outboxMails, waitForMails, type TestUser } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Issue 14, operator payouts: balances from the ledger, the statement and its CSV, payout methods
 * (password, mailed code), payout requests (limits, one open at a time even under concurrency), the
 * admin's approval (the job sends it through the sandbox, which pays at once) or rejection, a failed or
 * reversed payout returning the money to available, and who may see what.
 */

let t: TestApp;
let admin: TestUser;
let traveler: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { type: 'admin' });
  traveler = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const operator = () =>
  createUser(t.app, { type: 'operator', operator_type: 'tour_operator', is_verified: true });

/** A payment of `amount` less 10 % commission, released after the trip when `release` (default). */
async function earn(operatorId: string, amount: number, currency: 'TZS' | 'USD', release = true) {
  const id = randomBytes(6).toString('hex');
  await t.app.db.transaction(async (tx) => {
    const received = paymentReceivedPosting({
      operatorId,
      amountMinor: amount,
      currency,
      commissionBasisPoints: 1000,
    });
    await postLedger(tx, received, { key: `test-payment:${id}` });
    if (release) {
      await postLedger(
        tx,
        earningsReleasedPosting({ operatorId, amountMinor: amount - received.commissionMinor, currency }),
        { key: `test-release:${id}` },
      );
    }
  });
}

async function api(user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api${url}`, headers: user?.authHeader ?? {}, payload });
}

/** The 6-digit code of the newest mail about the method whose number ends `last4`. */
async function mailedCode(op: TestUser, last4: string, count = 1): Promise<string> {
  for (let waited = 0; ; waited += 25) {
    const mails = outboxMails(t.dataDir, op.user.email).filter((m) => m.includes(`ending ${last4}`));
    const match = mails.length >= count ? /: (\d{6})\b/.exec(mails[mails.length - 1]!) : null;
    if (match) return match[1]!;
    if (waited > 5000) throw new Error(`no code mailed for ${last4}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function verifiedMethod(op: TestUser): Promise<string> {
  const added = await api(op, 'POST', '/operator/payout-methods', {
    kind: 'mobile_money',
    network: 'mpesa',
    phone: '0754 123 456',
    current_password: op.password,
  });
  expect(added.statusCode, added.body).toBe(201);
  const code = await mailedCode(op, '3456');
  const verified = await api(op, 'POST', `/operator/payout-methods/${added.json().id}/verify`, { code });
  expect(verified.statusCode, verified.body).toBe(200);
  return added.json().id as string;
}

async function waitForStatus(id: string, statuses: string[]): Promise<string> {
  for (let waited = 0; ; waited += 25) {
    const [row] = await t.app.db.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, id));
    if (row && statuses.includes(row.status)) return row.status;
    if (waited > 10_000) throw new Error(`payout ${id} is still ${row?.status}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The ledger's balances, with -0 read as 0 (a sum of nothing negated). */
async function balanceOf(operatorId: string, currency: string) {
  const balance = (await operatorBalances(t.app.db, operatorId)).find((b) => b.currency === currency);
  return balance && Object.fromEntries(Object.entries(balance).map(([k, v]) => [k, v === 0 ? 0 : v]));
}

describe('earnings and statement', () => {
  it('answers pending, available, in flight and paid out per currency, with the minimums', async () => {
    const op = await operator();
    await earn(op.user.id, 5_000_000, 'TZS'); // TSh 50,000 → 45,000 available
    await earn(op.user.id, 100_000, 'USD', false); // $1,000 → $900 pending
    const res = await api(op, 'GET', '/operator/earnings');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.balances).toEqual([
      {
        currency: 'TZS',
        pending_cents: 0,
        available_cents: 4_500_000,
        in_flight_cents: 0,
        paid_out_cents: 0,
        minimum_payout_cents: 1_000_000,
      },
      {
        currency: 'USD',
        pending_cents: 90_000,
        available_cents: 0,
        in_flight_cents: 0,
        paid_out_cents: 0,
        minimum_payout_cents: 1_000,
      },
    ]);
    expect(body.open_payout).toBeNull();
    expect(body.payout_provider_configured).toBe(true);
    expect(body.minimum_payout_cents).toEqual({ TZS: 1_000_000, USD: 1_000 });
  });

  it('lists every movement of a month with totals, and downloads it as CSV', async () => {
    const op = await operator();
    await earn(op.user.id, 5_000_000, 'TZS');
    const month = new Date().toISOString().slice(0, 7);
    const res = await api(op, 'GET', `/operator/earnings/statement?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.month).toBe(month);
    expect(body.months).toEqual([month]);
    expect(
      body.lines.map((l: { movement: string; account: string; amount_cents: number }) => [
        l.movement,
        l.account,
        l.amount_cents,
      ]),
    ).toEqual([
      ['payment_received', 'pending', 4_500_000],
      ['earnings_released', 'pending', -4_500_000],
      ['earnings_released', 'available', 4_500_000],
    ]);
    expect(body.totals).toEqual([
      { currency: 'TZS', earned_cents: 4_500_000, released_cents: 4_500_000, paid_out_cents: 0 },
    ]);

    const empty = await api(op, 'GET', '/operator/earnings/statement?month=2001-01');
    expect(empty.json().lines).toEqual([]);
    expect(empty.json().months).toEqual([month]);
    const bad = await api(op, 'GET', '/operator/earnings/statement?month=2024-13');
    expect(bad.statusCode).toBe(400);

    const csv = await api(op, 'GET', `/operator/earnings/statement.csv?month=${month}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="dala-statement-${month}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Date","Movement","Balance","Booking","Payout","Amount","Currency"');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('"Released after the trip","Pending","","","-45000.00","TZS"');
  });

  it('another operator sees none of it', async () => {
    const other = await operator();
    const res = await api(other, 'GET', '/operator/earnings');
    expect(res.json().balances).toEqual([]);
  });
});

describe('payout methods', () => {
  it('needs the current password, and masks the number', async () => {
    const op = await operator();
    const wrong = await api(op, 'POST', '/operator/payout-methods', {
      kind: 'mobile_money',
      network: 'mpesa',
      phone: '0754123456',
      current_password: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.current_password).toBeDefined();
    const missing = await api(op, 'POST', '/operator/payout-methods', {
      kind: 'mobile_money',
      network: 'mpesa',
      phone: '0754123456',
    });
    expect(missing.statusCode).toBe(400);
    const badPhone = await api(op, 'POST', '/operator/payout-methods', {
      kind: 'mobile_money',
      network: 'mpesa',
      phone: '12345',
      current_password: op.password,
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().fields.phone).toEqual([translate('en', 'payouts.phoneInvalid')]);
    const badNetwork = await api(op, 'POST', '/operator/payout-methods', {
      kind: 'mobile_money',
      network: 'tigo',
      phone: '0754123456',
      current_password: op.password,
    });
    expect(badNetwork.statusCode).toBe(400);

    const bank = await api(op, 'POST', '/operator/payout-methods', {
      kind: 'bank',
      bank_name: 'CRDB Bank',
      account_name: 'Kilima Safaris Ltd',
      account_number: '0150 1234 5678 90',
      current_password: op.password,
    });
    expect(bank.statusCode, bank.body).toBe(201);
    expect(bank.json()).toMatchObject({
      kind: 'bank',
      status: 'unverified',
      account_number_masked: '••••••••••7890',
      code_pending: true,
    });
    expect(bank.body).not.toContain('0150123456');
    const [row] = await t.app.db.select().from(payoutMethods).where(eq(payoutMethods.id, bank.json().id));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const mail = (await waitForMails(t.dataDir, op.user.email)).at(-1)!;
    expect(mail).toContain('CRDB Bank account ending 7890');
    expect(mail).not.toContain('0150123456');
  });

  it('takes the mailed code; a wrong code uses a try, an expired one is refused, resend gives a new one', async () => {
    const op = await operator();
    const added = await api(op, 'POST', '/operator/payout-methods', {
      kind: 'mobile_money',
      network: 'airtel',
      phone: '+255 688 111 222',
      current_password: op.password,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().phone_masked).toBe('••••••••1222');
    const id = added.json().id as string;
    const code = await mailedCode(op, '1222');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await api(op, 'POST', `/operator/payout-methods/${id}/verify`, { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.code).toEqual([translate('en', 'payouts.codeWrong', { count: 4 })]);
    const malformed = await api(op, 'POST', `/operator/payout-methods/${id}/verify`, { code: '12ab' });
    expect(malformed.statusCode).toBe(400);

    await t.app.db
      .update(payoutMethods)
      .set({ codeExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(payoutMethods.id, id));
    const expired = await api(op, 'POST', `/operator/payout-methods/${id}/verify`, { code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().fields.code).toEqual([translate('en', 'payouts.codeExpired')]);

    const resent = await api(op, 'POST', `/operator/payout-methods/${id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    const fresh = await mailedCode(op, '1222', 2);
    const ok = await api(op, 'POST', `/operator/payout-methods/${id}/verify`, { code: fresh });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'verified', code_pending: false });
    const again = await api(op, 'POST', `/operator/payout-methods/${id}/verify`, { code: fresh });
    expect(again.statusCode).toBe(409);
  });

  it('locks the code after 5 wrong tries', async () => {
    const op = await operator();
    const added = await api(op, 'POST', '/operator/payout-methods', {
      kind: 'mobile_money',
      network: 'mixx',
      phone: '0655 000 111',
      current_password: op.password,
    });
    const id = added.json().id as string;
    const code = await mailedCode(op, '0111');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await api(op, 'POST', `/operator/payout-methods/${id}/verify`, { code: wrongCode });
    const right = await api(op, 'POST', `/operator/payout-methods/${id}/verify`, { code });
    expect(right.statusCode).toBe(400);
    expect(right.json().fields.code).toEqual([translate('en', 'payouts.codeNoTriesLeft')]);
  });

  it('removes a method only with the password; another operator’s method is 404', async () => {
    const op = await operator();
    const other = await operator();
    const id = await verifiedMethod(op);
    expect(
      (
        await api(other, 'POST', `/operator/payout-methods/${id}/remove`, {
          current_password: other.password,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api(other, 'POST', `/operator/payout-methods/${id}/verify`, { code: '123456' })).statusCode,
    ).toBe(404);
    expect((await api(other, 'POST', `/operator/payout-methods/${id}/resend`)).statusCode).toBe(404);
    expect((await api(other, 'GET', '/operator/payout-methods')).json().items).toEqual([]);
    const wrong = await api(op, 'POST', `/operator/payout-methods/${id}/remove`, {
      current_password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(400);
    const removed = await api(op, 'POST', `/operator/payout-methods/${id}/remove`, {
      current_password: op.password,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await api(op, 'GET', '/operator/payout-methods')).json().items).toEqual([]);
  });
});

describe('payout requests', () => {
  it('refuses an unverified method, over available, below the minimum and nothing available', async () => {
    const op = await operator();
    await earn(op.user.id, 2_000_000, 'TZS'); // 18,000 available
    const unverified = await api(op, 'POST', '/operator/payout-methods', {
      kind: 'mobile_money',
      network: 'halopesa',
      phone: '0621 000 111',
      current_password: op.password,
    });
    const r1 = await api(op, 'POST', '/operator/payouts', {
      method_id: unverified.json().id,
      currency: 'TZS',
    });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().fields.method_id).toEqual([translate('en', 'payouts.methodUnverified')]);

    const method = await verifiedMethod(op);
    const over = await api(op, 'POST', '/operator/payouts', {
      method_id: method,
      currency: 'TZS',
      amount_cents: 1_800_001,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields.amount_cents).toEqual([
      translate('en', 'payouts.overAvailable', { available: formatMinorUnits(1_800_000, 'TZS') }),
    ]);
    const below = await api(op, 'POST', '/operator/payouts', {
      method_id: method,
      currency: 'TZS',
      amount_cents: 999_900,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().fields.amount_cents).toEqual([
      translate('en', 'payouts.belowMinimum', { minimum: formatMinorUnits(1_000_000, 'TZS') }),
    ]);
    const none = await api(op, 'POST', '/operator/payouts', { method_id: method, currency: 'USD' });
    expect(none.statusCode).toBe(400);
    const badCurrency = await api(op, 'POST', '/operator/payouts', { method_id: method, currency: 'EUR' });
    expect(badCurrency.statusCode).toBe(400);

    const other = await operator();
    const notMine = await api(other, 'POST', '/operator/payouts', { method_id: method, currency: 'TZS' });
    expect(notMine.statusCode).toBe(404);
  });

  it('lets exactly one of 8 concurrent requests win; the ledger stays balanced', async () => {
    const op = await operator();
    await earn(op.user.id, 10_000_000, 'TZS'); // 90,000 available
    const method = await verifiedMethod(op);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api(op, 'POST', '/operator/payouts', { method_id: method, currency: 'TZS', amount_cents: 2_000_000 }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().detail).toBe(translate('en', 'payouts.alreadyOpen'));
    }
    expect(await balanceOf(op.user.id, 'TZS')).toMatchObject({
      availableMinor: 7_000_000,
      inFlightMinor: 2_000_000,
    });
    expect(await unbalancedTransactions(t.app.db)).toEqual([]);
    const earnings = (await api(op, 'GET', '/operator/earnings')).json();
    expect(earnings.open_payout).toMatchObject({ status: 'requested', amount_cents: 2_000_000 });
    expect(earnings.open_payout.reference).toMatch(/^[A-Z0-9]{1,30}$/);
    // The method of an open payout cannot be removed.
    const remove = await api(op, 'POST', `/operator/payout-methods/${method}/remove`, {
      current_password: op.password,
    });
    expect(remove.statusCode).toBe(409);
  });

  it('approved: the job sends it through the sandbox and it is paid; the operator is told', async () => {
    const op = await operator();
    await earn(op.user.id, 100_000, 'USD'); // $900 available
    const method = await verifiedMethod(op);
    const requested = await api(op, 'POST', '/operator/payouts', { method_id: method, currency: 'USD' });
    expect(requested.statusCode, requested.body).toBe(201);
    const id = requested.json().id as string;
    expect(requested.json().amount_cents).toBe(90_000);

    expect((await api(op, 'POST', `/admin/payouts/${id}/approve`)).statusCode).toBe(403);
    const listed = await api(admin, 'GET', '/admin/payouts?status=requested');
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .items.some(
          (p: { id: string; operator: { company_name: string } }) =>
            p.id === id && p.operator.company_name === 'Test Safaris Ltd',
        ),
    ).toBe(true);

    const approved = await api(admin, 'POST', `/admin/payouts/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(['approved', 'sending', 'paid']).toContain(approved.json().status);
    expect(await waitForStatus(id, ['paid', 'failed'])).toBe('paid');
    const [row] = await t.app.db.select().from(payouts).where(eq(payouts.id, id));
    expect(row).toMatchObject({
      sentCurrency: 'TZS',
      tzsPerUsdHundredths: 250_000,
      sentAmountMinor: 225_000_000,
      provider: 'sandbox',
    });
    expect(await balanceOf(op.user.id, 'USD')).toMatchObject({
      availableMinor: 0,
      inFlightMinor: 0,
      paidOutMinor: 90_000,
    });
    const mails = await waitForMails(t.dataDir, op.user.email, 2);
    expect(mails.some((m) => m.includes(`Payout ${row!.reference} sent`))).toBe(true);
    const again = await api(admin, 'POST', `/admin/payouts/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(await unbalancedTransactions(t.app.db)).toEqual([]);
  });

  it('rejected: the money is available again and the operator is told why', async () => {
    const op = await operator();
    await earn(op.user.id, 3_000_000, 'TZS');
    const method = await verifiedMethod(op);
    const id = (await api(op, 'POST', '/operator/payouts', { method_id: method, currency: 'TZS' })).json()
      .id as string;
    const noReason = await api(admin, 'POST', `/admin/payouts/${id}/reject`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await api(admin, 'POST', `/admin/payouts/${id}/reject`, {
      reason: 'Account name differs from the company.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      failure_reason: 'Account name differs from the company.',
    });
    expect(await balanceOf(op.user.id, 'TZS')).toMatchObject({ availableMinor: 2_700_000, inFlightMinor: 0 });
    const history = (await api(op, 'GET', '/operator/payouts')).json();
    expect(history.items.map((p: { status: string }) => p.status)).toEqual(['rejected']);
    // A new request may follow.
    expect(
      (await api(op, 'POST', '/operator/payouts', { method_id: method, currency: 'TZS' })).statusCode,
    ).toBe(201);
  });

  it('a failed payout returns the money to available; a reversal after success posts once; duplicates change nothing', async () => {
    const op = await operator();
    await earn(op.user.id, 3_000_000, 'TZS'); // 27,000 available
    const method = await verifiedMethod(op);
    const first = (await api(op, 'POST', '/operator/payouts', { method_id: method, currency: 'TZS' })).json()
      .id as string;
    // As if approved and handed to the provider (no job: the test plays the provider's answers).
    await t.app.db
      .update(payouts)
      .set({ status: 'sending', provider: 'sandbox' })
      .where(eq(payouts.id, first));
    const failed = { state: 'failed' as const, providerState: 'FAILED', providerReference: 'sbx_po_x1' };
    expect(await applyPayoutStatus(t.app, first, failed)).toEqual({ duplicate: false });
    expect(await applyPayoutStatus(t.app, first, failed)).toEqual({ duplicate: true });
    // A success reported after the failure is ignored: the money is already available again.
    expect(await applyPayoutStatus(t.app, first, { ...failed, state: 'succeeded' })).toEqual({
      duplicate: true,
    });
    expect(await balanceOf(op.user.id, 'TZS')).toMatchObject({
      availableMinor: 2_700_000,
      inFlightMinor: 0,
      paidOutMinor: 0,
    });
    const [failedRow] = await t.app.db.select().from(payouts).where(eq(payouts.id, first));
    expect(failedRow).toMatchObject({
      status: 'failed',
      failureReason: 'The provider could not send the payout (FAILED)',
    });
    await waitForMails(t.dataDir, op.user.email, 2);

    // Paid by a signed webhook, then reversed by another; replays of each change nothing.
    const second = (
      await api(op, 'POST', '/operator/payouts', { method_id: method, currency: 'TZS' })
    ).json();
    await t.app.db
      .update(payouts)
      .set({ status: 'sending', provider: 'sandbox' })
      .where(eq(payouts.id, second.id));
    const event = (eventId: string, state: 'succeeded' | 'failed') => ({
      eventId,
      state,
      providerState: state === 'succeeded' ? 'SUCCESS' : 'REVERSED',
      providerReference: second.reference as string,
      findBy: 'our_reference' as const,
      authenticated: true,
      raw: { test: true },
      payout: true,
    });
    expect(await applyPayoutEvent(t.app, 'sandbox', event('evt-paid', 'succeeded'))).toEqual({
      duplicate: false,
    });
    expect(await applyPayoutEvent(t.app, 'sandbox', event('evt-paid', 'succeeded'))).toEqual({
      duplicate: true,
    });
    expect(await balanceOf(op.user.id, 'TZS')).toMatchObject({ availableMinor: 0, paidOutMinor: 2_700_000 });
    expect(await applyPayoutEvent(t.app, 'sandbox', event('evt-reversed', 'failed'))).toEqual({
      duplicate: false,
    });
    expect(await applyPayoutEvent(t.app, 'sandbox', event('evt-reversed', 'failed'))).toEqual({
      duplicate: true,
    });
    expect(await applyPayoutEvent(t.app, 'sandbox', event('evt-reversed-2', 'failed'))).toEqual({
      duplicate: true,
    });
    expect(await balanceOf(op.user.id, 'TZS')).toMatchObject({
      availableMinor: 2_700_000,
      inFlightMinor: 0,
      paidOutMinor: 0,
    });
    const [reversed] = await t.app.db.select().from(payouts).where(eq(payouts.id, second.id));
    expect(reversed!.status).toBe('failed');
    expect(reversed!.failureReason).toBe('The provider reversed the payout (REVERSED)');

    await expect(
      applyPayoutEvent(t.app, 'sandbox', {
        ...event('evt-unknown', 'succeeded'),
        providerReference: 'PONOSUCHPAYOUT',
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await unbalancedTransactions(t.app.db)).toEqual([]);
  });
});

describe('payouts still being sent', () => {
  it('are asked about by the status job until final; an unsigned event is confirmed by a query', async () => {
    const op = await operator();
    await earn(op.user.id, 5_000_000, 'TZS');
    const method = await verifiedMethod(op);
    const first = (
      await api(op, 'POST', '/operator/payouts', {
        method_id: method,
        currency: 'TZS',
        amount_cents: 1_000_000,
      })
    ).json();
    // Handed to the provider a while ago, no answer since (the sandbox's query says it is paid).
    await t.app.db
      .update(payouts)
      .set({ status: 'sending', provider: 'sandbox', decidedAt: sql`now() - interval '10 minutes'` })
      .where(eq(payouts.id, first.id));
    const run = await checkSendingPayouts(t.app);
    expect(run.final).toBeGreaterThanOrEqual(1);
    expect(await waitForStatus(first.id, ['paid'])).toBe('paid');

    const second = (
      await api(op, 'POST', '/operator/payouts', {
        method_id: method,
        currency: 'TZS',
        amount_cents: 1_000_000,
      })
    ).json();
    await t.app.db
      .update(payouts)
      .set({ status: 'sending', provider: 'sandbox' })
      .where(eq(payouts.id, second.id));
    // Unsigned, and claiming failure: only a hint; the provider's answer (paid) decides.
    const hint = {
      eventId: 'unsigned-1',
      state: 'failed' as const,
      providerState: 'FAILED',
      providerReference: second.reference as string,
      findBy: 'our_reference' as const,
      authenticated: false,
      raw: {},
      payout: true,
    };
    expect(await applyPayoutEvent(t.app, 'sandbox', hint)).toEqual({ duplicate: false });
    expect(await waitForStatus(second.id, ['paid', 'failed'])).toBe('paid');
    expect(await balanceOf(op.user.id, 'TZS')).toMatchObject({
      availableMinor: 2_500_000,
      paidOutMinor: 2_000_000,
    });
    expect(await unbalancedTransactions(t.app.db)).toEqual([]);
  });
});

describe('authorization', () => {
  it('anonymous 401, travelers and admins 403 on the operator routes, operators 403 on the admin routes', async () => {
    const op = await operator();
    for (const url of [
      '/operator/earnings',
      '/operator/payout-methods',
      '/operator/payouts',
      '/operator/earnings/statement',
    ]) {
      expect((await api(null, 'GET', url)).statusCode).toBe(401);
      expect((await api(traveler, 'GET', url)).statusCode).toBe(403);
      expect((await api(admin, 'GET', url)).statusCode).toBe(403);
    }
    expect((await api(null, 'GET', '/admin/payouts')).statusCode).toBe(401);
    expect((await api(op, 'GET', '/admin/payouts')).statusCode).toBe(403);
    expect((await api(traveler, 'GET', '/admin/payouts')).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api(admin, 'POST', `/admin/payouts/${unknown}/approve`)).statusCode).toBe(404);
    expect((await api(admin, 'POST', '/admin/payouts/not-a-uuid/approve')).statusCode).toBe(400);
  });
});
