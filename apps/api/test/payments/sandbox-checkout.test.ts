import { formatDisplayDateTime, formatMinorUnits, type Currency } from '@dala/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';

/**
 * The sandbox provider's hosted checkout page (issue 16): rendered in the payer's language — the
 * language switch's cookie, else the browser's Accept-Language —, with `<html lang>`, the amount and the
 * hold's end written the way that language writes them.
 */
let t: TestApp;
let traveler: TestUser;
let safari: { id: number; departureId: number | null };

beforeAll(async () => {
  t = await createTestApp();
  await seedDestinations(t.app.db);
  const operator = await tourOperator(t.app);
  traveler = await createUser(t.app);
  safari = await publishedGroupSafari(t.app, operator, { departureInDays: 90 });
});
afterAll(() => t.close());

let keys = 0;

/** A held booking with a pending mobile-money payment: its checkout address and what it charges. */
async function pendingPayment() {
  const key = `sandbox-page-${Date.now()}-${++keys}`;
  const held = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...traveler.authHeader, 'idempotency-key': `${key}-hold` },
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
    headers: { ...traveler.authHeader, 'idempotency-key': `${key}-pay` },
    payload: { method: 'mobile_money', phone: '+255712345678', return_path: '/booking/success' },
  });
  expect(payment.statusCode, payment.body).toBe(201);
  const body = payment.json() as {
    checkout_url: string;
    payment: { kind: 'deposit' | 'balance' | 'full'; charged_amount_cents: number; charged_currency: string };
  };
  return {
    checkout: body.checkout_url,
    reference: held.json().reference as string,
    holdExpiresAt: held.json().hold_expires_at as string,
    kind: body.payment.kind,
    amount: body.payment.charged_amount_cents,
    currency: body.payment.charged_currency as Currency,
  };
}

describe('the sandbox checkout page', () => {
  it("is written in Swahili for a Swahili reader: lang, texts, money and the hold's end", async () => {
    const payment = await pendingPayment();
    const res = await t.app.inject({
      method: 'GET',
      url: payment.checkout,
      headers: { 'accept-language': 'sw-TZ,sw;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toMatch(/^<!doctype html><html lang="sw">/);
    expect(html).toContain('<title>Malipo ya majaribio · Dala Rides</title>');
    expect(html).toContain('SANDBOX · hakuna pesa halisi inayolipwa');
    expect(html).toContain('<h1>Malipo kwa pesa kwa simu</h1>');
    const kind = { deposit: 'malipo ya awali', balance: 'salio', full: 'malipo kamili' }[payment.kind];
    expect(html).toContain(`${payment.reference} (${kind})`);
    expect(html).toContain('>Kataa</button>');
    expect(html).toContain('>Idhinisha malipo</button>');
    expect(html).toContain(escapeAmount(formatMinorUnits(payment.amount, payment.currency, 'sw-TZ')));
    expect(html).toContain(
      `<dt>Nafasi imeshikiliwa hadi</dt><dd>${formatDisplayDateTime(payment.holdExpiresAt, 'sw')}</dd>`,
    );
    // Nothing of the English page is left.
    for (const english of ['Approve payment', 'Decline', 'Pay to', 'no real money', 'In production']) {
      expect(html).not.toContain(english);
    }
  });

  it('follows the language switch (its cookie) over the browser, and says when a payment is final', async () => {
    const payment = await pendingPayment();
    const declined = await t.app.inject({ method: 'POST', url: `${payment.checkout}/decline` });
    expect(declined.statusCode).toBe(303);
    const res = await t.app.inject({
      method: 'GET',
      url: payment.checkout,
      headers: { cookie: 'dala_lang=sw', 'accept-language': 'en' },
    });
    expect(res.body).toMatch(/<html lang="sw">/);
    expect(res.body).toContain('Malipo haya yameshindikana tayari.');
    expect(res.body).not.toContain('<form');
  });

  it('stays in English for anyone else', async () => {
    const payment = await pendingPayment();
    const res = await t.app.inject({ method: 'GET', url: payment.checkout });
    expect(res.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(res.body).toContain('<title>Sandbox checkout · Dala Rides</title>');
    expect(res.body).toContain('SANDBOX · no real money moves');
    expect(res.body).toContain('<h1>Mobile money payment</h1>');
    expect(res.body).toContain(`${payment.reference} (${payment.kind})`);
    expect(res.body).toContain('>Approve payment</button>');
    expect(res.body).toContain(escapeAmount(formatMinorUnits(payment.amount, payment.currency, 'en-US')));
    expect(res.body).toContain(
      `<dt>Held until</dt><dd>${formatDisplayDateTime(payment.holdExpiresAt, 'en')}</dd>`,
    );
  });
});

/** The amount as the page writes it (HTML-escaped; Intl may put a no-break space in it). */
function escapeAmount(amount: string): string {
  return amount.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
