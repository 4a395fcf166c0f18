import { addDays, todayInTanzania } from '@dala/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, ledgerEntries, ledgerTransactions } from '../../src/db/schema';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { transportWorld, type TransportWorld } from '../transport/fixtures';

/**
 * Deals (issue 15), through the real server: operators manage deals on their own listings; the server
 * applies the one best deal in every quote and booking (safari and trip), a code only with its code, and
 * the booking keeps the deal, the discount and the price before it; money (deposit, ledger) follows the
 * discounted total. Package prices: $1,000 per adult (test package input).
 */
let t: TestApp;
let operator: TestUser;
let otherOperator: TestUser;
let traveler: TestUser;
let safari: { id: number; departureId: number | null };
let world: TransportWorld;
const today = () => todayInTanzania();
const lead = { name: 'Neema Mushi', email: 'neema@example.com', phone: '+255712345678' };
let keyN = 0;

function dealBody(overrides: Record<string, unknown> = {}) {
  return {
    listing_kind: 'safari',
    listing_id: safari.id,
    title: 'Early bird',
    discount_kind: 'percent',
    percent_off: 10,
    valid_from: addDays(today(), -1),
    valid_to: addDays(today(), 30),
    ...overrides,
  };
}

async function createDeal(body: Record<string, unknown>, who: TestUser = operator) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator/deals',
    headers: who.authHeader,
    payload: body,
  });
  return res;
}

async function quote(code?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/safaris/${safari.id}/quote`,
    payload: {
      departure_id: safari.departureId,
      adults: 2,
      ...(code !== undefined ? { deal_code: code } : {}),
    },
  });
}

async function hold(extra: Record<string, unknown> = {}, key = `deal-hold-${++keyN}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...traveler.authHeader, 'idempotency-key': key },
    payload: {
      safari_id: safari.id,
      departure_id: safari.departureId,
      adults: 2,
      lead_traveler: lead,
      accept_terms: true,
      ...extra,
    },
  });
}

async function removeAllDeals() {
  await t.app.db.execute(sql`update deals set deleted_at = now() where deleted_at is null`);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDestinations(t.app.db);
  operator = await tourOperator(t.app);
  otherOperator = await tourOperator(t.app);
  traveler = await createUser(t.app);
  safari = await publishedGroupSafari(t.app, operator, { departureInDays: 90 });
  world = await transportWorld(t.app);
});
afterAll(async () => t?.close());

describe('operator deal management', () => {
  it('creates, lists, edits, pauses and deletes its own deal', async () => {
    const created = await createDeal(dealBody({ code: 'kilele10', max_uses: 5 }));
    expect(created.statusCode, created.body).toBe(201);
    const deal = created.json();
    expect(deal).toMatchObject({
      code: 'KILELE10',
      currency: 'USD',
      state: 'live',
      uses: 0,
      status: 'active',
    });
    expect(deal.listing).toMatchObject({ kind: 'safari', id: safari.id });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/operator/deals',
      headers: operator.authHeader,
    });
    expect(list.json().items.map((d: { id: string }) => d.id)).toContain(deal.id);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/deals/${deal.id}`,
      headers: operator.authHeader,
      payload: dealBody({ title: 'Early bird 15', percent_off: 15, code: 'KILELE10' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Early bird 15', percent_off: 15 });

    const paused = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/deals/${deal.id}/status`,
      headers: operator.authHeader,
      payload: { status: 'paused' },
    });
    expect(paused.json().state).toBe('paused');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/operator/deals/${deal.id}`,
      headers: operator.authHeader,
    });
    expect(deleted.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/operator/deals',
      headers: operator.authHeader,
    });
    expect(after.json().items.map((d: { id: string }) => d.id)).not.toContain(deal.id);
  });

  it('refuses another operator’s listing, bad input and a second deal with the same code', async () => {
    const foreign = await createDeal(dealBody(), otherOperator);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields.listing_id).toBeDefined();

    const bad = await createDeal(dealBody({ percent_off: 95, valid_to: addDays(today(), -5) }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['percent_off', 'valid_to']));

    expect((await createDeal(dealBody({ code: 'TWICE' }))).statusCode).toBe(201);
    const again = await createDeal(dealBody({ code: 'twice' }));
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.code).toBeDefined();
    await removeAllDeals();
  });

  it('answers 404 for another operator’s deal and 403 for a traveler', async () => {
    const deal = (await createDeal(dealBody())).json();
    for (const [method, url, payload] of [
      ['PUT', `/api/operator/deals/${deal.id}/status`, { status: 'paused' }],
      ['DELETE', `/api/operator/deals/${deal.id}`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: otherOperator.authHeader, payload });
      expect(res.statusCode).toBe(404);
    }
    const asTraveler = await t.app.inject({
      method: 'GET',
      url: '/api/operator/deals',
      headers: traveler.authHeader,
    });
    expect(asTraveler.statusCode).toBe(403);
    await removeAllDeals();
  });
});

describe('the server applies deals', () => {
  it('applies the best single deal in the quote and the booking, which keeps it', async () => {
    await createDeal(dealBody({ percent_off: 10 }));
    const best = (
      await createDeal(
        dealBody({ title: '$300 off', discount_kind: 'amount', amount_off_cents: 30_000, percent_off: null }),
      )
    ).json();
    const q = await quote();
    expect(q.statusCode, q.body).toBe(200);
    // $2,000 for two adults: 10 % is $200, $300 off is more; never both.
    expect(q.json()).toMatchObject({
      subtotal_usd: 2000,
      discount_usd: 300,
      total_usd: 1700,
      deal_id: best.id,
    });

    // A client-sent price or discount is ignored.
    const held = await hold({ total_cents: 100, discount_cents: 199_900, deal_id: 'x' });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json()).toMatchObject({
      subtotal_cents: 200_000,
      discount_cents: 30_000,
      total_cents: 170_000,
    });
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, held.json().id));
    expect(row).toMatchObject({
      dealId: best.id,
      subtotalCents: 200_000,
      discountCents: 30_000,
      totalCents: 170_000,
    });
    // The deposit is the package's percent of the discounted total.
    expect(row!.depositCents).toBe(Math.round((170_000 * row!.depositPercent) / 100 / 100) * 100);

    // The same request again (same key) answers the same booking: the deal is not applied twice.
    const replay = await hold({}, `deal-hold-${keyN}`);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ id: held.json().id, discount_cents: 30_000, total_cents: 170_000 });
    await removeAllDeals();
  });

  it('applies a code deal only with its code; an unusable code is a field error', async () => {
    await createDeal(dealBody({ code: 'SAVE20', percent_off: 20 }));
    await createDeal(
      dealBody({ code: 'OLD', valid_from: addDays(today(), -20), valid_to: addDays(today(), -1) }),
    );
    await createDeal(dealBody({ code: 'SOON', valid_from: addDays(today(), 2) }));
    await createDeal(
      dealBody({ code: 'WINTER', travel_from: addDays(today(), 200), travel_to: addDays(today(), 230) }),
    );
    expect((await quote()).json()).toMatchObject({ discount_usd: 0, deal_id: null });
    expect((await quote('save20')).json()).toMatchObject({ discount_usd: 400, total_usd: 1600 });
    for (const [code, message] of [
      ['NOPE', 'This code is not valid for this booking'],
      ['old', 'This code has expired'],
      ['SOON', 'This code is not valid yet'],
      ['winter', 'This code is not valid for these travel dates'],
    ] as const) {
      const res = await quote(code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().fields.deal_code).toEqual([message]);
    }
    const refused = await hold({ deal_code: 'NOPE' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.deal_code).toBeDefined();
    const coded = await hold({ deal_code: 'Save20' });
    expect(coded.json()).toMatchObject({ discount_cents: 40_000, total_cents: 160_000 });
    await removeAllDeals();
  });

  it('does not apply a paused deal, and stops at its cap on uses', async () => {
    const paused = (await createDeal(dealBody())).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/operator/deals/${paused.id}/status`,
      headers: operator.authHeader,
      payload: { status: 'paused' },
    });
    expect((await quote()).json().discount_usd).toBe(0);
    await removeAllDeals();

    await createDeal(dealBody({ max_uses: 1 }));
    expect((await hold()).json().discount_cents).toBe(20_000);
    expect((await hold()).json().discount_cents).toBe(0);
    await removeAllDeals();
  });

  it('records the discounted price in the ledger when the deposit is paid', async () => {
    await createDeal(dealBody({ percent_off: 50 }));
    const held = await hold();
    const booking = held.json();
    expect(booking.total_cents).toBe(100_000);
    const payment = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payments`,
      headers: { ...traveler.authHeader, 'idempotency-key': `deal-pay-${booking.id}` },
      payload: { method: 'mobile_money', phone: '+255712345678', return_path: '/booking/success' },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const approved = await t.app.inject({ method: 'POST', url: `${payment.json().checkout_url}/approve` });
    expect(approved.statusCode).toBe(303);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('confirmed');
    // The operator's pending earning and the commission come from the deposit of the discounted total.
    const entries = await t.app.db
      .select({
        account: ledgerEntries.account,
        amount: ledgerEntries.amountMinor,
        currency: ledgerEntries.currency,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.bookingId, booking.id));
    const credited = entries
      .filter((e) => e.account === 'operator_pending' || e.account === 'platform_commission')
      .reduce((sum, e) => sum - e.amount, 0);
    expect(row!.paidCents).toBe(row!.depositCents);
    expect(credited).toBe(row!.depositCents);
    await removeAllDeals();
  });
});

describe('trip deals', () => {
  async function routeDeal(body: Record<string, unknown>, who: TestUser = world.transporter) {
    return createDeal(
      {
        listing_kind: 'route',
        listing_id: world.route.id,
        title: 'Coach saver',
        discount_kind: 'amount',
        amount_off_cents: 500_000,
        valid_from: today(),
        valid_to: addDays(today(), 10),
        ...body,
      },
      who,
    );
  }

  it('quotes and books a trip with the route’s deal; another transporter cannot put one on it', async () => {
    expect((await routeDeal({}, operator)).statusCode).toBe(400);
    const deal = await routeDeal({});
    expect(deal.statusCode, deal.body).toBe(201);
    expect(deal.json().currency).toBe('TZS');

    const fare = world.route.fare(0, world.route.stops.length - 1);
    const q = await t.app.inject({
      method: 'POST',
      url: '/api/deals/trip-quote',
      headers: traveler.authHeader,
      payload: { trip_id: world.trip.id, board: 0, alight: world.route.stops.length - 1, seats: 2 },
    });
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toMatchObject({
      subtotal_cents: fare * 200,
      discount_cents: 500_000,
      total_cents: fare * 200 - 500_000,
    });

    const held = await t.app.inject({
      method: 'POST',
      url: '/api/trip-bookings',
      headers: { ...traveler.authHeader, 'idempotency-key': `deal-trip-${++keyN}` },
      payload: {
        trip_id: world.trip.id,
        board: 0,
        alight: world.route.stops.length - 1,
        seats: ['1A', '1B'],
        total_cents: 1,
      },
    });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json()).toMatchObject({
      subtotal_cents: fare * 200,
      discount_cents: 500_000,
      total_cents: fare * 200 - 500_000,
      deposit_cents: fare * 200 - 500_000,
    });
  });

  it('lists live deals for signed-in travelers with the price before and after', async () => {
    await createDeal(dealBody({ title: 'Public code', code: 'OPEN5', code_public: true, percent_off: 5 }));
    await createDeal(dealBody({ title: 'Private code', code: 'SECRET' }));
    await createDeal(dealBody({ title: 'Later', valid_from: addDays(today(), 3) }));
    const res = await t.app.inject({ method: 'GET', url: '/api/deals', headers: traveler.authHeader });
    expect(res.statusCode).toBe(200);
    const titles = res.json().items.map((d: { title: string }) => d.title);
    expect(titles).toEqual(expect.arrayContaining(['Public code', 'Coach saver']));
    expect(titles).not.toContain('Private code');
    expect(titles).not.toContain('Later');
    const open = res.json().items.find((d: { title: string }) => d.title === 'Public code');
    expect(open).toMatchObject({ code: 'OPEN5', original_cents: 100_000, deal_cents: 95_000 });
    expect((await t.app.inject({ method: 'GET', url: '/api/deals' })).statusCode).toBe(401);
  });
});
