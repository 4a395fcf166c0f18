import {
  AUTH_MESSAGES,
  catalogKeys,
  replaceCatalog,
  translate,
  type Booking,
  type MessageCatalog,
} from '@dala/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetMail, verificationMail } from '../../src/modules/auth/auth.mail';
import { bookingMails } from '../../src/modules/bookings/booking-mail';
import { notify } from '../../src/modules/notifications/notify';
import { createUser, TEST_PASSWORD, waitForMails } from '../identity/auth-helpers';
import { packageInput, tourOperator } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Issue 11: the API's texts are message keys rendered by the one error handler (and the success
 * answers) from the catalog, in the request's language; English is the spec's text.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const emptyRegistration = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {}, headers });

/** Every text of the English catalog, marked: a rendered text shows where it came from. */
function markedEnglish(): MessageCatalog {
  const marked: MessageCatalog = {};
  for (const key of catalogKeys()) {
    const path = key.split('.');
    let node = marked;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as MessageCatalog;
    // Plural keys keep their forms (`{{count}} hour` / `hours`), each marked.
    const plural = translate('en', `${key}_one`) !== `${key}_one`;
    if (plural) {
      node[`${path.at(-1)!}_one`] = `[${key}] ${translate('en', `${key}_one`)}`;
      node[`${path.at(-1)!}_other`] = `[${key}] ${translate('en', `${key}_other`)}`;
    } else {
      node[path.at(-1)!] = `[${key}] ${translate('en', key)}`;
    }
  }
  return marked;
}

describe('API texts come from the message catalog', () => {
  it('answers field errors and the detail in English, never as keys', async () => {
    const res = await emptyRegistration();
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.detail).toBe(translate('en', AUTH_MESSAGES.firstNameRequired));
    expect(body.detail).toBe('First name is required');
    expect(body.fields.email).toEqual(['Email is required']);
    for (const messages of Object.values(body.fields as Record<string, string[]>)) {
      for (const message of messages) expect(message).not.toMatch(/^[a-z]+\.[A-Za-z]+$/);
    }
  });

  it('fills the values of field messages the shared schemas build at runtime', async () => {
    const operator = await tourOperator(t.app);
    const input = packageInput({ duration_days: 3 });
    const [first, second] = input.itinerary!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/safaris',
      headers: operator.authHeader,
      payload: { ...input, duration_days: 4, itinerary: [second, first, input.itinerary![2]] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      itinerary: ['The duration is 4 days but the itinerary has 3'],
      'itinerary.0.day': ['Day 1 is out of order'],
      'itinerary.1.day': ['Day 2 is out of order'],
    });
  });

  it('renders every detail and field message through the catalog', async () => {
    const restore = replaceCatalog('en', markedEnglish());
    try {
      const validation = (await emptyRegistration()).json();
      expect(validation.detail).toBe('[auth.firstNameRequired] First name is required');
      expect(validation.fields.password2).toEqual(['[auth.password2Required] Please confirm your password']);

      const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/users/me' });
      expect(unauthenticated.json().detail).toBe('[auth.authenticationRequired] Authentication required');

      const unknownRoute = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
      expect(unknownRoute.json().detail).toMatch(/^\[common\.\w+\] /);

      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.json().detail).toBe('[common.malformedJson] Malformed JSON in the request body');
    } finally {
      restore();
    }
    expect((await emptyRegistration()).json().detail).toBe('First name is required');
  });

  // Swahili ('sw') has its own test since issue 16 (swahili.test.ts).
  it('answers a guest in the best Accept-Language match, else English', async () => {
    for (const header of ['en-GB,en;q=0.9', 'fr-FR,de;q=0.8', 'de', '*', 'garbage;;q=x']) {
      const res = await emptyRegistration({ 'accept-language': header });
      expect(res.json().detail, header).toBe('First name is required');
    }
  });
});

/** A confirmed booking as the mails see it (only the fields they read). */
const booking = {
  id: '00000000-0000-4000-8000-000000000001',
  reference: 'DR-TEST1234',
  adults: 2,
  children: 1,
  infants: 0,
  start_date: '2027-01-10',
  end_date: '2027-01-13',
  safari: { title: 'Serengeti Classic', location: 'Arusha', operator: { company_name: 'Simba Safaris Ltd' } },
  lead_traveler: { name: 'Neema Mushi', email: 'neema@example.com', phone: '+255 712 345 678' },
  total_cents: 100000,
  paid_cents: 30000,
  refunded_cents: 0,
  balance_cents: 70000,
  balance_due_date: '2026-12-10',
} as unknown as Booking;
const en = (email: string) => ({ email, language: 'en' as const });

describe('notifications and mails come from the message catalog', () => {
  it("notify() stores title and message rendered from the catalog in the recipient's language", async () => {
    const user = await createUser(t.app);
    const refund = {
      key: 'notifications.refundInactive',
      values: { reference: 'DR-TEST1234', status: { key: 'bookings.statusName.pending_payment' } },
    } as const;
    const plain = await notify(
      t.app.db,
      user.user.id,
      'payment',
      'notifications.paymentRefundedTitle',
      refund,
    );
    expect(plain.title).toBe('Payment refunded');
    expect(plain.message).toBe(
      'Booking DR-TEST1234 is pending payment, so the payment that just arrived is being refunded in full.',
    );
    const restore = replaceCatalog('en', markedEnglish());
    try {
      const marked = await notify(
        t.app.db,
        user.user.id,
        'payment',
        'notifications.paymentRefundedTitle',
        refund,
      );
      expect(marked.title).toBe('[notifications.paymentRefundedTitle] Payment refunded');
      expect(marked.message).toBe(
        '[notifications.refundInactive] Booking DR-TEST1234 is [bookings.statusName.pending_payment] pending payment, so the payment that just arrived is being refunded in full.',
      );
      // A call site: the password change notifies from the catalog too.
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/users/me/password',
        headers: user.authHeader,
        payload: {
          current_password: TEST_PASSWORD,
          password: 'Kilimanjaro-Dawn-2027',
          password2: 'Kilimanjaro-Dawn-2027',
        },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().detail).toMatch(/^\[auth\.passwordChanged\] /);
      const list = (
        await t.app.inject({ method: 'GET', url: '/api/notifications/', headers: user.authHeader })
      ).json();
      expect(list.items.map((n: { title: string }) => n.title)).toContain(
        '[notifications.passwordChangedTitle] Password changed',
      );
    } finally {
      restore();
    }
    // Kept as messages: the list renders them from the catalog whenever it is read.
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/notifications/', headers: user.authHeader })
    ).json();
    expect(list.items.map((n: { title: string }) => n.title)).toContain('Password changed');
    expect(list.items.map((n: { title: string }) => n.title)).not.toContain(
      '[notifications.passwordChangedTitle] Password changed',
    );
  });

  it('renders the account mails from the catalog (text and HTML), the same English as before', async () => {
    const link = 'https://dalarides.example/verify-email?token=abc';
    const mail = verificationMail('en', 'a@example.com', 'Asha', link);
    expect(mail.subject).toBe('Verify your email address for Dala Rides');
    expect(mail.text).toBe(
      [
        'Hello Asha,',
        '',
        'Welcome to Dala Rides! Please confirm that this is your email address.',
        '',
        link,
        '',
        'The link works once and expires in 24 hours. If you did not create an account, ignore this email.',
        '',
        '— Dala Rides',
      ].join('\n'),
    );
    expect(mail.html).toContain('>Verify Email</a></p>');
    expect(mail.html).toContain(`Or open this link: ${link}</p>`);

    const restore = replaceCatalog('en', markedEnglish());
    try {
      const marked = passwordResetMail('en', 'a@example.com', 'Asha', link);
      expect(marked.subject).toBe('[mail.auth.resetSubject] Reset your Dala Rides password');
      expect(marked.text).toContain('[mail.hello] Hello Asha,');
      expect(marked.text).toMatch(
        /\[mail\.auth\.resetFooter\] The link works once and expires in \[mail\.hours\] /,
      );
      expect(marked.html).toContain('>[mail.auth.resetButton] Reset Password</a>');
      expect(marked.html).toContain('[mail.openLink] Or open this link: ');
      expect(marked.html).toContain('<p>[mail.signature] — Dala Rides</p>');

      // Through the route: the reset mail is rendered when it is queued.
      const user = await createUser(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email: user.user.email },
      });
      const [sent] = await waitForMails(t.dataDir, user.user.email);
      expect(sent).toContain('[mail.auth.resetIntro] Someone (hopefully you)');
    } finally {
      restore();
    }
  });

  it('renders the booking mails from the catalog, the same English as before', () => {
    const [traveler, operator] = bookingMails(
      'cancelled_by_operator',
      booking,
      en('t@example.com'),
      en('o@example.com'),
      'https://dalarides.example',
      { refundCents: 0, reason: 'Vehicle breakdown' },
    );
    expect(traveler).toEqual({
      to: 't@example.com',
      subject: 'Your booking DR-TEST1234 was cancelled by the operator',
      text: [
        'Simba Safaris Ltd cancelled your booking DR-TEST1234: Vehicle breakdown.',
        'Refund: none under the cancellation policy.',
        '',
        'Safari: Serengeti Classic (Arusha)',
        'Dates: 10 Jan 2027 to 13 Jan 2027',
        'Travelers: 2 adults, 1 child',
        'Lead traveler: Neema Mushi, neema@example.com, +255 712 345 678',
        'Total: $1,000; paid: $300; balance $700 due 10 Dec 2026',
        '',
        'Dala Rides',
      ].join('\n'),
    });
    expect(operator!.text.split('\n').slice(0, 2)).toEqual([
      'Booking DR-TEST1234 is cancelled and the traveler is refunded in full.',
      'Reason given: Vehicle breakdown',
    ]);

    const restore = replaceCatalog('en', markedEnglish());
    try {
      const [refunded] = bookingMails(
        'payment_refunded',
        booking,
        en('t@example.com'),
        en('o@example.com'),
        'https://x',
        {
          refundCents: 30000,
          refundReason: { key: 'notifications.refundDuplicate', values: { reference: 'DR-TEST1234' } },
        },
      );
      expect(refunded!.subject).toBe('[mail.booking.refundedSubject] Payment refunded for DR-TEST1234');
      expect(refunded!.text).toMatch(
        /^\[mail\.booking\.refundedText\] \[notifications\.refundDuplicate\] Booking DR-TEST1234/,
      );
      expect(refunded!.text).toContain(
        '[mail.booking.refund] Refund: $300 (processing takes 5-10 business days).',
      );
      expect(refunded!.text).toContain('[mail.booking.travelers] Travelers: [mail.booking.adults] 2 adults');
    } finally {
      restore();
    }
  });
});
