import {
  addDays,
  formatMinorUnits,
  formatStoredDate,
  todayInTanzania,
  type Currency,
  type TravelerBooking,
} from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMails } from '../../src/modules/bookings/booking-mail';
import { runBalanceReminders } from '../../src/modules/payment-history/balance-reminders';
import { sendReviewInvitations } from '../../src/modules/reviews';
import { watchSavedItems } from '../../src/modules/saved';
import { paidSafariBooking } from '../bookings/helpers';
import { createUser } from '../identity/auth-helpers';
import { packageInput, publishedGroupSafari } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';

/**
 * One formatting of money and dates in every mail and notification (issue 15 "Consistency"): '$1,299',
 * 'TSh 3,250,000', '14 Dec 2026' from the shared helpers, never '1299.00', 'USD 1299' or '2026-12-14'.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What a person reads, links left out (their paths hold ids and may hold ISO dates). */
const readable = (text: string) => text.replace(/https?:\/\/\S+/g, '');

/** The hand-made formats the shared helpers replace. */
function expectSharedFormats(text: string, where: string) {
  const shown = readable(text);
  expect(shown, where).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  expect(shown, where).not.toMatch(/\b\d+\.\d{2}\b/);
  expect(shown, where).not.toMatch(/\b(?:USD|TZS)\s?\d/);
  expect(shown, where).not.toMatch(/\$\s?\d+(?:\d{3})(?!,)\b/);
}

const KINDS = [
  'confirmed',
  'balance_paid',
  'payment_refunded',
  'cancelled_by_traveler',
  'cancelled_by_operator',
] as const;

describe('mail and notification formats', () => {
  it('renders every booking mail kind with shared money and date formats', async () => {
    const { traveler, bookingId } = await paidSafariBooking(t.app, 'formats-render');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}`,
      headers: traveler.authHeader,
    });
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json() as TravelerBooking;
    const recipient = { email: 'someone@example.com', language: 'en' as const };
    const money = (cents: number) => formatMinorUnits(cents, booking.currency as Currency);
    for (const kind of KINDS) {
      const mails = bookingMails(kind, booking, recipient, recipient, 'http://127.0.0.1:3000', {
        refundCents: booking.paid_cents,
        reason: 'Change of plans',
      });
      expect(mails.length, kind).toBeGreaterThan(0);
      for (const mail of mails) expectSharedFormats(`${mail.subject}\n${mail.text}`, `${kind}: ${mail.text}`);
    }
    // The confirmation tells the date and the amounts as the shared helpers write them.
    const confirmed = bookingMails('confirmed', booking, recipient, recipient, 'http://x')
      .map((m) => m.text)
      .join('\n');
    expect(confirmed).toContain(formatStoredDate(booking.start_date));
    const cancelled = bookingMails('cancelled_by_traveler', booking, recipient, recipient, 'http://x', {
      refundCents: booking.paid_cents,
    })
      .map((m) => m.text)
      .join('\n');
    expect(cancelled).toContain(money(booking.paid_cents));
  });

  it('queues mails and notifications of a booking, its reminders and its cancellation in the shared formats', async () => {
    const { traveler, bookingId } = await paidSafariBooking(t.app, 'formats-flow');
    // A balance due in 7 days: the reminder says when and how much.
    const due = addDays(todayInTanzania(), 7);
    await t.app.db.execute(
      sql`update bookings set balance_due_date = ${due}::date where id = ${bookingId}::uuid`,
    );
    await runBalanceReminders(t.app, t.app.log);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: { ...traveler.authHeader, 'idempotency-key': 'formats-cancel' },
      payload: { reason: 'Change of plans' },
    });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);

    const mails = await t.app.db.execute(sql`select dedupe_key, payload from jobs where kind = 'mail'`);
    const texts = (mails.rows as { dedupe_key: string; payload: { subject?: string; text?: string } }[]).map(
      (r) => ({ key: r.dedupe_key, text: `${r.payload.subject ?? ''}\n${r.payload.text ?? ''}` }),
    );
    expect(texts.some((m) => m.key.startsWith(`balance-reminder:${bookingId}`))).toBe(true);
    const reminder = texts.find((m) => m.key.startsWith(`balance-reminder:${bookingId}`))!;
    expect(reminder.text).toContain(formatStoredDate(due));
    expect(reminder.text).toMatch(/\$\d{1,3}(,\d{3})*\b/);
    for (const mail of texts) expectSharedFormats(mail.text, `${mail.key}: ${mail.text}`);

    const notes = await t.app.db.execute(sql`select title, message from notifications`);
    expect(notes.rows.length).toBeGreaterThan(2);
    for (const note of notes.rows as { title: string; message: string }[]) {
      expectSharedFormats(`${note.title}\n${note.message}`, `${note.title}: ${note.message}`);
    }
  });
});

describe('engagement mails and notifications', () => {
  /** The queued mails whose dedupe key starts with `prefix`, as subject and text. */
  async function mailsKeyed(prefix: string) {
    const result = await t.app.db.execute(
      sql`select dedupe_key, payload from jobs where kind = 'mail' and dedupe_key like ${`${prefix}%`}`,
    );
    return (result.rows as { dedupe_key: string; payload: { subject?: string; text?: string } }[]).map(
      (r) => `${r.payload.subject ?? ''}\n${r.payload.text ?? ''}`,
    );
  }
  async function notesOf(userId: string) {
    const result = await t.app.db.execute(
      sql`select title, message from notifications where user_id = ${userId}`,
    );
    return (result.rows as { title: string; message: string }[]).map((n) => `${n.title}\n${n.message}`);
  }

  it('writes the review invitation, the reply, the unread-message email and the price drop in the shared formats', async () => {
    const { operator, traveler, bookingId } = await paidSafariBooking(t.app, 'formats-engagement');

    // A message the operator leaves unread: its email, once the delay has passed.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/messages/conversations',
      headers: traveler.authHeader,
      payload: { booking_id: bookingId, body: 'Is the 14 Dec departure still on?' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await t.app.db.execute(
      sql`update jobs set run_at = now() where kind = 'messaging-unread-mail' and done_at is null`,
    );
    await t.app.jobs.settle();
    const messageMails = await mailsKeyed(`messaging-unread-mail:${asked.json().conversation_id}`);
    expect(messageMails).toHaveLength(1);
    // The traveler's own words are quoted as written; the rest is ours.
    for (const mail of messageMails) expectSharedFormats(mail, mail);

    // The safari ended three days ago: the invitation says when, as every mail writes a date.
    const endDate = addDays(todayInTanzania(), -3);
    await t.app.db.execute(sql`update bookings set start_date = ${addDays(endDate, -2)}::date,
      end_date = ${endDate}::date where id = ${bookingId}::uuid`);
    await sendReviewInvitations(t.app.db, 'http://127.0.0.1:3000');
    const invitations = await mailsKeyed(`review-invitation:${bookingId}`);
    expect(invitations).toHaveLength(1);
    const invitationNotes = (await notesOf(traveler.user.id)).filter((n) => n.includes('ended on'));
    expect(invitationNotes).toHaveLength(1);
    for (const text of [...invitations, ...invitationNotes]) {
      expectSharedFormats(text, text);
      expect(text).toContain(formatStoredDate(endDate));
    }

    // The review and the operator's reply: the reply's mail and notification.
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: traveler.authHeader,
      payload: {
        booking_id: bookingId,
        rating: 5,
        title: 'A wonderful week',
        text: 'Our guide found the herds every single day and the camp was wonderful.',
      },
    });
    expect(written.statusCode, written.body).toBe(201);
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/${written.json().id}/reply`,
      headers: operator.authHeader,
      payload: { text: 'Asante sana, karibu tena!' },
    });
    expect(replied.statusCode, replied.body).toBeLessThan(300);
    const replies = await mailsKeyed(`review-reply:${written.json().id}`);
    expect(replies).toHaveLength(1);
    for (const text of [...replies, ...(await notesOf(traveler.user.id))]) expectSharedFormats(text, text);

    // A saved safari whose price falls from $1,000 to $800: the notification says both as '$1,000'.
    const saver = await createUser(t.app);
    const title = 'Formats Price Drop Safari';
    const { id } = await publishedGroupSafari(t.app, operator, { input: { title } });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/saved/safari/${id}`,
      headers: saver.authHeader,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const repriced = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/safaris/${id}`,
      headers: operator.authHeader,
      payload: { ...packageInput({ adult_price_usd: 800, title }), status: 'published' },
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    await watchSavedItems(t.app.db);
    const drops = await notesOf(saver.user.id);
    expect(drops).toHaveLength(1);
    expect(drops[0]).toContain(formatMinorUnits(80_000, 'USD'));
    expect(drops[0]).toContain(formatMinorUnits(100_000, 'USD'));
    expectSharedFormats(drops[0]!, drops[0]!);
  });
});

describe('the format check itself', () => {
  it('fails on hand-made money and dates', () => {
    for (const bad of ['Total 1299.00', 'USD 1299', 'due 2026-12-14', 'TZS 3250000', '$1299']) {
      expect(() => expectSharedFormats(bad, bad)).toThrow();
    }
    for (const good of ['Total $1,299', 'TSh 3,250,000', 'due 14 Dec 2026', '$950', 'https://x/2026-12-14']) {
      expect(() => expectSharedFormats(good, good)).not.toThrow();
    }
  });
});
