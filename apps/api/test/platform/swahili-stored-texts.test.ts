import { translate } from '@dala/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications, payments, refunds, users } from '../../src/db/schema';
import { seedDemoNotifications } from '../../src/db/seed/notifications.seed';
import { seedDemoUsers } from '../../src/db/seed/users.seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { cancelForUnpaidBalance } from '../../src/modules/bookings';
import { UNPAID_BALANCE_REASON } from '../../src/modules/payment-history/balance-reminders';
import { notify } from '../../src/modules/notifications/notify';
import { paidSafariBooking } from '../bookings/helpers';
import { createUser } from '../identity/auth-helpers';
import { publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Issue 16: texts the API keeps on rows — why a payment failed, why money went back, why a booking was
 * cancelled, a notification — are kept as catalog messages beside their English text, and read in the
 * reader's language; a row from before (no message) shows its stored text. Status words inside
 * messages are the reader's words too.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDestinations(t.app.db);
});
afterAll(() => t.close());

const setLanguage = (userId: string, language: 'en' | 'sw') =>
  t.app.db.update(users).set({ preferredLanguage: language }).where(eq(users.id, userId));

type Headers = Record<string, string>;
const get = async (url: string, headers: Headers) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('reasons kept on payments, refunds and bookings', () => {
  it('a declined payment says why in the reader’s language, in the booking and the payment history', async () => {
    const operator = await tourOperator(t.app);
    const traveler = await createUser(t.app);
    const { id, departureId } = await publishedGroupSafari(t.app, operator, { departureInDays: 90 });
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...traveler.authHeader, 'idempotency-key': 'sw-decline-hold' },
      payload: {
        safari_id: id,
        departure_id: departureId,
        adults: 1,
        lead_traveler: { name: 'Neema Mushi', email: 'neema@example.com', phone: '+255 712 345 678' },
        accept_terms: true,
      },
    });
    expect(held.statusCode, held.body).toBe(201);
    const bookingId = held.json().id as string;
    const pay = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/payments`,
        headers: { ...traveler.authHeader, 'idempotency-key': key },
        payload: { method: 'mobile_money', phone: '+255712345678' },
      });
    const first = await pay('sw-decline-pay-1');
    expect(first.statusCode, first.body).toBe(201);
    // A second attempt replaces the first; the second is declined.
    const second = await pay('sw-decline-pay-2');
    expect(second.statusCode, second.body).toBe(201);
    const declined = await t.app.inject({ method: 'POST', url: `${second.json().checkout_url}/decline` });
    expect(declined.statusCode).toBe(303);

    const reasons = async (headers: Headers) => {
      const booking = await get(`/api/bookings/${bookingId}`, headers);
      const history = await get('/api/me/payments', headers);
      return {
        booking: (booking.payments as { failure_reason: string | null }[]).map((p) => p.failure_reason),
        history: (history.items as { reason: string | null }[]).map((i) => i.reason),
      };
    };
    const english = [
      translate('en', 'payments.failureReason.replaced'),
      translate('en', 'payments.failureReason.declined'),
    ];
    expect(english).toEqual(['Replaced by a newer payment attempt', 'Declined by the payer']);
    expect(await reasons(traveler.authHeader)).toEqual({ booking: english, history: [...english].reverse() });

    await setLanguage(traveler.user.id, 'sw');
    const swahili = [
      translate('sw', 'payments.failureReason.replaced'),
      translate('sw', 'payments.failureReason.declined'),
    ];
    expect(swahili).not.toEqual(english);
    expect(await reasons(traveler.authHeader)).toEqual({ booking: swahili, history: [...swahili].reverse() });

    // Staff keep the English text on the row; a row from before issue 16 shows it to everyone.
    const rows = await t.app.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(rows.map((r) => r.failureReason).sort()).toEqual([...english].sort());
    await t.app.db.update(payments).set({ failureMessage: null }).where(eq(payments.bookingId, bookingId));
    expect((await reasons(traveler.authHeader)).booking).toEqual(english);
  });

  it('a cancellation’s refund says why in the reader’s language; a cancelled booking cannot be paid', async () => {
    const { traveler, bookingId } = await paidSafariBooking(t.app, 'sw-refund');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: traveler.authHeader,
      payload: { reason: 'Plans changed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [refund] = cancelled.json().refunds as { reason: string }[];
    expect(refund?.reason).toMatch(
      /^Cancelled by the traveler \d+ days before departure: 100% refund minus the processing fee$/,
    );
    const days = Number(/(\d+) days/.exec(refund!.reason)![1]);
    // The traveler's own words stay as typed.
    expect(cancelled.json().cancellation_reason).toBe('Plans changed');

    await setLanguage(traveler.user.id, 'sw');
    const booking = await get(`/api/bookings/${bookingId}`, traveler.authHeader);
    const swahili = `Imeghairiwa na msafiri siku ${days} kabla ya kuondoka: marejesho ya 100% ukiondoa ada ya uchakataji`;
    expect(booking.refunds[0].reason).toBe(swahili);
    expect(booking.cancellation_reason).toBe('Plans changed');
    const history = await get('/api/me/payments', traveler.authHeader);
    expect(history.items.find((i: { type: string }) => i.type === 'refund').reason).toBe(swahili);
    const [row] = await t.app.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    expect(row!.reason).toBe(refund!.reason);

    // The status inside the refusal is a Swahili word too.
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/payments`,
      headers: { ...traveler.authHeader, 'idempotency-key': 'sw-refund-pay-again' },
      payload: { method: 'mobile_money', phone: '+255712345678' },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().detail).toBe('Uhifadhi wenye hali "imeghairiwa" hauwezi kulipiwa');
  });

  it('a booking cancelled for an unpaid balance says why in the reader’s language', async () => {
    const { traveler, bookingId } = await paidSafariBooking(t.app, 'sw-unpaid');
    expect(await cancelForUnpaidBalance(t.app, bookingId, UNPAID_BALANCE_REASON)).toBe(true);
    const english = await get(`/api/bookings/${bookingId}`, traveler.authHeader);
    expect(english.cancellation_reason).toBe('Balance not paid by the due date');
    await setLanguage(traveler.user.id, 'sw');
    const swahili = await get(`/api/bookings/${bookingId}`, traveler.authHeader);
    expect(swahili.cancellation_reason).toBe(translate('sw', 'bookings.unpaidBalanceReason'));
    expect(swahili.cancellation_reason).not.toBe(english.cancellation_reason);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row!.cancellationReason).toBe('Balance not paid by the due date');
  });
});

describe('notifications', () => {
  const list = async (headers: Headers) =>
    (await get('/api/notifications', headers)).items as { title: string; message: string }[];

  it('are read in the reader’s language, whatever language they were sent in', async () => {
    const user = await createUser(t.app);
    await notify(t.app.db, user.user.id, 'payment', 'notifications.paymentRefundedTitle', {
      key: 'notifications.refundInactive',
      values: { reference: 'DR-SW1', status: { key: 'bookings.statusName.cancelled' } },
    });
    expect((await list(user.authHeader))[0]).toEqual(
      expect.objectContaining({
        title: 'Payment refunded',
        message: 'Booking DR-SW1 is cancelled, so the payment that just arrived is being refunded in full.',
      }),
    );
    await setLanguage(user.user.id, 'sw');
    expect((await list(user.authHeader))[0]).toEqual(
      expect.objectContaining({
        title: 'Malipo yamerejeshwa',
        message:
          'Uhifadhi DR-SW1 una hali "imeghairiwa", kwa hiyo malipo yaliyofika sasa hivi yanarejeshwa yote.',
      }),
    );
    // A row from before issue 16 keeps the text it was written with.
    await t.app.db
      .update(notifications)
      .set({ messages: null })
      .where(eq(notifications.userId, user.user.id));
    expect((await list(user.authHeader))[0]?.title).toBe('Payment refunded');
  });

  it('of the demo accounts are stored like real ones: a Swahili reader reads them in Swahili', async () => {
    await seedDemoUsers(t.app.db);
    await seedDemoNotifications(t.app.db);
    const operator = DEMO_ACCOUNTS.find((a) => a.type === 'operator' && a.companyName)!;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: operator.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const english = await list(headers);
    expect(english.map((n) => n.title).sort()).toEqual(['Verification approved', 'Welcome to Dala Rides!']);
    expect(english.find((n) => n.title === 'Verification approved')?.message).toBe(
      `${operator.companyName} is now verified. You have full access to your operator tools.`,
    );
    await setLanguage(login.json().user.id as string, 'sw');
    const swahili = await list(headers);
    expect(swahili.map((n) => n.title).sort()).toEqual(
      [
        translate('sw', 'notifications.verificationApprovedTitle'),
        translate('sw', 'notifications.welcomeTitle'),
      ].sort(),
    );
    expect(swahili.map((n) => n.message)).toContain(translate('sw', 'notifications.welcomeOperator'));
  });
});
