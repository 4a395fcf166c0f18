import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../identity/auth-helpers';
import { paidSafariBooking } from '../bookings/helpers';
import { createTestApp, type TestApp } from '../test-app';

// A traveler's payments and refunds (GET /me/payments) and a succeeded payment's receipt (JSON and
// PDF). Jobs are off: the cancellation's refund stays pending, as it is until the provider answers.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_ENABLED: 'false', SUPPORT_EMAIL: 'help@dalarides.test' } });
});
afterAll(() => t.close());

describe('a traveler’s payments', () => {
  it('lists the own payments and refunds newest first, with the receipt of a succeeded payment', async () => {
    const { app } = t;
    const { traveler, operator, bookingId } = await paidSafariBooking(app, 'history-list');

    const listed = await app.inject({ method: 'GET', url: '/api/me/payments', headers: traveler.authHeader });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    const page = listed.json();
    expect(page).toMatchObject({ total: 1, page: 1 });
    const [payment] = page.items;
    expect(payment).toMatchObject({
      type: 'payment',
      state: 'succeeded',
      kind: 'deposit',
      method: 'mobile_money',
      booking_currency: 'USD',
      booking: { id: bookingId, kind: 'safari' },
      reason: null,
    });
    expect(payment.booking.reference).toMatch(/^DR-/);
    expect(payment.booking.title.length).toBeGreaterThan(0);
    expect(payment.receipt_number).toMatch(/^RCT-[A-Z0-9]+$/);
    // Paid in shillings: the amount paid beside the booking's dollars, and the rate; in dollars: the same.
    if (payment.currency === 'TZS') {
      expect(payment.tzs_per_usd).toMatch(/^\d+\.\d{2}$/);
      expect(payment.amount_cents).toBeGreaterThan(payment.booking_amount_cents);
    } else {
      expect(payment).toMatchObject({ currency: 'USD', tzs_per_usd: null });
      expect(payment.amount_cents).toBe(payment.booking_amount_cents);
    }

    // The receipt: stable number, platform and operator details, the booking's money.
    const receipt = await app.inject({
      method: 'GET',
      url: `/api/me/payments/${payment.id}/receipt`,
      headers: traveler.authHeader,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const body = receipt.json();
    expect(body).toMatchObject({
      receipt_number: payment.receipt_number,
      payment_id: payment.id,
      platform: {
        name: 'Dala Rides',
        support_email: 'help@dalarides.test',
        website: 'http://localhost:3000',
      },
      operator: { email: operator.user.email, phone: '+255712000000' },
      traveler: { name: 'Neema Mushi', email: 'neema@example.com' },
      booking: { id: bookingId, kind: 'safari', adults: 1, children: 0, infants: 0 },
      payment: {
        kind: 'deposit',
        method: 'mobile_money',
        amount_cents: payment.amount_cents,
        currency: payment.currency,
        booking_amount_cents: payment.booking_amount_cents,
      },
      totals: { currency: 'USD', refunded_cents: 0 },
    });
    expect(body.operator.company_name.length).toBeGreaterThan(0);
    expect(body.payment.provider_reference.length).toBeGreaterThan(0);
    expect(body.totals.paid_cents).toBe(payment.booking_amount_cents);
    expect(body.totals.balance_cents).toBe(body.totals.total_cents - body.totals.paid_cents);
    expect(body.totals.balance_cents).toBeGreaterThan(0);
    expect(body.totals.balance_due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const pdf = await app.inject({
      method: 'GET',
      url: `/api/me/payments/${payment.id}/receipt/pdf`,
      headers: traveler.authHeader,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `inline; filename="dala-receipt-${payment.receipt_number}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The traveler cancels: a refund line with its state and reason, newest first.
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: traveler.authHeader,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (
      await app.inject({ method: 'GET', url: '/api/me/payments', headers: traveler.authHeader })
    ).json();
    expect(after.total).toBe(2);
    expect(after.items.map((i: { type: string }) => i.type)).toEqual(['refund', 'payment']);
    const refund = after.items[0];
    expect(refund).toMatchObject({
      type: 'refund',
      state: 'pending',
      booking: { id: bookingId },
      receipt_number: null,
      booking_currency: 'USD',
    });
    expect(refund.reason).toContain('Cancelled by the traveler');
    expect(refund.booking_amount_cents).toBeGreaterThan(0);
    expect(refund.booking_amount_cents).toBeLessThanOrEqual(payment.booking_amount_cents);

    // A refund has no receipt; the payment's receipt now shows the refund and no balance due.
    const refundReceipt = await app.inject({
      method: 'GET',
      url: `/api/me/payments/${refund.id}/receipt`,
      headers: traveler.authHeader,
    });
    expect(refundReceipt.statusCode).toBe(404);
    const later = (
      await app.inject({
        method: 'GET',
        url: `/api/me/payments/${payment.id}/receipt`,
        headers: traveler.authHeader,
      })
    ).json();
    expect(later.totals).toMatchObject({
      refunded_cents: refund.booking_amount_cents,
      balance_cents: 0,
      balance_due_date: null,
    });

    // Pages: one line per page, the same total.
    const second = await app.inject({
      method: 'GET',
      url: '/api/me/payments?page=2&page_size=1',
      headers: traveler.authHeader,
    });
    expect(second.json()).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(second.json().items.map((i: { id: string }) => i.id)).toEqual([payment.id]);
  });

  it('shows nobody else’s payment: another traveler gets 404, an operator its own empty list', async () => {
    const { app } = t;
    const { traveler, operator } = await paidSafariBooking(app, 'history-authz');
    const [payment] = (
      await app.inject({ method: 'GET', url: '/api/me/payments', headers: traveler.authHeader })
    ).json().items;

    const stranger = await createUser(app);
    const strangerList = await app.inject({
      method: 'GET',
      url: '/api/me/payments',
      headers: stranger.authHeader,
    });
    expect(strangerList.json()).toMatchObject({ items: [], total: 0 });
    for (const url of [
      `/api/me/payments/${payment.id}/receipt`,
      `/api/me/payments/${payment.id}/receipt/pdf`,
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: stranger.authHeader });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', detail: 'Receipt not found' });
      // The operator paid for it is not the payer either.
      expect((await app.inject({ method: 'GET', url, headers: operator.authHeader })).statusCode).toBe(404);
    }
    const operatorList = await app.inject({
      method: 'GET',
      url: '/api/me/payments',
      headers: operator.authHeader,
    });
    expect(operatorList.statusCode).toBe(200);
    expect(operatorList.json()).toMatchObject({ items: [], total: 0 });

    // Unknown and malformed ids: 404; no token: 401.
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/me/payments/00000000-0000-4000-8000-000000000000/receipt',
      headers: traveler.authHeader,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({
      method: 'GET',
      url: '/api/me/payments/not-a-payment/receipt',
      headers: traveler.authHeader,
    });
    expect([400, 404]).toContain(malformed.statusCode);
    expect((await app.inject({ method: 'GET', url: '/api/me/payments' })).statusCode).toBe(401);
  });

  it('has no receipt for a payment that did not succeed', async () => {
    const { app } = t;
    const { traveler } = await paidSafariBooking(app, 'history-failed');
    const [payment] = (
      await app.inject({ method: 'GET', url: '/api/me/payments', headers: traveler.authHeader })
    ).json().items;
    await app.db.execute(
      sql`update payments set status = 'failed', failure_reason = 'Declined' where id = ${payment.id}::uuid`,
    );
    const [failed] = (
      await app.inject({ method: 'GET', url: '/api/me/payments', headers: traveler.authHeader })
    ).json().items;
    expect(failed).toMatchObject({ state: 'failed', reason: 'Declined', receipt_number: null });
    const receipt = await app.inject({
      method: 'GET',
      url: `/api/me/payments/${payment.id}/receipt`,
      headers: traveler.authHeader,
    });
    expect(receipt.statusCode).toBe(404);
  });
  it('shows a dollar booking paid in shillings in both currencies, with the rate used', async () => {
    const { app } = t;
    const { traveler } = await paidSafariBooking(app, 'history-tzs');
    const [payment] = (
      await app.inject({ method: 'GET', url: '/api/me/payments', headers: traveler.authHeader })
    ).json().items;
    // As a mobile-money charge of a USD safari is stored: TZS charged at the admin's rate (2 585.50).
    await app.db.execute(sql`update payments set charged_amount_minor = 129275000, charged_currency = 'TZS',
      tzs_per_usd_hundredths = 258550, channel = 'mixx' where id = ${payment.id}::uuid`);
    const [converted] = (
      await app.inject({ method: 'GET', url: '/api/me/payments', headers: traveler.authHeader })
    ).json().items;
    expect(converted).toMatchObject({
      amount_cents: 129275000,
      currency: 'TZS',
      booking_amount_cents: payment.booking_amount_cents,
      booking_currency: 'USD',
      tzs_per_usd: '2585.50',
      channel: 'mixx',
    });
    const receipt = (
      await app.inject({
        method: 'GET',
        url: `/api/me/payments/${payment.id}/receipt`,
        headers: traveler.authHeader,
      })
    ).json();
    expect(receipt.payment).toMatchObject({
      amount_cents: 129275000,
      currency: 'TZS',
      booking_currency: 'USD',
      tzs_per_usd: '2585.50',
      channel: 'mixx',
    });
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/me/payments/${payment.id}/receipt/pdf`,
      headers: { ...traveler.authHeader, 'accept-language': 'en' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
