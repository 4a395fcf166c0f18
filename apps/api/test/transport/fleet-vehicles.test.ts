import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { seatCount, seatLayoutTemplate, type SeatLayout } from '@dala/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../src/db/schema';
import { fleetPhotosDir } from '../../src/modules/fleet/photos';
import { VEHICLE_ART_NAMES } from '../../src/modules/fleet/vehicle-art';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { multipart, pngImage } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { caller, uploader, vehicleBody } from './fleet-helpers';
import { route, transporter, trip, vehicle as vehicleFixture } from './fixtures';

let t: TestApp;
let owner: TestUser;
let rival: TestUser;
let tourOperator: TestUser;
let traveler: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await transporter(t.app);
  rival = await transporter(t.app, { company_name: 'Rival Coaches' });
  tourOperator = await createUser(t.app, {
    type: 'operator',
    operator_type: 'tour_operator',
    is_verified: true,
  });
  traveler = await createUser(t.app);
  admin = await createUser(t.app, { type: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const call = caller(() => t);
const upload = uploader(() => t);

async function createVehicle(user = owner, body = vehicleBody()) {
  const res = await call('POST', '/api/operator/vehicles', user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('vehicles: authorization', () => {
  it('is for transporters only', async () => {
    expect((await call('GET', '/api/operator/vehicles')).statusCode).toBe(401);
    for (const user of [tourOperator, traveler, admin]) {
      const list = await call('GET', '/api/operator/vehicles', user);
      expect(list.statusCode).toBe(403);
      expect(list.json().code).toBe('forbidden');
      expect((await call('POST', '/api/operator/vehicles', user, vehicleBody())).statusCode).toBe(403);
      expect((await call('GET', '/api/operator/fleet/overview', user)).statusCode).toBe(403);
    }
  });

  it("answers 404 for another transporter's vehicle, and changes nothing", async () => {
    const mine = await createVehicle();
    const paths: [string, string, unknown?][] = [
      ['GET', `/api/operator/vehicles/${mine.id}`],
      ['PUT', `/api/operator/vehicles/${mine.id}`, vehicleBody({ make: 'Stolen' })],
      ['POST', `/api/operator/vehicles/${mine.id}/retire`],
      ['DELETE', `/api/operator/vehicles/${mine.id}/photos/1`],
    ];
    for (const [method, url, body] of paths) {
      const res = await call(method as 'GET', url, rival, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const photo = await upload(
      `/api/operator/vehicles/${mine.id}/photos`,
      rival,
      multipart(await pngImage()),
    );
    expect(photo.statusCode).toBe(404);
    const again = await call('GET', `/api/operator/vehicles/${mine.id}`, owner);
    expect(again.json()).toMatchObject({ make: 'Scania', status: 'active' });
    const rivalList = await call('GET', '/api/operator/vehicles?status=all', rival);
    expect(rivalList.json().items.map((v: { id: number }) => v.id)).not.toContain(mine.id);
  });

  it('needs no verification to build a fleet (nothing here goes on sale)', async () => {
    const unverified = await transporter(t.app, { verified: false });
    await createVehicle(unverified);
  });
});

describe('vehicles: create, read, update, list', () => {
  it('stores the plate in its written form, the layout normalised and the seat count', async () => {
    const layout = seatLayoutTemplate('two_one');
    const body = vehicleBody({ plate: 't-482-kbx', seat_layout: layout });
    const created = await createVehicle(owner, body);
    expect(created).toMatchObject({
      plate: 'T 482 KBX',
      make: 'Scania',
      year: 2021,
      vehicle_class: 'luxury',
      amenities: ['wifi', 'toilet'],
      seat_count: seatCount(layout),
      status: 'active',
      photos: [],
      cover_photo: null,
      upcoming_trips: 0,
      sale_ready: false,
    });
    expect(created.documents).toEqual([
      { kind: 'latra_licence', state: 'missing', id: null, expires_on: null },
      { kind: 'insurance', state: 'missing', id: null, expires_on: null },
      { kind: 'inspection', state: 'missing', id: null, expires_on: null },
    ]);
    expect(created.sale_problem).toBe(
      'Vehicle T 482 KBX cannot be on a trip on sale: upload its LATRA road service licence',
    );
    const read = await call('GET', `/api/operator/vehicles/${created.id}`, owner);
    expect(read.json()).toEqual(created);
  });

  it('keeps seat labels trimmed and upper-case', async () => {
    const layout: SeatLayout = {
      cells: [
        [{ kind: 'seat', label: ' 1a ' }, { kind: 'aisle' }, { kind: 'driver' }],
        [{ kind: 'seat', label: '2a' }, { kind: 'aisle' }, { kind: 'seat', label: '2c' }],
      ],
    };
    const created = await createVehicle(owner, vehicleBody({ seat_layout: layout }));
    expect(created.seat_layout.cells[0][0]).toEqual({ kind: 'seat', label: '1A' });
    expect(created.seat_count).toBe(3);
  });

  it('refuses a second active vehicle with the same plate (409), and allows it once the first is retired', async () => {
    const first = await createVehicle(owner, vehicleBody({ plate: 'T 900 DUP' }));
    const second = await call('POST', '/api/operator/vehicles', rival, vehicleBody({ plate: 't900dup' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'conflict',
      detail: 'A vehicle with plate T 900 DUP is already registered',
    });
    expect(second.json().fields.plate).toEqual(['A vehicle with plate T 900 DUP is already registered']);
    const other = await createVehicle(owner);
    const renamed = await call(
      'PUT',
      `/api/operator/vehicles/${other.id}`,
      owner,
      vehicleBody({ plate: 'T 900 DUP' }),
    );
    expect(renamed.statusCode).toBe(409);
    expect((await call('POST', `/api/operator/vehicles/${first.id}/retire`, owner)).statusCode).toBe(200);
    await createVehicle(rival, vehicleBody({ plate: 'T 900 DUP' }));
  });

  it('updates a vehicle; its trips keep the layout they were given', async () => {
    const fixture = await vehicleFixture(t.app, owner.user.id, { template: 'two_two' });
    const r = await route(t.app, owner.user.id);
    const onTrip = await trip(t.app, { transporterId: owner.user.id, route: r, vehicle: fixture });
    const smaller = seatLayoutTemplate('coaster');
    const res = await call(
      'PUT',
      `/api/operator/vehicles/${fixture.id}`,
      owner,
      vehicleBody({
        plate: fixture.plate,
        make: 'Yutong',
        vehicle_class: 'coaster',
        amenities: [],
        seat_layout: smaller,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      make: 'Yutong',
      vehicle_class: 'coaster',
      amenities: [],
      seat_count: seatCount(smaller),
      upcoming_trips: 1,
    });
    const [kept] = await t.app.db.select().from(trips).where(eq(trips.id, onTrip.id));
    expect(kept!.seatLayout).toEqual(fixture.layout);
    expect(kept!.capacity).toBe(fixture.seatCount);
  });

  it('lists by status with pages', async () => {
    const fleetOwner = await transporter(t.app);
    const a = await createVehicle(fleetOwner);
    const b = await createVehicle(fleetOwner);
    const c = await createVehicle(fleetOwner);
    await call('POST', `/api/operator/vehicles/${a.id}/retire`, fleetOwner);
    const page1 = (await call('GET', '/api/operator/vehicles?page_size=1', fleetOwner)).json();
    expect(page1).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(page1.items).toHaveLength(1);
    const page2 = (await call('GET', '/api/operator/vehicles?page_size=1&page=2', fleetOwner)).json();
    expect([page1.items[0].id, page2.items[0].id].sort()).toEqual([b.id, c.id].sort());
    const retired = (await call('GET', '/api/operator/vehicles?status=retired', fleetOwner)).json();
    expect(retired.items.map((v: { id: number }) => v.id)).toEqual([a.id]);
    expect((await call('GET', '/api/operator/vehicles?status=all', fleetOwner)).json().total).toBe(3);
    expect((await call('GET', '/api/operator/vehicles?status=gone', fleetOwner)).statusCode).toBe(400);
    expect((await call('GET', '/api/operator/vehicles/abc', fleetOwner)).statusCode).toBe(400);
    expect((await call('GET', '/api/operator/vehicles/99999999', fleetOwner)).statusCode).toBe(404);
  });
});

describe('vehicles: bad input is a 4xx in the error shape, never a 500', () => {
  const post = (body: unknown) => call('POST', '/api/operator/vehicles', owner, body);

  it('refuses impossible seat layouts with the editor’s words under seat_layout', async () => {
    const noSeats = await post(
      vehicleBody({
        seat_layout: {
          cells: [
            [{ kind: 'aisle' }, { kind: 'driver' }],
            [{ kind: 'door' }, { kind: 'empty' }],
          ],
        },
      }),
    );
    expect(noSeats.statusCode).toBe(400);
    expect(noSeats.json()).toMatchObject({ code: 'validation_error' });
    expect(noSeats.json().fields.seat_layout).toContain('A seat layout needs at least one seat');

    const duplicate = await post(
      vehicleBody({
        seat_layout: {
          cells: [[{ kind: 'seat', label: '1A' }, { kind: 'aisle' }, { kind: 'seat', label: '1a' }]],
        },
      }),
    );
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fields.seat_layout).toContain('Two seats are labelled 1A');

    const ragged = await post(
      vehicleBody({
        seat_layout: {
          cells: [[{ kind: 'seat', label: '1A' }, { kind: 'aisle' }], [{ kind: 'seat', label: '2A' }]],
        },
      }),
    );
    expect(ragged.statusCode).toBe(400);
    expect(ragged.json().fields.seat_layout[0]).toMatch(/Row 2 must have 2 cells/);

    const unknownKind = await post(
      vehicleBody({ seat_layout: { cells: [[{ kind: 'bench' }, { kind: 'seat', label: '1B' }]] } }),
    );
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().fields.seat_layout[0]).toMatch(/Row 1, column 1/);

    const huge = await post(
      vehicleBody({
        seat_layout: {
          cells: Array.from({ length: 50 }, () =>
            Array.from({ length: 30 }, () => ({ kind: 'seat', label: 'X' })),
          ),
        },
      }),
    );
    expect(huge.statusCode).toBe(400);

    for (const seat_layout of [
      null,
      'grid',
      { cells: 'x' },
      { cells: [['seat']] },
      { cells: [[{ kind: 'seat', label: 'A\u0000' }]] },
    ]) {
      const res = await post(vehicleBody({ seat_layout }));
      expect(res.statusCode, JSON.stringify(seat_layout)).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
  });

  it('refuses a plate that is not Tanzanian, a nonsense year, an unknown class or amenity', async () => {
    const plate = await post(vehicleBody({ plate: 'KBX 123A' }));
    expect(plate.statusCode).toBe(400);
    expect(plate.json().fields.plate).toEqual(['Enter a Tanzanian plate such as T 123 ABC']);
    for (const year of [2999, 1800, 2020.5, '2020', null, new Date().getUTCFullYear() + 2]) {
      const res = await post(vehicleBody({ year }));
      expect(res.statusCode, String(year)).toBe(400);
      expect(res.json().fields.year).toEqual(['Enter the model year, from 1950 to next year']);
    }
    expect((await post(vehicleBody({ year: new Date().getUTCFullYear() + 1 }))).statusCode).toBe(201);
    const klass = await post(vehicleBody({ vehicle_class: 'rocket' }));
    expect(klass.json().fields.vehicle_class).toEqual(['Choose a vehicle class']);
    const amenity = await post(vehicleBody({ amenities: ['jacuzzi'] }));
    expect(amenity.statusCode).toBe(400);
    expect(Object.keys(amenity.json().fields)[0]).toMatch(/^amenities/);
    const make = await post(vehicleBody({ make: '   ' }));
    expect(make.json().fields.make).toEqual(['Enter the make']);
    expect((await post({})).statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/operator/vehicles',
      headers: { ...owner.authHeader, 'content-type': 'application/json' },
      payload: '{"plate": ',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('vehicles: retire', () => {
  it('refuses while the vehicle is on an upcoming trip that is not cancelled, then retires it', async () => {
    const fixture = await vehicleFixture(t.app, owner.user.id);
    const r = await route(t.app, owner.user.id);
    const upcoming = await trip(t.app, { transporterId: owner.user.id, route: r, vehicle: fixture });
    // A trip in the past does not count.
    await trip(t.app, {
      transporterId: owner.user.id,
      route: r,
      vehicle: fixture,
      departsAt: new Date(Date.now() - 2 * 86_400_000),
      status: 'completed',
    });
    const refused = await call('POST', `/api/operator/vehicles/${fixture.id}/retire`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      `Vehicle ${fixture.plate} is on 1 upcoming trip or schedule: move it to another vehicle or cancel it first`,
    );
    await t.app.db.update(trips).set({ status: 'cancelled' }).where(eq(trips.id, upcoming.id));
    const retired = await call('POST', `/api/operator/vehicles/${fixture.id}/retire`, owner);
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({
      status: 'retired',
      sale_ready: false,
      sale_problem: `Vehicle ${fixture.plate} is retired and cannot be on a trip on sale`,
    });
    expect((await call('POST', `/api/operator/vehicles/${fixture.id}/retire`, owner)).statusCode).toBe(409);
  });
});

describe('vehicles: photos', () => {
  it('stores width variants checked by content, serves them immutable, and deletes them', async () => {
    const v = await createVehicle();
    const res = await upload(
      `/api/operator/vehicles/${v.id}/photos`,
      owner,
      multipart(await pngImage(2000, 1200), { alt: 'Front of the coach' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [photo] = res.json().photos;
    expect(photo).toMatchObject({ alt: 'Front of the coach', position: 0, width: 2000, height: 1200 });
    expect(photo.url).toMatch(/^\/api\/vehicles\/photos\/[0-9a-f]{32}-800\.webp$/);
    expect(photo.srcset.split(', ')).toHaveLength(3);
    const file = await t.app.inject({ method: 'GET', url: photo.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const read = (await call('GET', `/api/operator/vehicles/${v.id}`, owner)).json();
    expect(read.cover_photo).toEqual(photo);

    const removed = await call('DELETE', `/api/operator/vehicles/${v.id}/photos/${photo.id}`, owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photos).toEqual([]);
    const name = photo.url.split('/').at(-1);
    expect(existsSync(join(fleetPhotosDir(t.dataDir), name))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/operator/vehicles/${v.id}/photos/${photo.id}`, owner)).statusCode,
    ).toBe(404);
  });

  it('refuses files that are not images by content, too small or too large, and a form without a file', async () => {
    const v = await createVehicle();
    const url = `/api/operator/vehicles/${v.id}/photos`;
    const notImage = await upload(
      url,
      owner,
      multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {}, 'x.png'),
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().fields.file).toEqual(['Upload a JPEG, PNG or WebP photo']);
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(500, 7),
    ]);
    const damaged = await upload(url, owner, multipart(fakePng));
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().fields.file).toEqual(['This file is damaged or not really a photo']);
    const small = await upload(url, owner, multipart(await pngImage(300, 200)));
    expect(small.json().fields.file).toEqual(['Photos must be at least 400 × 250 pixels']);
    const nineMb = Buffer.concat([await pngImage(), Buffer.alloc(9 * 1024 * 1024)]);
    const big = await upload(url, owner, multipart(nineMb));
    expect(big.statusCode).toBe(413);
    expect(big.json().fields.file).toEqual(['Photos must be at most 8 MB']);
    const elevenMb = Buffer.concat([await pngImage(), Buffer.alloc(11 * 1024 * 1024)]);
    expect((await upload(url, owner, multipart(elevenMb))).statusCode).toBe(413);
    const boundary = 'xyz';
    const noFile = await upload(url, owner, {
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nhi\r\n--${boundary}--\r\n`,
      ),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fields.file).toEqual(['Choose a photo to upload']);
    const garbled = await upload(url, owner, {
      payload: Buffer.from('garbage'),
      headers: { 'content-type': 'multipart/form-data; boundary=q' },
    });
    expect(garbled.statusCode).toBe(400);
    expect((await call('GET', `/api/operator/vehicles/${v.id}`, owner)).json().photos).toEqual([]);
  });

  it('serves only well-formed photo names', async () => {
    for (const file of ['../secret', 'abc.webp', `${'a'.repeat(32)}-800.webp`]) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/vehicles/photos/${encodeURIComponent(file)}` }))
          .statusCode,
      ).toBe(404);
    }
  });
});

describe('vehicle art', () => {
  it('serves the known SVGs and nothing else', async () => {
    const name = VEHICLE_ART_NAMES[0]!;
    for (const url of [`/api/vehicles/art/${name}`, `/api/vehicles/art/${name}.svg`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.body).toMatch(/^<svg/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/vehicles/art/spaceship' })).statusCode).toBe(404);
  });
});
