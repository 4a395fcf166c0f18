import { SAFARI_MESSAGES as SAFARI_MESSAGE_KEYS } from '@dala/shared';
import { englishTexts } from '../messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';
import {
  inDays,
  multipart,
  packageInput,
  pngImage,
  publishedGroupSafari,
  seedDestinations,
  tourOperator,
} from './helpers';

const SAFARI_MESSAGES = englishTexts(SAFARI_MESSAGE_KEYS);

let t: TestApp;
let opA: TestUser;
let opB: TestUser;
let unverified: TestUser;
let traveler: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedDestinations(t.app.db);
  opA = await tourOperator(t.app);
  opB = await tourOperator(t.app);
  unverified = await tourOperator(t.app, false);
  traveler = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.authHeader, payload: payload as never });

describe('operator safaris: authorization', () => {
  it('needs a signed-in tour operator', async () => {
    expect((await call('GET', '/api/operator/safaris')).statusCode).toBe(401);
    const res = await call('POST', '/api/operator/safaris', traveler, packageInput());
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    const transporter = await createUser(t.app, {
      type: 'operator',
      operator_type: 'transporter',
      is_verified: true,
    });
    expect((await call('GET', '/api/operator/safaris', transporter)).statusCode).toBe(403);
  });

  it("hides another operator's package (404) and refuses to change it", async () => {
    const created = await call('POST', '/api/operator/safaris', opA, packageInput());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await call('GET', `/api/operator/safaris/${id}`, opB)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/operator/safaris/${id}`, opB, packageInput({ title: 'Stolen safari title' })))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/operator/safaris/${id}`, opB)).statusCode).toBe(404);
    expect(
      (
        await call('POST', `/api/operator/safaris/${id}/departures`, opB, {
          start_date: inDays(30),
          capacity: 5,
        })
      ).statusCode,
    ).toBe(404);
    const list = await call('GET', '/api/operator/safaris', opB);
    expect(list.json().items.map((i: { id: number }) => i.id)).not.toContain(id);
    expect((await call('GET', `/api/operator/safaris/${id}`, opA)).json().title).toBe(
      'Serengeti Test Migration Safari',
    );
  });

  it('lets an unverified operator save drafts but not publish (403 saying why)', async () => {
    const draft = await call('POST', '/api/operator/safaris', unverified, packageInput());
    expect(draft.statusCode).toBe(201);
    expect(draft.json().status).toBe('draft');
    const res = await call('PUT', `/api/operator/safaris/${draft.json().id}`, unverified, {
      ...packageInput(),
      status: 'published',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      detail: SAFARI_MESSAGES.unverifiedPublish,
      code: 'verification_required',
    });
    const direct = await call('POST', '/api/operator/safaris', unverified, {
      ...packageInput(),
      status: 'published',
    });
    expect(direct.statusCode).toBe(403);
  });
});

describe('operator safaris: validation', () => {
  it.each([
    ['itinerary/duration mismatch', { duration_days: 4, itinerary: packageInput().itinerary }, 'itinerary'],
    ['negative price', { adult_price_usd: -1 }, 'adult_price_usd'],
    ['fractional price', { child_price_usd: 10.5 }, 'child_price_usd'],
    ['deposit out of range', { deposit_percent: 40 }, 'deposit_percent'],
    ['balance days out of range', { balance_due_days: 20 }, 'balance_due_days'],
    ['unknown destination', { destinations: ['atlantis'] }, 'destinations'],
    ['empty title', { title: '' }, 'title'],
  ])('rejects %s with a field error', async (_, overrides, field) => {
    const res = await call('POST', '/api/operator/safaris', opA, { ...packageInput(), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBeDefined();
  });

  it('rejects malformed ids and bodies without a 500', async () => {
    expect((await call('GET', '/api/operator/safaris/abc', opA)).statusCode).toBe(400);
    expect((await call('GET', '/api/operator/safaris/99999999999', opA)).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/safaris',
      headers: { ...opA.authHeader, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBe(400);
  });

  it('lists what is missing before publishing', async () => {
    const created = await call(
      'POST',
      '/api/operator/safaris',
      opA,
      packageInput({ summary: 'short', itinerary: [] }),
    );
    const res = await call('PUT', `/api/operator/safaris/${created.json().id}`, opA, {
      ...packageInput({ summary: 'short', itinerary: [] }),
      status: 'published',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['departures', 'images', 'itinerary', 'summary']);
    expect(res.json().detail).toMatch(/cannot be published yet/);
  });
});

describe('operator safaris: images', () => {
  it('stores JPEG/PNG/WebP as resized WebP variants and serves them', async () => {
    const id = (await call('POST', '/api/operator/safaris', opA, packageInput())).json().id;
    const upload = multipart(await pngImage(2000, 1200), { alt: 'Lions at dawn' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/operator/safaris/${id}/images`,
      headers: { ...opA.authHeader, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(201);
    const [image] = res.json().images;
    expect(image).toMatchObject({ is_cover: true, alt: 'Lions at dawn', width: 2000, height: 1200 });
    expect(image.srcset.split(', ')).toHaveLength(3);
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('refuses disguised, oversized and foreign uploads', async () => {
    const id = (await call('POST', '/api/operator/safaris', opA, packageInput())).json().id;
    const post = (body: ReturnType<typeof multipart>, user = opA) =>
      t.app.inject({
        method: 'POST',
        url: `/api/operator/safaris/${id}/images`,
        headers: { ...user.authHeader, ...body.headers },
        payload: body.payload,
      });
    const disguised = await post(
      multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), {}, 'x.png'),
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().fields.file[0]).toMatch(/JPEG, PNG or WebP/);
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100),
    ]);
    expect((await post(multipart(fakePng))).statusCode).toBe(400);
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(8 * 1024 * 1024 + 10)]);
    expect((await post(multipart(huge))).statusCode).toBe(413);
    expect((await post(multipart(await pngImage()), opB)).statusCode).toBe(404);
    const notMultipart = await call('POST', `/api/operator/safaris/${id}/images`, opA, { file: 'x' });
    expect([400, 415]).toContain(notMultipart.statusCode);
  });
});

describe('operator safaris: departures, publishing, archiving', () => {
  it('publishes a complete package, which then appears in search', async () => {
    const { id, departureId } = await publishedGroupSafari(t.app, opA, {
      input: { title: 'Ngorongoro Publish Test Safari' },
    });
    expect(departureId).toBeTypeOf('number');
    const search = await t.app.inject({ method: 'GET', url: '/api/safaris?q=publish%20test' });
    expect(search.json().items.map((i: { id: number }) => i.id)).toContain(id);
    const mine = await call('GET', `/api/operator/safaris/${id}`, opA);
    expect(mine.json()).toMatchObject({ status: 'published', upcoming_departures: 1 });
  });

  it('validates departures: future dates, no duplicates, capacity', async () => {
    const id = (await call('POST', '/api/operator/safaris', opA, packageInput())).json().id;
    const url = `/api/operator/safaris/${id}/departures`;
    expect((await call('POST', url, opA, { start_date: inDays(-1), capacity: 5 })).statusCode).toBe(400);
    expect((await call('POST', url, opA, { start_date: '2026-02-30', capacity: 5 })).statusCode).toBe(400);
    expect((await call('POST', url, opA, { start_date: inDays(20), capacity: 0 })).statusCode).toBe(400);
    const ok = await call('POST', url, opA, { start_date: inDays(20), capacity: 5, adult_price_usd: 800 });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ seats_left: 5, adult_price_usd: 800 });
    expect((await call('POST', url, opA, { start_date: inDays(20), capacity: 5 })).statusCode).toBe(409);
    // The override lowers the package's 'from' price.
    const pkg = await call('GET', `/api/operator/safaris/${id}`, opA);
    expect(pkg.json().upcoming_departures).toBe(1);
    const upd = await call('PUT', `${url}/${ok.json().id}`, opA, { start_date: inDays(21), capacity: 8 });
    expect(upd.json()).toMatchObject({ capacity: 8, start_date: inDays(21), adult_price_usd: null });
    expect((await call('DELETE', `${url}/${ok.json().id}`, opA)).json().items).toHaveLength(0);
  });

  it('blocks dates only on private tours', async () => {
    const group = (await call('POST', '/api/operator/safaris', opA, packageInput())).json().id;
    expect(
      (await call('POST', `/api/operator/safaris/${group}/blocked-dates`, opA, { dates: [inDays(10)] }))
        .statusCode,
    ).toBe(400);
    const priv = (await call('POST', '/api/operator/safaris', opA, packageInput({ is_private: true }))).json()
      .id;
    const res = await call('POST', `/api/operator/safaris/${priv}/blocked-dates`, opA, {
      dates: [inDays(10), inDays(11)],
    });
    expect(res.json().items.map((i: { date: string }) => i.date)).toEqual([inDays(10), inDays(11)]);
    const after = await call('DELETE', `/api/operator/safaris/${priv}/blocked-dates`, opA, {
      dates: [inDays(10)],
    });
    expect(after.json().items).toHaveLength(1);
    expect(
      (
        await call('POST', `/api/operator/safaris/${priv}/departures`, opA, {
          start_date: inDays(30),
          capacity: 4,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('deletes an unused package and archives one with bookings history', async () => {
    const id = (await call('POST', '/api/operator/safaris', opA, packageInput())).json().id;
    expect((await call('DELETE', `/api/operator/safaris/${id}`, opA)).json()).toEqual({
      id,
      result: 'deleted',
    });
    expect((await call('GET', `/api/operator/safaris/${id}`, opA)).statusCode).toBe(404);
  });
});
