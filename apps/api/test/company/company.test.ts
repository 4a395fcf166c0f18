import { translate, type MessageKey } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidSafariBooking } from '../bookings/helpers';
import { createUser, type TestUser } from '../identity/auth-helpers';
import {
  multipart,
  packageInput,
  pngImage,
  publishedGroupSafari,
  seedDestinations,
  tourOperator,
} from '../safaris/helpers';
import { recomputeRatings } from '../../src/modules/reviews';
import { createTestApp, type TestApp } from '../test-app';

const text = (key: MessageKey) => translate('en', key);

let t: TestApp;
let opA: TestUser;
let opB: TestUser;
let unverified: TestUser;
let transporter: TestUser;
let traveler: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedDestinations(t.app.db);
  opA = await createUser(t.app, {
    type: 'operator',
    operator_type: 'tour_operator',
    is_verified: true,
    company_name: 'Kilima Trails Ltd',
  });
  opB = await createUser(t.app, {
    type: 'operator',
    operator_type: 'tour_operator',
    is_verified: true,
    company_name: 'Serengeti Sky Safaris',
  });
  unverified = await tourOperator(t.app, false);
  transporter = await createUser(t.app, {
    type: 'operator',
    operator_type: 'transporter',
    is_verified: true,
  });
  traveler = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.authHeader, payload: payload as never });

const profileInput = (overrides: Record<string, unknown> = {}) => ({
  slug: 'kilima-trails',
  description: 'Small-group treks and safaris from Moshi since 2009.',
  region: 'Kilimanjaro',
  address: 'Plot 12, Kibo Road, Moshi',
  contact_email: 'hello@kilimatrails.co.tz',
  contact_phone: '+255 754 123 456',
  website: 'kilimatrails.co.tz',
  publish_email: false,
  publish_phone: true,
  tala_licence: 'TALA/TO/2024/0412',
  latra_licence: '',
  year_founded: 2009,
  ...overrides,
});

async function slugOf(userId: string): Promise<string> {
  const result = await t.app.db.execute(sql`select slug from operator_profiles where user_id = ${userId}`);
  return String(result.rows[0]!.slug);
}

describe('own company profile', () => {
  it('is for operators only, verified or not', async () => {
    expect((await call('GET', '/api/company')).statusCode).toBe(401);
    expect((await call('GET', '/api/company', traveler)).statusCode).toBe(403);
    expect((await call('PUT', '/api/company', traveler, profileInput())).statusCode).toBe(403);
    const own = await call('GET', '/api/company', unverified);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ is_verified: false, slug: 'test-safaris-ltd', former_slugs: [] });
  });

  it('starts with a slug derived from the company name, unique across companies', async () => {
    expect((await call('GET', '/api/company', opA)).json().slug).toBe('kilima-trails-ltd');
    const twin = await createUser(t.app, { type: 'operator', company_name: 'Kilima Trails Ltd' });
    expect(await slugOf(twin.user.id)).toBe('kilima-trails-ltd-2');
  });

  it('saves every field, normalised, and answers the profile', async () => {
    const res = await call('PUT', '/api/company', opA, profileInput());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      company_name: 'Kilima Trails Ltd',
      slug: 'kilima-trails',
      former_slugs: ['kilima-trails-ltd'],
      contact_phone: '+255754123456',
      website: 'https://kilimatrails.co.tz',
      year_founded: 2009,
      publish_phone: true,
    });
    expect(res.json().updated_at).toEqual(expect.any(String));
  });

  it('refuses bad input field by field, writing nothing', async () => {
    const before = (await call('GET', '/api/company', opB)).json();
    const res = await call(
      'PUT',
      '/api/company',
      opB,
      profileInput({
        slug: 'Not a slug!',
        contact_email: 'not-an-email',
        website: 'javascript:alert(1)',
        region: 'Atlantis',
        year_founded: new Date().getUTCFullYear() + 1,
        tala_licence: '<script>',
        description: 'x'.repeat(3001),
      }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields as Record<string, string[]>;
    expect(fields.slug).toEqual([text('company.slugInvalid')]);
    expect(fields.contact_email).toEqual([text('company.emailInvalid')]);
    expect(fields.website).toEqual([text('company.websiteInvalid')]);
    expect(fields.region).toEqual([text('company.regionInvalid')]);
    expect(fields.year_founded).toEqual([text('company.yearFoundedInFuture')]);
    expect(fields.tala_licence).toEqual([text('company.licenceInvalid')]);
    expect(fields.description).toEqual([text('company.descriptionTooLong')]);
    expect((await call('GET', '/api/company', opB)).json()).toEqual(before);
  });

  it('needs a contact to publish it', async () => {
    const res = await call(
      'PUT',
      '/api/company',
      opB,
      profileInput({ slug: 'serengeti-sky', contact_email: '', publish_email: true }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.contact_email).toEqual([text('company.publishEmailNeedsEmail')]);
  });

  it("cannot take another company's slug, current or former, and changes only its own row", async () => {
    const bBefore = (await call('GET', '/api/company', opB)).json();
    for (const slug of ['kilima-trails', 'kilima-trails-ltd']) {
      const res = await call('PUT', '/api/company', opB, profileInput({ slug }));
      expect(res.statusCode).toBe(409);
      expect(res.json().fields.slug).toEqual([text('company.slugTaken')]);
    }
    expect((await call('GET', '/api/company', opB)).json()).toEqual(bBefore);
    // B's save leaves A's profile as it was.
    const aBefore = (await call('GET', '/api/company', opA)).json();
    expect((await call('PUT', '/api/company', opB, profileInput({ slug: 'serengeti-sky' }))).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/company', opA)).json()).toEqual(aBefore);
  });

  it('keeps former slugs leading to the company, and may take one back', async () => {
    const old = await call('GET', '/api/companies/kilima-trails-ltd');
    expect(old.statusCode).toBe(200);
    expect(old.json().slug).toBe('kilima-trails');
    const back = await call('PUT', '/api/company', opA, profileInput({ slug: 'kilima-trails-ltd' }));
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ slug: 'kilima-trails-ltd', former_slugs: ['kilima-trails'] });
    expect((await call('PUT', '/api/company', opA, profileInput())).json().slug).toBe('kilima-trails');
  });
});

describe('logo', () => {
  it('refuses what is not an image by its content', async () => {
    const fake = multipart(Buffer.from('%PDF-1.7 not a logo'), {}, 'logo.png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/logo',
      headers: { ...opA.authHeader, ...fake.headers },
      payload: fake.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.file).toEqual([text('company.logoTypeNotAllowed')]);
    const tiny = multipart(await pngImage(40, 40));
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/company/logo',
      headers: { ...opA.authHeader, ...tiny.headers },
      payload: tiny.payload,
    });
    expect(small.json().fields.file).toEqual([text('company.logoTooSmall')]);
    expect((await call('GET', '/api/company', opA)).json().logo).toBeNull();
  });

  it('stores resized WebP variants, serves them publicly and removes them on request', async () => {
    const upload = multipart(await pngImage(500, 500));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/logo',
      headers: { ...opA.authHeader, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(200);
    const logo = res.json().logo as { url: string; srcset: string };
    expect(logo.srcset.split(', ')).toHaveLength(3);
    const file = await call('GET', logo.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await call('GET', '/api/companies/logos/..%2F..%2Fsecrets')).statusCode).toBe(404);
    expect((await call('POST', '/api/company/logo', traveler)).statusCode).toBe(403);

    const removed = await call('DELETE', '/api/company/logo', opA);
    expect(removed.json().logo).toBeNull();
    expect((await call('GET', logo.url)).statusCode).toBe(404);
  });
});

describe('public company page', () => {
  it('shows a verified company with its published packages only, contacts as published', async () => {
    const published = await publishedGroupSafari(t.app, opA);
    const draft = await call(
      'POST',
      '/api/operator/safaris',
      opA,
      packageInput({ title: 'Draft Trek Plan' }),
    );
    expect(draft.statusCode).toBe(201);

    const res = await call('GET', '/api/companies/kilima-trails');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    const company = res.json();
    expect(company).toMatchObject({
      company_name: 'Kilima Trails Ltd',
      initials: 'KT',
      is_verified: true,
      is_public: true,
      region: 'Kilimanjaro',
      year_founded: 2009,
      licences: { tala: 'TALA/TO/2024/0412', latra: null },
      // The phone is published, the email is not.
      contacts: { email: null, phone: '+255754123456', website: 'https://kilimatrails.co.tz' },
      routes: [],
    });
    expect(company.safaris.map((s: { id: number }) => s.id)).toEqual([published.id]);
    expect(JSON.stringify(company)).not.toContain('hello@kilimatrails.co.tz');
  });

  it('is 404 for an unknown or unverified operator, except to that operator (its preview)', async () => {
    expect((await call('GET', '/api/companies/no-such-company')).statusCode).toBe(404);
    const slug = await slugOf(unverified.user.id);
    expect((await call('GET', `/api/companies/${slug}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/companies/${slug}`, opB)).statusCode).toBe(404);
    const preview = await call('GET', `/api/companies/${slug}`, unverified);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ is_public: false, is_verified: false });
    expect(preview.headers['cache-control']).toBe('private, no-store');
  });

  it("lists a transporter's routes, not packages", async () => {
    const slug = await slugOf(transporter.user.id);
    const res = await call('GET', `/api/companies/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ operator_type: 'transporter', safaris: [], routes: [] });
  });

  it('names the company on the safari detail page by its slug', async () => {
    const { id } = await publishedGroupSafari(t.app, opB, { input: { title: 'Sky Serengeti Safari' } });
    const detail = await call('GET', `/api/safaris/${id}`);
    expect(detail.json().operator.slug).toBe('serengeti-sky');
  });

  it('lists the latest visible reviews of its published packages, never hidden ones', async () => {
    const first = await paidSafariBooking(t.app, 'company-review-a');
    const second = await paidSafariBooking(t.app, 'company-review-b');
    const pkg = await t.app.db.execute(
      sql`select id from safari_packages where operator_id = ${first.operator.user.id} limit 1`,
    );
    const packageId = Number(pkg.rows[0]!.id);
    await t.app.db
      .execute(sql`insert into reviews (booking_id, kind, author_id, operator_id, package_id, rating,
      title, body) values (${first.bookingId}, 'safari', ${first.traveler.user.id}, ${first.operator.user.id},
      ${packageId}, 5, 'Lions at dawn', 'Our guide found a pride on the first morning.')`);
    await t.app.db
      .execute(sql`insert into reviews (booking_id, kind, author_id, operator_id, package_id, rating,
      title, body, hidden_at, hidden_reason) values (${second.bookingId}, 'safari', ${second.traveler.user.id},
      ${first.operator.user.id}, ${packageId}, 1, 'Spam', 'Buy followers', now(), 'Spam')`);
    const res = await call('GET', `/api/companies/${await slugOf(first.operator.user.id)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().reviews).toEqual([
      expect.objectContaining({
        kind: 'safari',
        rating: 5,
        title: 'Lions at dawn',
        text: 'Our guide found a pride on the first morning.',
        author_name: 'Test T.',
        listing_slug: expect.any(String),
      }),
    ]);
  });

  it('pages its visible reviews newest first with the reply; the count shown is the count listed, hidden ones neither', async () => {
    const { operator, traveler, bookingId } = await paidSafariBooking(t.app, 'company-paging');
    const operatorId = operator.user.id;
    const found = await t.app.db.execute(sql`select p.id, d.id as departure_id from safari_packages p
      join safari_departures d on d.package_id = p.id where p.operator_id = ${operatorId} limit 1`);
    const packageId = Number(found.rows[0]!.id);
    const departureId = Number(found.rows[0]!.departure_id);
    // Eight more bookings of the package, by other travelers (one review per booking).
    const bookings = [{ id: bookingId, author: traveler.user.id }];
    for (let i = 0; i < 8; i++) {
      const other = await createUser(t.app);
      const held = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { ...other.authHeader, 'idempotency-key': `company-paging-${i}` },
        payload: {
          safari_id: packageId,
          departure_id: departureId,
          adults: 1,
          lead_traveler: { name: 'Asha Said', email: 'asha@example.com', phone: '+255 712 345 678' },
          accept_terms: true,
        },
      });
      expect(held.statusCode, held.body).toBe(201);
      bookings.push({ id: held.json().id as string, author: other.user.id });
    }
    // Nine reviews an hour apart (review 0 the newest); review 3 is hidden, review 0 has a reply.
    for (const [i, booking] of bookings.entries()) {
      await t.app.db.execute(sql`insert into reviews (booking_id, kind, author_id, operator_id, package_id,
        rating, title, body, created_at, hidden_at, hidden_reason, reply, replied_at)
        values (${booking.id}, 'safari', ${booking.author}, ${operatorId}, ${packageId}, ${5 - (i % 3)},
        ${`Review ${i}`}, 'A fine week on the northern circuit.', now() - ${`${i} hours`}::interval,
        ${i === 3 ? sql`now()` : null}, ${i === 3 ? 'Spam' : null},
        ${i === 0 ? 'Asante sana, karibu tena!' : null}, ${i === 0 ? sql`now()` : null})`);
    }
    await recomputeRatings(t.app.db, { kind: 'safari', packageId, operatorId });
    const visible = [0, 1, 2, 4, 5, 6, 7, 8].map((i) => `Review ${i}`);
    const slug = await slugOf(operatorId);

    const company = (await call('GET', `/api/companies/${slug}`)).json();
    expect(company.rating.count).toBe(8);
    expect(company.reviews.map((r: { title: string }) => r.title)).toEqual(visible.slice(0, 6));
    expect(company.reviews[0]).toMatchObject({
      verified_booking: true,
      reply: { text: 'Asante sana, karibu tena!', operator_name: expect.any(String) },
    });

    const first = await call('GET', `/api/companies/${slug}/reviews?page=1&page_size=6`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 8, page: 1, page_size: 6 });
    expect(first.json().items).toEqual(company.reviews);
    const second = (await call('GET', `/api/companies/${slug}/reviews?page=2&page_size=6`)).json();
    expect(second.total).toBe(company.rating.count);
    expect(second.items.map((r: { title: string }) => r.title)).toEqual(visible.slice(6));
    expect(JSON.stringify([first.json(), second])).not.toContain('Review 3');
    expect((await call('GET', `/api/companies/${slug}/reviews?page=3&page_size=6`)).json().items).toEqual([]);

    // Restored, it is listed and counted again.
    await t.app.db.execute(sql`update reviews set hidden_at = null, hidden_reason = null
      where booking_id = ${bookings[3]!.id}`);
    await recomputeRatings(t.app.db, { kind: 'safari', packageId, operatorId });
    const restored = (await call('GET', `/api/companies/${slug}/reviews?page_size=50`)).json();
    expect(restored.total).toBe(9);
    expect(restored.items).toHaveLength(9);
    expect((await call('GET', `/api/companies/${slug}`)).json().rating.count).toBe(9);
  });

  it('answers reviews where the page answers: 404 for an unknown or unverified company, 400 for a bad page', async () => {
    expect((await call('GET', '/api/companies/no-such-company/reviews')).statusCode).toBe(404);
    const slug = await slugOf(unverified.user.id);
    expect((await call('GET', `/api/companies/${slug}/reviews`)).statusCode).toBe(404);
    const own = await call('GET', `/api/companies/${slug}/reviews`, unverified);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ items: [], total: 0 });
    const bad = await call('GET', `/api/companies/${await slugOf(opA.user.id)}/reviews?page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.page).toEqual([text('common.pageInvalid')]);
  });
});
