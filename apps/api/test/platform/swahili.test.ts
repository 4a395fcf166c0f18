import { AUTH_MESSAGES, translate } from '@dala/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { paidSafariBooking } from '../bookings/helpers';
import { createUser, outboxMails, waitForMails } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Issue 16: the API answers in the reader's language — the account's, else the switch's dala_lang
 * cookie, else Accept-Language, else English — and writes mails and notifications in their
 * recipient's language, whoever caused them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SWAHILI_DATE = /\b\d{2} (Jan|Feb|Mac|Apr|Mei|Jun|Jul|Ago|Sep|Okt|Nov|Des) \d{4}\b/;

const emptyRegistration = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {}, headers });

const speaksSwahili = (userId: string) =>
  t.app.db.update(users).set({ preferredLanguage: 'sw' }).where(eq(users.id, userId));

describe('the language of an answer', () => {
  const swahili = translate('sw', AUTH_MESSAGES.firstNameRequired);
  const english = translate('en', AUTH_MESSAGES.firstNameRequired);

  it('has Swahili texts that are not the English ones', () => {
    expect(swahili).not.toBe(english);
    expect(swahili.trim()).not.toBe('');
  });

  it('answers a guest whose browser asks for Swahili in Swahili, field messages included', async () => {
    for (const header of ['sw', 'sw-TZ,sw;q=0.9,en;q=0.8', 'fr-FR, sw;q=0.5']) {
      const res = await emptyRegistration({ 'accept-language': header });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail, header).toBe(swahili);
      expect(res.json().fields.email).toEqual([translate('sw', AUTH_MESSAGES.emailRequired)]);
    }
  });

  it('follows the switch (dala_lang cookie) over Accept-Language', async () => {
    const sw = await emptyRegistration({ cookie: 'dala_lang=sw', 'accept-language': 'en-GB' });
    expect(sw.json().detail).toBe(swahili);
    const en = await emptyRegistration({ cookie: 'a=1; dala_lang=en', 'accept-language': 'sw' });
    expect(en.json().detail).toBe(english);
    const unknown = await emptyRegistration({ cookie: 'dala_lang=fr' });
    expect(unknown.json().detail).toBe(english);
  });

  it("answers a signed-in user in the account's language, whatever the browser says", async () => {
    const u = await createUser(t.app);
    await speaksSwahili(u.user.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { ...u.authHeader, 'accept-language': 'en', cookie: 'dala_lang=en' },
      payload: { preferred_language: 'xx' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.preferred_language).toEqual([translate('sw', AUTH_MESSAGES.languageInvalid)]);
    expect(res.json().detail).not.toBe(translate('en', AUTH_MESSAGES.languageInvalid));

    // And an English account is answered in English under a Swahili browser.
    const en = await createUser(t.app);
    const enRes = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { ...en.authHeader, 'accept-language': 'sw', cookie: 'dala_lang=sw' },
      payload: { preferred_language: 'xx' },
    });
    expect(enRes.json().fields.preferred_language).toEqual(['Choose a supported language']);
  });

  it('a new account speaks the language the visitor was reading the site in', async () => {
    const email = `swahili-${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: 'dala_lang=sw' },
      payload: {
        type: 'traveler',
        first_name: 'Neema',
        last_name: 'Mushi',
        email,
        password: 'kilimanjaro-2026',
        password2: 'kilimanjaro-2026',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.preferred_language).toBe('sw');
    expect(res.json().detail).toBe(translate('sw', AUTH_MESSAGES.registered));
    const [mail] = await waitForMails(t.dataDir, email);
    expect(mail).toContain(translate('sw', 'mail.auth.verifySubject'));
  });
});

describe('mails and notifications go out in the recipient’s language', () => {
  it('an English traveler cancels: the Swahili operator is told in Swahili, the traveler in English', async () => {
    const { operator, traveler, bookingId } = await paidSafariBooking(t.app, 'sw-cancel');
    await speaksSwahili(operator.user.id);
    const mailedBefore = (await waitForMails(t.dataDir, operator.user.email)).length;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: { ...traveler.authHeader, 'accept-language': 'en' },
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const reference = cancelled.json().reference as string;

    const list = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/notifications', headers })).json().items as {
        title: string;
        message: string;
      }[];
    const toOperator = (await list(operator.authHeader)).find((n) => n.message.includes(reference));
    expect(toOperator?.title).toBe(translate('sw', 'notifications.bookingCancelledTitle'));
    expect(toOperator?.title).not.toBe(translate('en', 'notifications.bookingCancelledTitle'));
    expect(toOperator?.message).toMatch(SWAHILI_DATE);
    const toTraveler = (await list(traveler.authHeader)).find(
      (n) => n.title === translate('en', 'notifications.bookingCancelledTitle'),
    );
    expect(toTraveler?.message).toContain(reference);

    const mails = await waitForMails(t.dataDir, operator.user.email, mailedBefore + 1);
    const mail = mails.slice(mailedBefore).find((m) => m.includes(reference));
    expect(mail).toContain(translate('sw', 'mail.booking.travelerCancelledSubject', { reference }));
    expect(mail).toMatch(SWAHILI_DATE);
    // The traveler's mail is sent after the answer too (and may follow the confirmation's by a moment).
    const travelerSubject = translate('en', 'mail.booking.cancelledSubject', { reference });
    await expect
      .poll(
        () => outboxMails(t.dataDir, traveler.user.email).some((mail) => mail.includes(travelerSubject)),
        {
          timeout: 5000,
        },
      )
      .toBe(true);
  });
});
