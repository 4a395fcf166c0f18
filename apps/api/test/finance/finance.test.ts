import { randomBytes, randomUUID } from 'node:crypto';
import {
  financeRoutes,
  fillPath,
  paymentReceivedPosting,
  splitRouteKey,
  translate,
  type RouteKey,
} from '@dala/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, refunds, users } from '../../src/db/schema';
import { SANDBOX_PROVIDER } from '../../src/lib/payments';
import { currentCommissionBasisPoints, currentTzsPerUsd, postLedger } from '../../src/modules/ledger';
import { monthStartInTanzania } from '../../src/modules/finance/finance.service';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Rows are inserted straight into the tables to construct each reconciliation problem (the ledger only
// through postLedger: it is append-only and must balance). The app's job worker is off, so no
// status-query or sweep job touches them behind the test's back.

let testApp: TestApp;
let app: FastifyInstance;
let admin: TestUser;
let traveler: TestUser;
let operator: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ env: { JOBS_ENABLED: 'false', TZS_PER_USD: '2500' } });
  app = testApp.app;
  [admin, traveler, operator] = await Promise.all([
    createUser(app, { type: 'admin', first_name: 'Amina', last_name: 'Said' }),
    createUser(app),
    createUser(app, { type: 'operator', operator_type: 'transporter', is_verified: true }),
  ]);
});
afterAll(() => testApp.close());

async function booking(): Promise<{ id: string; reference: string }> {
  const reference = `DR-${randomBytes(4).toString('hex').toUpperCase()}`;
  const [row] = await app.db
    .insert(bookings)
    .values({
      reference,
      kind: 'trip',
      travelerId: traveler.user.id,
      startDate: '2026-12-20',
      endDate: '2026-12-20',
      adults: 1,
      seats: 1,
      leadName: 'Neema Mushi',
      leadEmail: 'neema@example.com',
      leadPhone: '+255712345678',
      currency: 'TZS',
      subtotalCents: 3_500_000,
      totalCents: 3_500_000,
      depositPercent: 100,
      depositCents: 3_500_000,
      payInFull: true,
      commissionBasisPoints: 800,
      idempotencyKey: randomUUID(),
    })
    .returning({ id: bookings.id });
  return { id: row!.id, reference };
}

interface PaymentOptions {
  status: 'pending' | 'succeeded' | 'failed';
  providerState?: string | null;
  hoursAgo?: number;
  /** Post its `payment:<id>` receipt to the ledger. */
  ledger?: boolean;
  amount?: number;
}

async function payment(
  options: PaymentOptions,
): Promise<{ id: string; bookingId: string; reference: string }> {
  const b = await booking();
  const amount = options.amount ?? 3_500_000;
  const createdAt = new Date(Date.now() - (options.hoursAgo ?? 0.1) * 3_600_000);
  const [row] = await app.db
    .insert(payments)
    .values({
      bookingId: b.id,
      userId: traveler.user.id,
      kind: 'full',
      method: 'mobile_money',
      channel: 'mpesa',
      flow: 'push',
      provider: SANDBOX_PROVIDER,
      providerReference: `sbx_${randomBytes(16).toString('hex')}`,
      reference: `DRP${randomBytes(8).toString('hex').toUpperCase()}`,
      status: options.status,
      amountCents: amount,
      currency: 'TZS',
      chargedAmountMinor: amount,
      chargedCurrency: 'TZS',
      providerState: options.providerState ?? null,
      checkAttempts: 3,
      idempotencyKey: randomUUID(),
      createdAt,
      completedAt: options.status === 'pending' ? null : createdAt,
    })
    .returning({ id: payments.id });
  const id = row!.id;
  if (options.ledger) {
    await app.db.transaction(async (tx) => {
      const posted = await postLedger(
        tx,
        paymentReceivedPosting({
          operatorId: operator.user.id,
          amountMinor: amount,
          currency: 'TZS',
          commissionBasisPoints: 800,
        }),
        { key: `payment:${id}`, bookingId: b.id, paymentId: id },
      );
      expect(posted).toBe(true);
    });
  }
  return { id, bookingId: b.id, reference: b.reference };
}

async function get(url: string, user: TestUser = admin) {
  const res = await app.inject({ method: 'GET', url: `/api${url}`, headers: user.authHeader });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

type ProblemRow = { problem: string; payment: { id: string } | null; refund: { id: string } | null };

async function problemsOf(paymentId: string): Promise<string[]> {
  const page = await get('/admin/finance/reconciliation?page_size=100');
  return (page.items as ProblemRow[])
    .filter((row) => row.payment?.id === paymentId)
    .map((row) => row.problem)
    .sort();
}

describe('authorization', () => {
  const keys = Object.keys(financeRoutes) as RouteKey[];
  const request = (key: RouteKey) => {
    const [method, path] = splitRouteKey(key);
    return {
      method,
      url: `/api${fillPath(path, { id: randomUUID() })}`,
      payload: method === 'GET' ? undefined : {},
    };
  };

  it('answers 401 to anonymous callers on every finance route', async () => {
    for (const key of keys) {
      const res = await app.inject(request(key));
      expect(res.statusCode, key).toBe(401);
    }
  });

  it('answers 403 to travelers and operators on every finance route, and writes nothing', async () => {
    for (const user of [traveler, operator]) {
      for (const key of keys) {
        const res = await app.inject({ ...request(key), headers: user.authHeader });
        expect(res.statusCode, `${key} as ${user.user.type}`).toBe(403);
      }
      const refused = await app.inject({
        method: 'POST',
        url: '/api/admin/finance/commission',
        headers: user.authHeader,
        payload: { segment: 'safaris', percent: '30' },
      });
      expect(refused.statusCode).toBe(403);
    }
    expect(await currentCommissionBasisPoints(app.db, 'safaris')).toBe(1000);
  });
});

describe('rates', () => {
  it('shows the defaults until an admin sets one', async () => {
    const overview = await get('/admin/finance/overview');
    expect(overview.rates).toEqual({
      commission: [
        { segment: 'safaris', basis_points: 1000, percent: '10', set: false },
        { segment: 'transport', basis_points: 800, percent: '8', set: false },
      ],
      tzs_per_usd: '2500.00',
      tzs_per_usd_set: false,
    });
  });

  it('refuses a commission outside 0–50 % or with more than two decimals, writing nothing', async () => {
    for (const percent of ['50.01', '-1', '7.555', 'abc', '', '51', 120, 1e-7]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/finance/commission',
        headers: admin.authHeader,
        payload: { segment: 'transport', percent },
      });
      expect(res.statusCode, String(percent)).toBe(400);
      expect(res.json().fields.percent).toEqual([
        'Enter a commission between 0 and 50 percent, with at most two decimals',
      ]);
    }
    const segment = await app.inject({
      method: 'POST',
      url: '/api/admin/finance/commission',
      headers: admin.authHeader,
      payload: { segment: 'boats', percent: '5' },
    });
    expect(segment.statusCode).toBe(400);
    expect(segment.json().fields.segment).toEqual(['Choose safaris or transport']);
    const history = await get('/admin/finance/commission');
    expect(history.total).toBe(0);
  });

  it('sets a segment’s commission in basis points, keeps the history newest first, with who set it', async () => {
    for (const [percent, expected] of [
      ['12.25', 1225],
      [7.5, 750],
      ['0', 0],
      ['50', 5000],
      ['9', 900],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/finance/commission',
        headers: admin.authHeader,
        payload: { segment: 'transport', percent },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ segment: 'transport', basis_points: expected });
    }
    await app.inject({
      method: 'POST',
      url: '/api/admin/finance/commission',
      headers: admin.authHeader,
      payload: { segment: 'safaris', percent: '11' },
    });
    expect(await currentCommissionBasisPoints(app.db, 'transport')).toBe(900);
    expect(await currentCommissionBasisPoints(app.db, 'safaris')).toBe(1100);

    const transport = await get('/admin/finance/commission?segment=transport&page_size=2');
    expect(transport.total).toBe(5);
    expect(transport.items.map((i: { percent: string }) => i.percent)).toEqual(['9', '50']);
    expect(transport.items[0].set_by).toEqual({
      id: admin.user.id,
      name: 'Amina Said',
      email: admin.user.email,
    });
    const second = await get('/admin/finance/commission?segment=transport&page=2&page_size=2');
    expect(second.items.map((i: { percent: string }) => i.percent)).toEqual(['0', '7.5']);
    const both = await get('/admin/finance/commission');
    expect(both.total).toBe(6);
    expect(both.items[0]).toMatchObject({ segment: 'safaris', basis_points: 1100, percent: '11' });

    const overview = await get('/admin/finance/overview');
    expect(overview.rates.commission).toEqual([
      { segment: 'safaris', basis_points: 1100, percent: '11', set: true },
      { segment: 'transport', basis_points: 900, percent: '9', set: true },
    ]);
  });

  it('refuses a bad USD→TZS rate with finance.rateInvalid, writing nothing', async () => {
    for (const tzs_per_usd of ['2585.555', '0', '99.99', '100000.01', 'abc', '', '-2500', '2,500', 1e21]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/finance/exchange-rate',
        headers: admin.authHeader,
        payload: { tzs_per_usd },
      });
      expect(res.statusCode, String(tzs_per_usd)).toBe(400);
      expect(res.json().fields.tzs_per_usd).toEqual([
        'Enter the rate in shillings per dollar (100 to 100,000), with at most two decimals',
      ]);
    }
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/finance/exchange-rate',
      headers: admin.authHeader,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect((await get('/admin/finance/exchange-rate')).total).toBe(0);
    expect(await currentTzsPerUsd(app.db, app.config.tzsPerUsd)).toBe(250_000);
  });

  it('sets the rate (in force at once for payments), keeps its history newest first', async () => {
    for (const tzs_per_usd of ['2585.5', 2600, '2610.25']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/finance/exchange-rate',
        headers: admin.authHeader,
        payload: { tzs_per_usd },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await currentTzsPerUsd(app.db, app.config.tzsPerUsd)).toBe(261_025);
    const history = await get('/admin/finance/exchange-rate');
    expect(history.total).toBe(3);
    expect(history.items.map((i: { tzs_per_usd: string }) => i.tzs_per_usd)).toEqual([
      '2610.25',
      '2600.00',
      '2585.50',
    ]);
    expect(history.items[0].set_by.email).toBe(admin.user.email);
    const overview = await get('/admin/finance/overview');
    expect(overview.rates.tzs_per_usd).toBe('2610.25');
    expect(overview.rates.tzs_per_usd_set).toBe(true);
  });
});

describe('pending payments', () => {
  it('lists pending payments oldest first with booking, provider, channel, amount, age, attempts and state', async () => {
    const older = await payment({ status: 'pending', hoursAgo: 5, providerState: 'PROCESSING' });
    const newer = await payment({ status: 'pending', hoursAgo: 1 });
    await payment({ status: 'succeeded', ledger: true });
    const page = await get('/admin/finance/pending-payments?page_size=100');
    const ids = page.items.map((p: { id: string }) => p.id);
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(page.items.every((p: { status: string }) => p.status === 'pending')).toBe(true);
    const row = page.items.find((p: { id: string }) => p.id === older.id);
    expect(row).toMatchObject({
      booking: { id: older.bookingId, reference: older.reference, kind: 'trip' },
      provider: SANDBOX_PROVIDER,
      channel: 'mpesa',
      charged_amount_cents: 3_500_000,
      charged_currency: 'TZS',
      check_attempts: 3,
      provider_state: 'PROCESSING',
    });
    expect(row.age_seconds).toBeGreaterThanOrEqual(5 * 3600 - 60);
    expect(row.age_seconds).toBeLessThan(5 * 3600 + 600);
    const overview = await get('/admin/finance/overview');
    expect(overview.counts.pending_payments).toBe(page.total);
  });
});

describe('reconciliation', () => {
  it('shows no problem for a clean payment (succeeded, posted, the provider agreeing)', async () => {
    const clean = await payment({ status: 'succeeded', providerState: 'COMPLETED', ledger: true });
    const failed = await payment({ status: 'failed', providerState: 'declined' });
    const fresh = await payment({ status: 'pending', hoursAgo: 23, providerState: 'PENDING' });
    expect(await problemsOf(clean.id)).toEqual([]);
    expect(await problemsOf(failed.id)).toEqual([]);
    expect(await problemsOf(fresh.id)).toEqual([]);
  });

  it('succeeded_without_ledger: succeeded with no payment:<id> posting', async () => {
    const p = await payment({ status: 'succeeded', providerState: 'SUCCESS' });
    expect(await problemsOf(p.id)).toEqual(['succeeded_without_ledger']);
  });

  it('ledger_without_success: a payment:<id> posting while the payment is not succeeded', async () => {
    const p = await payment({ status: 'failed', ledger: true });
    expect(await problemsOf(p.id)).toEqual(['ledger_without_success']);
  });

  it('provider_disagrees: the provider’s final word differs from our status (its words mapped)', async () => {
    const saysPaid = await payment({ status: 'pending', providerState: 'settled' });
    const saysFailed = await payment({ status: 'succeeded', providerState: 'CANCELLED', ledger: true });
    const saysApproved = await payment({ status: 'failed', providerState: 'APPROVED' });
    expect(await problemsOf(saysPaid.id)).toEqual(['provider_disagrees']);
    expect(await problemsOf(saysFailed.id)).toEqual(['provider_disagrees']);
    expect(await problemsOf(saysApproved.id)).toEqual(['provider_disagrees']);
  });

  it('stuck_pending: pending for more than 24 hours (a row per problem when several)', async () => {
    const stuck = await payment({ status: 'pending', hoursAgo: 25 });
    expect(await problemsOf(stuck.id)).toEqual(['stuck_pending']);
    const stuckAndPosted = await payment({
      status: 'pending',
      hoursAgo: 30,
      ledger: true,
      providerState: 'REJECTED',
    });
    expect(await problemsOf(stuckAndPosted.id)).toEqual([
      'ledger_without_success',
      'provider_disagrees',
      'stuck_pending',
    ]);
  });

  it('refund_failed: a refund the provider refused, with the refund and its payment', async () => {
    const p = await payment({ status: 'succeeded', providerState: 'COMPLETED', ledger: true });
    const [refund] = await app.db
      .insert(refunds)
      .values({
        bookingId: p.bookingId,
        paymentId: p.id,
        amountCents: 1_000_000,
        currency: 'TZS',
        chargedAmountMinor: 1_000_000,
        chargedCurrency: 'TZS',
        status: 'failed',
        reason: 'Cancelled by the operator',
        reasonMessage: { key: 'payments.refundReason.operatorCancelled' },
        provider: SANDBOX_PROVIDER,
      })
      .returning({ id: refunds.id });
    expect(await problemsOf(p.id)).toEqual(['refund_failed']);
    const page = await get('/admin/finance/reconciliation?problem=refund_failed');
    const row = page.items.find((r: ProblemRow) => r.refund?.id === refund!.id);
    expect(row).toMatchObject({
      problem: 'refund_failed',
      booking: { id: p.bookingId, reference: p.reference },
      refund: {
        amount_cents: 1_000_000,
        currency: 'TZS',
        reason: translate('en', 'payments.refundReason.operatorCancelled'),
      },
      payment: { id: p.id, status: 'succeeded' },
    });
    const overview = await get('/admin/finance/overview');
    expect(overview.counts.failed_refunds).toBeGreaterThanOrEqual(1);

    // Issue 16: the reason kept as a catalog message is written in the reading admin's language.
    await app.db.update(users).set({ preferredLanguage: 'sw' }).where(eq(users.id, admin.user.id));
    try {
      const inSwahili = await get('/admin/finance/reconciliation?problem=refund_failed');
      const swahiliRow = inSwahili.items.find((r: ProblemRow) => r.refund?.id === refund!.id);
      expect(swahiliRow.refund.reason).toBe(translate('sw', 'payments.refundReason.operatorCancelled'));
      expect(swahiliRow.refund.reason).not.toBe('Cancelled by the operator');
    } finally {
      await app.db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, admin.user.id));
    }
  });

  it('filters by problem, pages, and counts the same total as the overview', async () => {
    const all = await get('/admin/finance/reconciliation?page_size=100');
    const overview = await get('/admin/finance/overview');
    expect(overview.counts.reconciliation_problems).toBe(all.total);
    expect(all.items).toHaveLength(all.total);
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page++) {
      const one = await get(`/admin/finance/reconciliation?page_size=3&page=${page}`);
      expect(one.total).toBe(all.total);
      pages.push(...one.items);
    }
    expect(pages).toEqual(all.items);
    const beyond = await get('/admin/finance/reconciliation?page_size=3&page=999');
    expect(beyond).toMatchObject({ items: [], total: all.total });
    const stuck = await get('/admin/finance/reconciliation?problem=stuck_pending');
    expect(stuck.total).toBe(all.items.filter((r: ProblemRow) => r.problem === 'stuck_pending').length);
    expect(stuck.items.every((r: ProblemRow) => r.problem === 'stuck_pending')).toBe(true);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/finance/reconciliation?problem=everything',
      headers: admin.authHeader,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('"check again" asks the provider now and answers the payment as it is; 404 for an unknown one', async () => {
    const p = await payment({ status: 'pending', hoursAgo: 26 });
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/finance/payments/${p.id}/recheck`,
      headers: admin.authHeader,
    });
    expect(res.statusCode, res.body).toBe(200);
    // The sandbox answers by its webhook only: asked, it says the payer has not decided.
    expect(res.json()).toMatchObject({ provider_says: 'pending', payment: { id: p.id, status: 'pending' } });
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const missing = await app.inject({
        method: 'POST',
        url: `/api/admin/finance/payments/${id}/recheck`,
        headers: admin.authHeader,
      });
      expect(missing.statusCode, id).toBe(404);
    }
  });
});

describe('overview', () => {
  it('sums the platform commission this month and all time per currency, and proves the ledger balanced', async () => {
    const before = await get('/admin/finance/overview');
    const tzs = (list: { currency: string; amount_cents: number }[]) =>
      list.find((c) => c.currency === 'TZS')?.amount_cents ?? 0;
    await payment({ status: 'succeeded', ledger: true, amount: 1_000_000 });
    const after = await get('/admin/finance/overview');
    // 8 % of TSh 10,000.
    expect(tzs(after.commission.this_month) - tzs(before.commission.this_month)).toBe(80_000);
    expect(tzs(after.commission.all_time) - tzs(before.commission.all_time)).toBe(80_000);
    expect(after.ledger).toMatchObject({ balanced: true, unbalanced: [] });
    expect(after.ledger.transactions).toBeGreaterThan(before.ledger.transactions);
    const [{ n }] = (
      await app.db.execute<{ n: string }>(sql`select count(*) as n from payouts where status = 'requested'`)
    ).rows as [{ n: string }];
    expect(after.counts.payouts_awaiting_approval).toBe(Number(n));
  });

  it('counts this month from the 1st at midnight in Tanzania (UTC+3)', () => {
    expect(monthStartInTanzania(new Date('2026-11-30T22:00:00Z')).toISOString()).toBe(
      '2026-11-30T21:00:00.000Z',
    );
    expect(monthStartInTanzania(new Date('2026-11-30T20:59:59Z')).toISOString()).toBe(
      '2026-10-31T21:00:00.000Z',
    );
    expect(monthStartInTanzania(new Date('2027-01-01T00:00:00Z')).toISOString()).toBe(
      '2026-12-31T21:00:00.000Z',
    );
  });
});
