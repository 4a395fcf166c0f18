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
import { paidSafariBooking } from '../bookings/helpers';
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
