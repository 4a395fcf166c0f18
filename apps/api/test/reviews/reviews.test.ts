import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendReviewInvitations } from '../../src/modules/reviews';
import { paidSafariBooking } from '../bookings/helpers';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { pngImage } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { sellSeats, transportWorld } from '../transport/fixtures';

// Reviews (issue 15): a traveler reviews their own booking once it ended, once; edits within 30 days;
// the operator replies once; moderators hide and restore with an audit entry; the package's rating
// and count (and its search entry) always come from the visible reviews; invitations go out once.

let t: TestApp;
let app: FastifyInstance;
let operator: TestUser;
let traveler: TestUser;
let packageId: number;
let bookingId: string;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_ENABLED: 'false' } });
  app = t.app;
  ({ operator, traveler, bookingId } = await paidSafariBooking(app, 'reviews'));
  const row = await app.db.execute(sql`select package_id from bookings where id = ${bookingId}`);
  packageId = Number((row.rows[0] as { package_id: number }).package_id);
  admin = await createUser(app, { type: 'admin' });
});
afterAll(() => t.close());

const review = (user: TestUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/reviews', headers: user.authHeader, payload });
const goodReview = (booking: string, rating = 5) => ({
  booking_id: booking,
  rating,
  title: 'Unforgettable migration',
  text: 'Our guide found the herds every single day and the camp was wonderful.',
});

/** Moves a booking into the past: it ended `daysAgo` days ago. */
async function endBooking(id: string, daysAgo = 3) {
  await app.db.execute(sql`update bookings set start_date = current_date - ${daysAgo + 4}::int,
    end_date = current_date - ${daysAgo}::int where id = ${id}`);
}

/** Another booking of the same package (a copy of the first) for `travelerId`, in `status`. */
async function anotherBooking(travelerId: string, status = 'completed', daysAgo = 5): Promise<string> {
  const result = await app.db.execute(sql`insert into bookings (reference, kind, traveler_id, package_id,
      departure_id, start_date, end_date, adults, seats, lead_name, lead_email, lead_phone, adult_price_cents,
      child_price_cents, subtotal_cents, total_cents, deposit_percent, deposit_cents, pay_in_full, paid_cents,
      status, idempotency_key)
    select ${'DR-T' + randomBytes(5).toString('hex').toUpperCase()}, kind, ${travelerId}, package_id, departure_id,
      current_date - ${daysAgo + 4}::int, current_date - ${daysAgo}::int, adults, seats, lead_name, lead_email,
      lead_phone, adult_price_cents, child_price_cents, subtotal_cents, total_cents, deposit_percent,
      deposit_cents, pay_in_full, 0, ${status}::booking_status, ${'test-' + randomBytes(6).toString('hex')}
    from bookings where id = ${bookingId} returning id`);
  return String((result.rows[0] as { id: string }).id);
}

async function packageFigures() {
  const result = await app.db.execute(sql`select p.rating_avg, p.review_count, s.rating_avg as search_avg,
      s.review_count as search_count
    from safari_packages p left join safari_search_entries s on s.package_id = p.id where p.id = ${packageId}`);
  const row = result.rows[0] as Record<string, number>;
  return {
    avg: Number(row.rating_avg),
    count: Number(row.review_count),
    searchAvg: Number(row.search_avg),
    searchCount: Number(row.search_count),
  };
}

function photoForm(file: Buffer, contentType = 'image/png') {
  const boundary = '----dalaReviewBoundary' + Math.random().toString(16).slice(2);
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let reviewId: number;

describe('writing a review', () => {
  it('refuses a booking that has not ended, and hides another traveler’s booking (404)', async () => {
    const early = await review(traveler, goodReview(bookingId));
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().detail).toMatch(/once it has ended/);

    const stranger = await createUser(app);
    const other = await review(stranger, goodReview(bookingId));
    expect(other.statusCode).toBe(404);
  });

  it('refuses bad input with field errors and never writes', async () => {
    await endBooking(bookingId);
    const bad = await review(traveler, { booking_id: bookingId, rating: 6, title: '', text: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['rating', 'text', 'title']);
    const notUuid = await review(traveler, { ...goodReview('nope') });
    expect(notUuid.statusCode).toBe(400);
    const count = await app.db.execute(sql`select count(*)::int as n from reviews`);
    expect(Number((count.rows[0] as { n: number }).n)).toBe(0);
  });

  it('reviews an ended booking once: verified, counted on the package and its search entry', async () => {
    const created = await review(traveler, goodReview(bookingId, 4));
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    reviewId = body.id;
    expect(body).toMatchObject({
      rating: 4,
      verified_booking: true,
      can_edit: true,
      hidden: false,
      subject: { kind: 'safari', id: packageId },
      author_name: 'Test T.',
    });
    expect(await packageFigures()).toEqual({ avg: 4, count: 1, searchAvg: 4, searchCount: 1 });

    const twice = await review(traveler, goodReview(bookingId));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toMatch(/already reviewed/);
  });

  it('refuses bookings that never took place', async () => {
    const cancelled = await anotherBooking(traveler.user.id, 'cancelled');
    const res = await review(traveler, goodReview(cancelled));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/took place/);
  });

  it('lists the package’s reviews with the same count as the detail page', async () => {
    const list = await app.inject({ method: 'GET', url: `/api/safaris/${packageId}/reviews?page_size=2` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, rating_avg: 4, page: 1 });
    const detail = await app.inject({ method: 'GET', url: `/api/safaris/${packageId}` });
    expect(detail.json().review_count).toBe(1);
    expect(detail.json().reviews.map((r: { id: number }) => r.id)).toEqual([reviewId]);
    const missing = await app.inject({ method: 'GET', url: '/api/safaris/999999/reviews' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('editing', () => {
  it('edits within 30 days (rating recomputed), then refuses', async () => {
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/reviews/${reviewId}`,
      headers: traveler.authHeader,
      payload: { rating: 5 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().edited_at).not.toBeNull();
    expect((await packageFigures()).avg).toBe(5);

    const stranger = await createUser(app);
    const other = await app.inject({
      method: 'PATCH',
      url: `/api/reviews/${reviewId}`,
      headers: stranger.authHeader,
      payload: { rating: 1 },
    });
    expect(other.statusCode).toBe(404);

    const empty = await app.inject({
      method: 'PATCH',
      url: `/api/reviews/${reviewId}`,
      headers: traveler.authHeader,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('takes photos checked by content, at most four', async () => {
    const png = await pngImage(300, 200);
    const first = photoForm(png);
    const added = await app.inject({
      method: 'POST',
      url: `/api/reviews/${reviewId}/photos`,
      headers: { ...traveler.authHeader, ...first.headers },
      payload: first.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    const photo = added.json().photos[0];
    const served = await app.inject({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const fake = photoForm(Buffer.from('<script>alert(1)</script>'), 'image/png');
    const refused = await app.inject({
      method: 'POST',
      url: `/api/reviews/${reviewId}/photos`,
      headers: { ...traveler.authHeader, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.photo).toBeDefined();

    for (let i = 0; i < 3; i++) {
      const form = photoForm(png);
      const more = await app.inject({
        method: 'POST',
        url: `/api/reviews/${reviewId}/photos`,
        headers: { ...traveler.authHeader, ...form.headers },
        payload: form.payload,
      });
      expect(more.statusCode).toBe(201);
    }
    const form = photoForm(png);
    const fifth = await app.inject({
      method: 'POST',
      url: `/api/reviews/${reviewId}/photos`,
      headers: { ...traveler.authHeader, ...form.headers },
      payload: form.payload,
    });
    expect(fifth.statusCode).toBe(409);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/reviews/${reviewId}/photos/${photo.id}`,
      headers: traveler.authHeader,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photos).toHaveLength(3);
  });

  it('refuses edits after 30 days', async () => {
    await app.db.execute(
      sql`update reviews set created_at = now() - interval '31 days' where id = ${reviewId}`,
    );
    const late = await app.inject({
      method: 'PATCH',
      url: `/api/reviews/${reviewId}`,
      headers: traveler.authHeader,
      payload: { title: 'Changed my mind' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toMatch(/30 days/);
    const mine = await app.inject({ method: 'GET', url: '/api/reviews/mine', headers: traveler.authHeader });
    expect(mine.json().items[0]).toMatchObject({ id: reviewId, can_edit: false });
  });
});

describe('the operator', () => {
  it('sees received reviews with filters', async () => {
    const all = await app.inject({
      method: 'GET',
      url: '/api/reviews/received',
      headers: operator.authHeader,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 1, unreplied: 1, rating_avg: 5 });
    expect(all.json().listings).toEqual([
      expect.objectContaining({ key: `safari:${packageId}`, kind: 'safari', review_count: 1 }),
    ]);
    const ones = await app.inject({
      method: 'GET',
      url: '/api/reviews/received?rating=1',
      headers: operator.authHeader,
    });
    expect(ones.json().total).toBe(0);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/reviews/received?listing=drop%20table',
      headers: operator.authHeader,
    });
    expect(bad.statusCode).toBe(400);
    const asTraveler = await app.inject({
      method: 'GET',
      url: '/api/reviews/received',
      headers: traveler.authHeader,
    });
    expect(asTraveler.statusCode).toBe(403);
  });

  it('replies once, publicly; the traveler is notified and emailed; others get 404', async () => {
    const otherOperator = await createUser(app, {
      type: 'operator',
      operator_type: 'tour_operator',
      is_verified: true,
    });
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/reviews/${reviewId}/reply`,
      headers: otherOperator.authHeader,
      payload: { text: 'Thanks!' },
    });
    expect(foreign.statusCode).toBe(404);

    const replied = await app.inject({
      method: 'POST',
      url: `/api/reviews/${reviewId}/reply`,
      headers: operator.authHeader,
      payload: { text: 'Asante sana, come back for the calving season!' },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().reply.text).toMatch(/Asante/);

    const again = await app.inject({
      method: 'POST',
      url: `/api/reviews/${reviewId}/reply`,
      headers: operator.authHeader,
      payload: { text: 'One more thing' },
    });
    expect(again.statusCode).toBe(409);

    const pub = await app.inject({ method: 'GET', url: `/api/safaris/${packageId}/reviews` });
    expect(pub.json().items[0].reply.text).toMatch(/Asante/);

    const notes = await app.db.execute(sql`select title from notifications where user_id = ${traveler.user.id}
      and title like '%replied to your review'`);
    expect(notes.rows).toHaveLength(1);
    const mails = await app.db.execute(sql`select count(*)::int as n from jobs
      where kind = 'mail' and dedupe_key = ${`review-reply:${reviewId}`}`);
    expect(Number((mails.rows[0] as { n: number }).n)).toBe(1);
  });
});

describe('moderation', () => {
  const hide = (user: TestUser, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${reviewId}/hide`,
      headers: user.authHeader,
      payload,
    });
  const restore = (user: TestUser) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${reviewId}/restore`,
      headers: user.authHeader,
      payload: {},
    });

  it('is for admins only', async () => {
    expect((await hide(operator, { reason: 'Spam' })).statusCode).toBe(403);
    expect((await hide(traveler, { reason: 'Spam' })).statusCode).toBe(403);
    const list = await app.inject({ method: 'GET', url: '/api/admin/reviews', headers: operator.authHeader });
    expect(list.statusCode).toBe(403);
    expect((await hide(admin, { reason: '' })).statusCode).toBe(400);
  });

  it('hides with a reason: out of the rating, count and list, audited; restore puts it back', async () => {
    const hidden = await hide(admin, { reason: 'Personal details of the guide' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ hidden: true, hidden_reason: 'Personal details of the guide' });
    expect(await packageFigures()).toEqual({ avg: 0, count: 0, searchAvg: 0, searchCount: 0 });
    const pub = await app.inject({ method: 'GET', url: `/api/safaris/${packageId}/reviews` });
    expect(pub.json()).toMatchObject({ total: 0, items: [] });
    const detail = await app.inject({ method: 'GET', url: `/api/safaris/${packageId}` });
    expect(detail.json()).toMatchObject({ review_count: 0, reviews: [] });
    expect((await hide(admin, { reason: 'Again' })).statusCode).toBe(409);

    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/reviews?status=hidden',
      headers: admin.authHeader,
    });
    expect(listed.json().items.map((r: { id: number }) => r.id)).toEqual([reviewId]);

    const restored = await restore(admin);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await packageFigures()).toEqual({ avg: 5, count: 1, searchAvg: 5, searchCount: 1 });
    expect((await restore(admin)).statusCode).toBe(409);

    const audit = await app.db.execute(sql`select actor_id::text as actor, action, before, after, reason
      from audit_log where target_type = 'review' and target_id = ${String(reviewId)} order by created_at`);
    expect(audit.rows).toEqual([
      expect.objectContaining({
        actor: admin.user.id,
        action: 'review.hide',
        before: { hidden_at: null, hidden_reason: null },
        after: expect.objectContaining({ hidden_reason: 'Personal details of the guide' }),
        reason: 'Personal details of the guide',
      }),
      expect.objectContaining({
        actor: admin.user.id,
        action: 'review.restore',
        after: { hidden_at: null, hidden_reason: null },
      }),
    ]);
  });
});

describe('invitations', () => {
  it('lists finished bookings without a review, and invites each exactly once', async () => {
    const pending = await anotherBooking(traveler.user.id, 'completed', 2);
    const list = await app.inject({
      method: 'GET',
      url: '/api/reviews/invitations',
      headers: traveler.authHeader,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((i: { booking_id: string }) => i.booking_id)).toEqual([pending]);

    // Two processes at once: the invitation row decides.
    const [a, b] = await Promise.all([
      sendReviewInvitations(app.db, 'http://localhost:3000'),
      sendReviewInvitations(app.db, 'http://localhost:3000'),
    ]);
    expect([...a, ...b].filter((id) => id === pending)).toHaveLength(1);
    expect(await sendReviewInvitations(app.db, 'http://localhost:3000')).toEqual([]);
    const mails = await app.db.execute(sql`select count(*)::int as n from jobs
      where kind = 'mail' and dedupe_key = ${`review-invitation:${pending}`}`);
    expect(Number((mails.rows[0] as { n: number }).n)).toBe(1);
    // The reviewed booking (and the cancelled one) are never invited.
    const invited = await app.db.execute(sql`select booking_id::text as id from review_invitations`);
    expect(invited.rows.map((r) => (r as { id: string }).id)).toEqual([pending]);
  });
});

describe('trips', () => {
  it('reviews a trip once it arrived; the transporter’s rating follows', async () => {
    const past = await transportWorld(app, {
      departsAt: new Date(Date.now() - 3 * 86_400_000),
      status: 'completed',
    });
    const rider = await createUser(app);
    const sold = await sellSeats(app.db, {
      tripId: past.trip.id,
      travelerId: rider.user.id,
      seats: ['1A'],
      board: 0,
      alight: past.route.stops.length - 1,
    });
    const created = await review(rider, goodReview(sold.bookingId, 3));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().subject).toMatchObject({ kind: 'trip', id: past.route.id });
    const rating = await app.db.execute(sql`select rating_avg, review_count from transporter_ratings
      where transporter_id = ${past.transporter.user.id}`);
    expect(rating.rows[0]).toMatchObject({ rating_avg: 3, review_count: 1 });

    const future = await transportWorld(app);
    const sold2 = await sellSeats(app.db, {
      tripId: future.trip.id,
      travelerId: rider.user.id,
      seats: ['1A'],
      board: 0,
      alight: 1,
    });
    const early = await review(rider, goodReview(sold2.bookingId));
    expect(early.statusCode).toBe(409);
  });
});
