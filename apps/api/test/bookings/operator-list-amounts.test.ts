import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourOperator } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { paidSafariBooking } from './helpers';

/** The operator's bookings list tells what each booking was paid and refunded, with totals (issue 15). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface ListAnswer {
  items: { id: string; paid_cents: number; refunded_cents: number; currency: string }[];
  total: number;
  totals: { currency: string; bookings: number; paid_cents: number; refunded_cents: number }[];
}

describe('GET /api/operator/bookings amounts', () => {
  it('gives each booking its paid and refunded amounts and the totals of the filter, own bookings only', async () => {
    const { operator, traveler, bookingId } = await paidSafariBooking(t.app, 'op-amounts');
    const list = async (query = '') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/operator/bookings${query}`,
        headers: operator.authHeader,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ListAnswer;
    };

    const before = await list();
    const item = before.items.find((b) => b.id === bookingId)!;
    expect(item.paid_cents).toBeGreaterThan(0);
    expect(item.refunded_cents).toBe(0);
    expect(before.totals).toEqual([
      { currency: 'USD', bookings: 1, paid_cents: item.paid_cents, refunded_cents: 0 },
    ]);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: { ...traveler.authHeader, 'idempotency-key': 'op-amounts-cancel' },
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    const after = await list();
    const cancelled = after.items.find((b) => b.id === bookingId)!;
    expect(cancelled.refunded_cents).toBeGreaterThan(0);
    expect(after.totals).toEqual([
      {
        currency: 'USD',
        bookings: 1,
        paid_cents: cancelled.paid_cents,
        refunded_cents: cancelled.refunded_cents,
      },
    ]);
    // The totals follow the filter.
    expect((await list('?status=confirmed')).totals).toEqual([]);

    // Another operator sees neither the booking nor its money.
    const other = await tourOperator(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/operator/bookings',
      headers: other.authHeader,
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toMatchObject({ items: [], total: 0, totals: [] });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/operator/bookings/${bookingId}`,
      headers: other.authHeader,
    });
    expect(detail.statusCode).toBe(404);
  });
});
