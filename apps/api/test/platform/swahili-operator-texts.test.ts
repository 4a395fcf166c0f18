import { randomBytes } from 'node:crypto';
import {
  addDays,
  earningsReleasedPosting,
  paymentReceivedPosting,
  todayInTanzania,
  translate,
} from '@dala/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorProfiles, payoutMethods, payouts, trips, users } from '../../src/db/schema';
import { postLedger } from '../../src/modules/ledger';
import { applyPayoutStatus } from '../../src/modules/payouts/payout-sending';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';
import {
  driver as driverFixture,
  route as routeFixture,
  sellSeats,
  transporter,
  vehicle as vehicleFixture,
} from '../transport/fixtures';

/**
 * Issue 16, the sibling of swahili-stored-texts.test.ts for what operators and admins read: why a
 * payout failed (the provider's failure, kept as a message beside its English text) and why a trip
 * was cancelled when its schedule ended are read in the reader's language, whoever's language it was
 * written in; an admin's or a transporter's own words stay as typed; a row from before shows its
 * stored text. And the sandbox checkout names an operator without a company profile in the payer's
 * language.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_ENABLED: 'false' } });
  await seedDestinations(t.app.db);
  admin = await createUser(t.app, { type: 'admin' });
});
afterAll(() => t.close());

const setLanguage = (userId: string, language: 'en' | 'sw') =>
  t.app.db.update(users).set({ preferredLanguage: language }).where(eq(users.id, userId));

const call = async (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: user.authHeader, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};

describe('why a payout failed', () => {
  /** Earnings of `amount` TZS (less 10 % commission) released, and a verified M-Pesa method. */
  async function operatorReadyForPayout(): Promise<{ op: TestUser; methodId: string }> {
    const op = await createUser(t.app, {
      type: 'operator',
      operator_type: 'tour_operator',
      is_verified: true,
    });
    const id = randomBytes(6).toString('hex');
    await t.app.db.transaction(async (tx) => {
      const received = paymentReceivedPosting({
        operatorId: op.user.id,
        amountMinor: 10_000_000,
        currency: 'TZS',
        commissionBasisPoints: 1000,
      });
      await postLedger(tx, received, { key: `sw-payout-payment:${id}` });
      await postLedger(
        tx,
        earningsReleasedPosting({
          operatorId: op.user.id,
          amountMinor: 10_000_000 - received.commissionMinor,
          currency: 'TZS',
        }),
        { key: `sw-payout-release:${id}` },
      );
    });
    const [method] = await t.app.db
      .insert(payoutMethods)
      .values({
        operatorId: op.user.id,
        kind: 'mobile_money',
        network: 'mpesa',
        phone: '255754123456',
        status: 'verified',
        verifiedAt: new Date(),
      })
      .returning({ id: payoutMethods.id });
    return { op, methodId: method!.id };
  }

  const requestPayout = async (op: TestUser, methodId: string, amount: number) =>
    (await call(op, 'POST', '/operator/payouts', {
      method_id: methodId,
      currency: 'TZS',
      amount_cents: amount,
    })) as { id: string };

  /** What the operator and the admin are answered about payout `id`. */
  async function reasons(op: TestUser, id: string) {
    const mine = (await call(op, 'GET', '/operator/payouts')).items as {
      id: string;
      failure_reason: string | null;
    }[];
    const all = (await call(admin, 'GET', '/admin/payouts?page_size=100')).items as {
      id: string;
      failure_reason: string | null;
    }[];
    return {
      operator: mine.find((p) => p.id === id)?.failure_reason,
      admin: all.find((p) => p.id === id)?.failure_reason,
    };
  }

  it('the provider’s failure is read in each reader’s language; the row keeps English', async () => {
    const { op, methodId } = await operatorReadyForPayout();
    // Written while the operator reads Swahili: the stored English text does not depend on it.
    await setLanguage(op.user.id, 'sw');
    const { id } = await requestPayout(op, methodId, 2_000_000);
    await t.app.db.update(payouts).set({ status: 'sending', provider: 'sandbox' }).where(eq(payouts.id, id));
    await applyPayoutStatus(t.app, id, {
      state: 'failed',
      providerState: 'FAILED',
      providerReference: 'sbx_po_sw1',
    });
    const english = 'The provider could not send the payout (FAILED)';
    const swahili = translate('sw', 'payouts.failedByProvider', { state: 'FAILED' });
    expect(swahili).toBe('Kampuni ya malipo haikuweza kutuma malipo (FAILED)');
    const [row] = await t.app.db.select().from(payouts).where(eq(payouts.id, id));
    expect(row).toMatchObject({
      failureReason: english,
      failureMessage: { key: 'payouts.failedByProvider', values: { state: 'FAILED' } },
    });

    expect(await reasons(op, id)).toEqual({ operator: swahili, admin: english });
    await setLanguage(op.user.id, 'en');
    await setLanguage(admin.user.id, 'sw');
    expect(await reasons(op, id)).toEqual({ operator: english, admin: swahili });

    // A row from before the message was kept shows its stored text to everyone.
    await t.app.db.update(payouts).set({ failureMessage: null }).where(eq(payouts.id, id));
    expect(await reasons(op, id)).toEqual({ operator: english, admin: english });
    await setLanguage(admin.user.id, 'en');
  });

  it('a reversal after success is read in the reader’s language too; a later success clears it', async () => {
    const { op, methodId } = await operatorReadyForPayout();
    const { id } = await requestPayout(op, methodId, 2_000_000);
    await t.app.db.update(payouts).set({ status: 'sending', provider: 'sandbox' }).where(eq(payouts.id, id));
    const paid = { state: 'succeeded' as const, providerState: 'SUCCESS', providerReference: 'sbx_po_sw2' };
    await applyPayoutStatus(t.app, id, paid);
    await applyPayoutStatus(t.app, id, { ...paid, state: 'failed', providerState: 'REVERSED' });
    await setLanguage(op.user.id, 'sw');
    expect((await reasons(op, id)).operator).toBe('Kampuni ya malipo imerudisha malipo (REVERSED)');
    const [row] = await t.app.db.select().from(payouts).where(eq(payouts.id, id));
    expect(row!.failureReason).toBe('The provider reversed the payout (REVERSED)');
  });

  it('an admin’s own reason for rejecting stays as typed, in any language', async () => {
    const { op, methodId } = await operatorReadyForPayout();
    const { id } = await requestPayout(op, methodId, 2_000_000);
    await setLanguage(admin.user.id, 'sw');
    const rejected = await call(admin, 'POST', `/admin/payouts/${id}/reject`, {
      reason: 'Jina la akaunti halilingani na kampuni.',
    });
    expect(rejected.failure_reason).toBe('Jina la akaunti halilingani na kampuni.');
    await setLanguage(admin.user.id, 'en');
    expect(await reasons(op, id)).toEqual({
      operator: 'Jina la akaunti halilingani na kampuni.',
      admin: 'Jina la akaunti halilingani na kampuni.',
    });
    const [row] = await t.app.db.select().from(payouts).where(eq(payouts.id, id));
    expect(row!.failureMessage).toBeNull();
  });
});

describe('why a trip was cancelled', () => {
  it('a schedule’s end is read in the reader’s language, not the language of whoever ended it', async () => {
    const owner = await transporter(t.app);
    const route = await routeFixture(t.app, owner.user.id);
    const vehicle = await vehicleFixture(t.app, owner.user.id);
    const driver = await driverFixture(t.app, owner.user.id);
    const created = await call(owner, 'POST', '/operator/schedules', {
      route_id: route.id,
      vehicle_id: vehicle.id,
      driver_id: driver.id,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      departure_time: '09:00',
      starts_on: addDays(todayInTanzania(), 1),
      ends_on: addDays(todayInTanzania(), 3),
      publish: true,
    });
    const scheduleId = created.schedule.id as number;
    const tripIds = (
      await t.app.db.execute<{ id: number }>(
        sql`select id from trips where schedule_id = ${scheduleId} order by departs_at`,
      )
    ).rows.map((r) => Number(r.id));
    const [endedId, soldId] = tripIds as [number, number];
    const traveler = await createUser(t.app);
    await sellSeats(t.app, {
      tripId: soldId,
      travelerId: traveler.user.id,
      seats: ['2B'],
      board: 0,
      alight: 4,
    });

    // Ended by a transporter reading Swahili.
    await setLanguage(owner.user.id, 'sw');
    const ended = await call(owner, 'POST', `/operator/schedules/${scheduleId}/end`);
    expect(ended.kept_trips.map((x: { id: number }) => x.id)).toEqual([soldId]);
    const english = 'The timetable this trip belonged to has ended';
    const swahili = translate('sw', 'trips.scheduleEndedReason');
    expect(swahili).not.toBe(english);
    const reason = async () =>
      (await call(owner, 'GET', `/operator/trips/${endedId}`)).cancellation_reason as string | null;
    expect(await reason()).toBe(swahili);
    await setLanguage(owner.user.id, 'en');
    expect(await reason()).toBe(english);
    const [row] = await t.app.db.select().from(trips).where(eq(trips.id, endedId));
    expect(row).toMatchObject({
      status: 'cancelled',
      cancellationReason: english,
      cancellationMessage: { key: 'trips.scheduleEndedReason' },
    });

    // The transporter's own words, for the trip with a passenger: kept as typed, for every reader.
    await setLanguage(owner.user.id, 'sw');
    const cancelled = await call(owner, 'POST', `/operator/trips/${soldId}/cancel`, {
      reason: 'Basi limeharibika njiani',
    });
    expect(cancelled.trip.cancellation_reason).toBe('Basi limeharibika njiani');
    await setLanguage(owner.user.id, 'en');
    expect((await call(owner, 'GET', `/operator/trips/${soldId}`)).cancellation_reason).toBe(
      'Basi limeharibika njiani',
    );
    const [sold] = await t.app.db.select().from(trips).where(eq(trips.id, soldId));
    expect(sold!.cancellationMessage).toBeNull();

    // A row from before the message was kept shows its stored text.
    await setLanguage(owner.user.id, 'sw');
    await t.app.db.update(trips).set({ cancellationMessage: null }).where(eq(trips.id, endedId));
    expect(await reason()).toBe(english);
  });
});

describe('the sandbox checkout of an operator without a company profile', () => {
  it('names it in the payer’s language', async () => {
    const operator = await tourOperator(t.app);
    const traveler = await createUser(t.app);
    const safari = await publishedGroupSafari(t.app, operator, { departureInDays: 90 });
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...traveler.authHeader, 'idempotency-key': 'sw-unnamed-operator-hold' },
      payload: {
        safari_id: safari.id,
        departure_id: safari.departureId,
        adults: 1,
        lead_traveler: { name: 'Neema Mushi', email: 'neema@example.com', phone: '+255 712 345 678' },
        accept_terms: true,
      },
    });
    expect(held.statusCode, held.body).toBe(201);
    const payment = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${held.json().id as string}/payments`,
      headers: { ...traveler.authHeader, 'idempotency-key': 'sw-unnamed-operator-pay' },
      payload: { method: 'mobile_money', phone: '+255712345678' },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    await t.app.db.delete(operatorProfiles).where(eq(operatorProfiles.userId, operator.user.id));
    const page = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: payment.json().checkout_url as string,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    expect(await page('sw')).toContain('<dd>Mtoa huduma wa Dala Rides kupitia Dala Rides</dd>');
    expect(await page('en')).toContain('<dd>Dala Rides operator via Dala Rides</dd>');
  });
});
