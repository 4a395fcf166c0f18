import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../src/db/schema';
import { fleetPhotosDir } from '../../src/modules/fleet/photos';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { multipart, pngImage } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { caller, driverBody, uploader } from './fleet-helpers';
import { route, transporter, trip, vehicle } from './fixtures';

let t: TestApp;
let owner: TestUser;
let rival: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await transporter(t.app);
  rival = await transporter(t.app, { company_name: 'Rival Coaches' });
});
afterAll(async () => {
  await t.close();
});

const call = caller(() => t);
const upload = uploader(() => t);

async function createDriver(user = owner, body = driverBody()) {
  const res = await call('POST', '/api/operator/drivers', user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('drivers: authorization', () => {
  it('is for transporters only', async () => {
    const tourOperator = await createUser(t.app, {
      type: 'operator',
      operator_type: 'tour_operator',
      is_verified: true,
    });
    const traveler = await createUser(t.app);
    expect((await call('GET', '/api/operator/drivers')).statusCode).toBe(401);
    for (const user of [tourOperator, traveler]) {
      expect((await call('GET', '/api/operator/drivers', user)).statusCode).toBe(403);
      expect((await call('POST', '/api/operator/drivers', user, driverBody())).statusCode).toBe(403);
    }
  });

  it("answers 404 for another transporter's driver", async () => {
    const mine = await createDriver();
    for (const [method, url, body] of [
      ['GET', `/api/operator/drivers/${mine.id}`],
      ['PUT', `/api/operator/drivers/${mine.id}`, driverBody()],
      ['POST', `/api/operator/drivers/${mine.id}/retire`],
      ['DELETE', `/api/operator/drivers/${mine.id}/photo`],
    ] as const) {
      expect((await call(method, url, rival, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const photo = await upload(`/api/operator/drivers/${mine.id}/photo`, rival, multipart(await pngImage()));
    expect(photo.statusCode).toBe(404);
    expect((await call('GET', `/api/operator/drivers/${mine.id}`, owner)).json().status).toBe('active');
  });
});

describe('drivers: create, read, update, list', () => {
  it('stores the phone as digits, the licence upper-case, and says what keeps them off a sale', async () => {
    const created = await createDriver(
      owner,
      driverBody({ licence_number: ' dl-7781-tz ', licence_class: ' c1 ' }),
    );
    expect(created).toMatchObject({
      full_name: 'Neema Kimaro',
      phone: '+255713000111',
      licence_number: 'DL-7781-TZ',
      licence_class: 'C1',
      licence_expires_on: '2031-06-30',
      photo: null,
      status: 'active',
      upcoming_trips: 0,
      sale_ready: false,
      sale_problem: 'Neema Kimaro cannot drive a trip on sale: upload their driving licence',
      documents: [{ kind: 'driving_licence', state: 'missing', id: null, expires_on: null }],
    });
    expect((await call('GET', `/api/operator/drivers/${created.id}`, owner)).json()).toEqual(created);

    const updated = await call(
      'PUT',
      `/api/operator/drivers/${created.id}`,
      owner,
      driverBody({ full_name: 'Neema J. Kimaro', licence_number: 'DL-7781-TZ', phone: '+255 754 111 222' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ full_name: 'Neema J. Kimaro', phone: '+255754111222' });
  });

  it('keeps licence numbers unique per transporter (409), not across transporters', async () => {
    await createDriver(owner, driverBody({ licence_number: 'TZ-DUP-001' }));
    const twice = await call(
      'POST',
      '/api/operator/drivers',
      owner,
      driverBody({ licence_number: 'tz-dup-001' }),
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'conflict' });
    expect(twice.json().fields.licence_number).toEqual([
      'Another of your drivers has licence number TZ-DUP-001',
    ]);
    await createDriver(rival, driverBody({ licence_number: 'TZ-DUP-001' }));
    const other = await createDriver(owner);
    const renamed = await call(
      'PUT',
      `/api/operator/drivers/${other.id}`,
      owner,
      driverBody({ licence_number: 'TZ-DUP-001' }),
    );
    expect(renamed.statusCode).toBe(409);
  });

  it('lists by status with pages', async () => {
    const boss = await transporter(t.app);
    const a = await createDriver(boss, driverBody({ full_name: 'Amani Mushi' }));
    await createDriver(boss, driverBody({ full_name: 'Baraka Said' }));
    await call('POST', `/api/operator/drivers/${a.id}/retire`, boss);
    const active = (await call('GET', '/api/operator/drivers', boss)).json();
    expect(active).toMatchObject({ total: 1, page: 1 });
    expect(active.items[0].full_name).toBe('Baraka Said');
    expect((await call('GET', '/api/operator/drivers?status=all&page_size=1', boss)).json()).toMatchObject({
      total: 2,
      page_size: 1,
    });
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const post = (body: unknown) => call('POST', '/api/operator/drivers', owner, body);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone: 'call me' }, 'phone', ''],
      [{ phone: '' }, 'phone', 'Enter the driver’s phone number'],
      [{ phone: '+255' }, 'phone', 'Enter the driver’s phone number'],
      [{ full_name: '  ' }, 'full_name', 'Enter the driver’s full name'],
      [
        { licence_number: '!!' },
        'licence_number',
        'Enter the driving licence number (4 to 30 letters and digits)',
      ],
      [{ licence_number: 'X'.repeat(31) }, 'licence_number', ''],
      [{ licence_class: '' }, 'licence_class', 'Enter the licence class, such as C or C1'],
      [{ licence_expires_on: '2031-02-30' }, 'licence_expires_on', ''],
      [{ licence_expires_on: '30-06-2031x' }, 'licence_expires_on', ''],
      [{ licence_expires_on: 42 }, 'licence_expires_on', ''],
    ];
    for (const [override, field, text] of cases) {
      const res = await post({ ...driverBody(), ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().code).toBe('validation_error');
      expect(Object.keys(res.json().fields)).toContain(field);
      if (text) expect(res.json().fields[field]).toEqual([text]);
    }
    expect((await post({})).statusCode).toBe(400);
  });
});

describe('drivers: retire', () => {
  it('refuses while the driver is on an upcoming trip that is not cancelled', async () => {
    const d = await createDriver();
    const v = await vehicle(t.app, owner.user.id);
    const r = await route(t.app, owner.user.id);
    const upcoming = await trip(t.app, {
      transporterId: owner.user.id,
      route: r,
      vehicle: v,
      driverId: d.id,
    });
    expect((await call('GET', `/api/operator/drivers/${d.id}`, owner)).json().upcoming_trips).toBe(1);
    const refused = await call('POST', `/api/operator/drivers/${d.id}/retire`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Neema Kimaro is on 1 upcoming trip or schedule: give it another driver or cancel it first',
    );
    await t.app.db.update(trips).set({ status: 'cancelled' }).where(eq(trips.id, upcoming.id));
    const retired = await call('POST', `/api/operator/drivers/${d.id}/retire`, owner);
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({
      status: 'retired',
      sale_problem: 'Neema Kimaro is retired and cannot drive a trip on sale',
    });
    expect((await call('POST', `/api/operator/drivers/${d.id}/retire`, owner)).statusCode).toBe(409);
  });
});

describe('drivers: photo', () => {
  it('stores a photo checked by content, replaces it, and removes it', async () => {
    const d = await createDriver();
    const url = `/api/operator/drivers/${d.id}/photo`;
    const first = await upload(url, owner, multipart(await pngImage(600, 800)));
    expect(first.statusCode, first.body).toBe(200);
    const photo = first.json().photo;
    expect(photo).toMatchObject({ alt: 'Neema Kimaro', width: 400 });
    expect(photo.url).toMatch(/^\/api\/vehicles\/photos\/[0-9a-f]{32}-400\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);

    const second = await upload(url, owner, multipart(await pngImage(300, 300)));
    expect(second.statusCode).toBe(200);
    const firstFile = photo.url.split('/').at(-1);
    expect(existsSync(join(fleetPhotosDir(t.dataDir), firstFile))).toBe(false);

    const junk = await upload(url, owner, multipart(Buffer.from('%PDF-1.4 not a photo'), {}, 'me.png'));
    expect(junk.statusCode).toBe(400);
    expect(junk.json().fields.file).toEqual(['Upload a JPEG, PNG or WebP photo']);
    const tiny = await upload(url, owner, multipart(await pngImage(120, 120)));
    expect(tiny.json().fields.file).toEqual(['Photos must be at least 200 × 200 pixels']);

    const removed = await call('DELETE', url, owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photo).toBeNull();
  });
});
