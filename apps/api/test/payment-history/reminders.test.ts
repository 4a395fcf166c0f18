import { addDays, formatStoredDate, todayInTanzania } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceReminderJob } from '../../src/modules/payment-history/balance-reminders';
import { paidSafariBooking } from '../bookings/helpers';
import { createTestApp, type TestApp } from '../test-app';

// Balance reminders of safari deposits. The app's worker is off (JOBS_ENABLED=false): the test runs
// the job itself, twice at once as two processes would, and reads what it queued.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_ENABLED: 'false' } });
});
afterAll(() => t.close());

const today = () => todayInTanzania();
const STEPS = ['days_14', 'days_7', 'days_1', 'final_warning', 'cancel'];

/** The job's run, twice at the same time (as two processes' workers would). */
async function runTwiceConcurrently() {
  const context = (id: string) => ({
    app: t.app,
    log: t.app.log,
    job: { id, kind: balanceReminderJob.kind, attempts: 1, maxAttempts: 3 },
  });
  await Promise.all([balanceReminderJob.run({}, context('a')), balanceReminderJob.run({}, context('b'))]);
}

async function setDueDate(bookingId: string, date: string) {
  await t.app.db.execute(
    sql`update bookings set balance_due_date = ${date}::date where id = ${bookingId}::uuid`,
  );
}

async function stagesOf(bookingId: string): Promise<string[]> {
  const rows = await t.app.db.execute(
    sql`select stage from balance_reminders where booking_id = ${bookingId}::uuid`,
  );
  return (rows.rows as { stage: string }[])
    .map((r) => r.stage)
    .sort((a, b) => STEPS.indexOf(a) - STEPS.indexOf(b));
}

/** The reminder mails queued for a booking: their dedupe keys' stage and subject. */
async function mailsOf(bookingId: string): Promise<{ stage: string; subject: string; text: string }[]> {
  const rows = await t.app.db.execute(
    sql`select dedupe_key, payload from jobs where kind = 'mail' and dedupe_key like ${`balance-reminder:${bookingId}:%`}`,
  );
  return (rows.rows as { dedupe_key: string; payload: { subject: string; text: string } }[])
    .map((r) => ({ stage: r.dedupe_key.split(':').pop()!, subject: r.payload.subject, text: r.payload.text }))
    .sort((a, b) => STEPS.indexOf(a.stage) - STEPS.indexOf(b.stage));
}

async function notificationsOf(userId: string): Promise<{ type: string; title: string; message: string }[]> {
  const rows = await t.app.db.execute(
    sql`select type, title, message from notifications where user_id = ${userId}::uuid
        and (title like 'Balance due%' or title like 'Last day%')`,
  );
  return rows.rows as { type: string; title: string; message: string }[];
}

describe('balance reminders', () => {
  it('sends each step once, 14, 7 and 1 days before and on the due date, even with two runs at once', async () => {
    const { traveler, bookingId } = await paidSafariBooking(t.app, 'reminder-steps');
    const reference = (
      await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: traveler.authHeader })
    ).json().reference as string;

    // Beyond 14 days: nothing yet.
    await setDueDate(bookingId, addDays(today(), 15));
    await runTwiceConcurrently();
    expect(await stagesOf(bookingId)).toEqual([]);

    const steps: [number, string][] = [
      [14, 'days_14'],
      [7, 'days_7'],
      [1, 'days_1'],
      [0, 'final_warning'],
    ];
    const sent: string[] = [];
    for (const [days, stage] of steps) {
      await setDueDate(bookingId, addDays(today(), days));
      await runTwiceConcurrently();
      await runTwiceConcurrently();
      sent.push(stage);
      expect(await stagesOf(bookingId)).toEqual(sent);
      expect((await mailsOf(bookingId)).map((m) => m.stage)).toEqual(sent);
      expect(await notificationsOf(traveler.user.id)).toHaveLength(sent.length);
    }

    const mails = await mailsOf(bookingId);
    expect(mails[0]!.subject).toContain(reference);
    expect(mails[0]!.text).toContain('due in 14 days');
    expect(mails[0]!.text).toContain(`/bookings/${bookingId}`);
    expect(mails[2]!.text).toContain('due tomorrow');
    expect(mails[3]!.subject).toBe(`Last day to pay the balance of ${reference}`);
    expect(mails[3]!.text).toContain('will be cancelled');
    const notes = await notificationsOf(traveler.user.id);
    expect(notes.filter((n) => n.type === 'payment')).toHaveLength(3);
    expect(notes.filter((n) => n.type === 'warning')).toEqual([
      { type: 'warning', title: 'Last day to pay your balance', message: expect.stringContaining(reference) },
    ]);
    // Still confirmed: the due date is today.
    const booking = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}`,
      headers: traveler.authHeader,
    });
    expect(booking.json().status).toBe('confirmed');
  });

  it('sends only the latest step due, not every step it missed', async () => {
    const { bookingId } = await paidSafariBooking(t.app, 'reminder-missed');
    await setDueDate(bookingId, addDays(today(), 1));
    await runTwiceConcurrently();
    expect(await stagesOf(bookingId)).toEqual(['days_1']);
    expect((await mailsOf(bookingId)).map((m) => m.stage)).toEqual(['days_1']);
  });

  it('cancels the day after the due date under the traveler policy, after a final warning', async () => {
    const { traveler, bookingId } = await paidSafariBooking(t.app, 'reminder-cancel');
    const quote = (
      await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${bookingId}/refund-quote`,
        headers: traveler.authHeader,
      })
    ).json();
    expect(quote.refund_cents).toBeGreaterThan(0);

    // The due date passed while the job did not run: no cancellation without a final warning first.
    await setDueDate(bookingId, addDays(today(), -1));
    await runTwiceConcurrently();
    expect(await stagesOf(bookingId)).toEqual(['final_warning']);
    const [warning] = await mailsOf(bookingId);
    expect(warning!.text).toContain(`Today, ${formatStoredDate(today())}, is the last day`);
    let booking = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}`,
      headers: traveler.authHeader,
    });
    expect(booking.json().status).toBe('confirmed');

    // The next day (the warning went out yesterday): cancelled, refunded as the policy says, once.
    await t.app.db.execute(
      sql`update balance_reminders set sent_at = sent_at - interval '1 day' where booking_id = ${bookingId}::uuid`,
    );
    await runTwiceConcurrently();
    await runTwiceConcurrently();
    expect(await stagesOf(bookingId)).toEqual(['final_warning', 'cancel']);
    booking = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}`,
      headers: traveler.authHeader,
    });
    expect(booking.json()).toMatchObject({ status: 'cancelled', refunded_cents: quote.refund_cents });
    const refunds = await t.app.db.execute(
      sql`select amount_cents, status from refunds where booking_id = ${bookingId}::uuid`,
    );
    expect(refunds.rows).toEqual([{ amount_cents: quote.refund_cents, status: 'pending' }]);
    const reason = await t.app.db.execute(
      sql`select cancellation_reason, cancelled_by from bookings where id = ${bookingId}::uuid`,
    );
    expect(reason.rows).toEqual([
      { cancellation_reason: 'Balance not paid by the due date', cancelled_by: 'traveler' },
    ]);
  });

  it('stops once the balance is paid', async () => {
    const { traveler, bookingId } = await paidSafariBooking(t.app, 'reminder-paid');
    await setDueDate(bookingId, addDays(today(), 7));
    await runTwiceConcurrently();
    expect(await stagesOf(bookingId)).toEqual(['days_7']);

    const payment = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/payments`,
      headers: { ...traveler.authHeader, 'idempotency-key': 'reminder-paid-balance' },
      payload: {
        kind: 'balance',
        method: 'mobile_money',
        phone: '+255712345678',
        return_path: '/booking/success',
      },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const approved = await t.app.inject({ method: 'POST', url: `${payment.json().checkout_url}/approve` });
    expect(approved.statusCode).toBe(303);

    for (const days of [1, 0, -1]) {
      await setDueDate(bookingId, addDays(today(), days));
      await runTwiceConcurrently();
    }
    expect(await stagesOf(bookingId)).toEqual(['days_7']);
    const booking = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}`,
      headers: traveler.authHeader,
    });
    expect(booking.json()).toMatchObject({ status: 'confirmed', balance_cents: 0 });
  });
});
