import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, renderMessage, todayInTanzania } from '@dala/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, notifications, transportDocuments } from '../../src/db/schema';
import { driverSaleProblem, vehicleSaleProblem, type SaleProblem } from '../../src/modules/fleet';
import { uploadsDir } from '../../src/lib/uploads';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { multipart, pngImage } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { caller, driverBody, pdfBytes, uploader, vehicleBody } from './fleet-helpers';
import { driver, route, sellSeats, transporter, trip, vehicle } from './fixtures';

let t: TestApp;
let owner: TestUser;
let rival: TestUser;
let admin: TestUser;
let traveler: TestUser;
const today = todayInTanzania();
const nextYear = addDays(today, 365);

beforeAll(async () => {
  t = await createTestApp();
  owner = await transporter(t.app, { company_name: 'Kilimanjaro Express' });
  rival = await transporter(t.app, { company_name: 'Rival Coaches' });
  admin = await createUser(t.app, { type: 'admin' });
  traveler = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const call = caller(() => t);
const upload = uploader(() => t);
const text = (problem: SaleProblem | null) => (problem ? renderMessage('en', problem.message) : null);

async function newVehicle(user = owner) {
  const res = await call('POST', '/api/operator/vehicles', user, vehicleBody());
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; plate: string };
}
async function newDriver(user = owner, name = 'Neema Kimaro') {
  const res = await call('POST', '/api/operator/drivers', user, driverBody({ full_name: name }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; full_name: string };
}
const uploadDoc = (
  holder: 'vehicles' | 'drivers',
  id: number,
  kind: string,
  fields: Record<string, string> = { expires_on: nextYear },
  file: Buffer = pdfBytes(),
  user: TestUser | undefined = owner,
  filename = 'licence.pdf',
) => upload(`/api/operator/${holder}/${id}/documents/${kind}`, user, multipart(file, fields, filename));

async function review(id: number, decision: 'approve' | 'reject', reason?: string) {
  const res = await call(
    'POST',
    `/api/admin/transport-documents/${id}/${decision}`,
    admin,
    reason === undefined ? undefined : { reason },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function lastNotification(userId: string) {
  const [row] = await t.app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  return row;
}

describe('documents: upload', () => {
  it('stores a file checked by content under a random name, served to its transporter only', async () => {
    const v = await newVehicle();
    const res = await uploadDoc('vehicles', v.id, 'latra_licence');
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      kind: 'latra_licence',
      state: 'pending',
      review_status: 'pending',
      holder: { type: 'vehicle', id: v.id, name: v.plate },
      expires_on: nextYear,
      rejection_reason: null,
      original_name: 'licence.pdf',
      content_type: 'application/pdf',
      file_url: `/api/operator/fleet/documents/${doc.id}/file`,
    });
    const file = await call('GET', doc.file_url, owner);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.rawPayload.equals(pdfBytes())).toBe(true);
    expect((await call('GET', doc.file_url, rival)).statusCode).toBe(404);
    expect((await call('GET', doc.file_url, admin)).statusCode).toBe(403);
    expect((await call('GET', doc.file_url, traveler)).statusCode).toBe(403);
    expect((await call('GET', doc.file_url)).statusCode).toBe(401);
    const adminFile = await call('GET', `/api/admin/transport-documents/${doc.id}/file`, admin);
    expect(adminFile.statusCode).toBe(200);
    expect(adminFile.rawPayload.equals(pdfBytes())).toBe(true);
    expect((await call('GET', `/api/admin/transport-documents/${doc.id}/file`, owner)).statusCode).toBe(403);
    // Administrators are told there is something to review.
    expect((await lastNotification(admin.user.id))?.message).toBe(
      `Kilimanjaro Express uploaded the LATRA road service licence of ${v.plate}.`,
    );
  });

  it('accepts images by content for a driver, and refuses a kind the holder does not have', async () => {
    const d = await newDriver();
    const png = await pngImage(800, 600);
    const res = await uploadDoc(
      'drivers',
      d.id,
      'driving_licence',
      { expires_on: nextYear },
      png,
      owner,
      'scan.png',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      content_type: 'image/png',
      holder: { type: 'driver', name: 'Neema Kimaro' },
    });
    expect((await uploadDoc('drivers', d.id, 'insurance')).statusCode).toBe(400);
    const v = await newVehicle();
    const wrong = await uploadDoc('vehicles', v.id, 'driving_licence');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('validation_error');
    expect((await uploadDoc('vehicles', v.id, 'passport')).statusCode).toBe(400);
  });

  it('refuses wrong content, oversize files, a missing or past expiry, and other transporters’ holders', async () => {
    const v = await newVehicle();
    const junk = await uploadDoc(
      'vehicles',
      v.id,
      'insurance',
      { expires_on: nextYear },
      Buffer.from('PK\u0003\u0004 zip, not a pdf'),
      owner,
      'policy.pdf',
    );
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toMatchObject({
      code: 'validation_error',
      fields: { file: ['Upload a PDF, JPEG, PNG or WebP file'] },
    });
    const huge = await uploadDoc(
      'vehicles',
      v.id,
      'insurance',
      { expires_on: nextYear },
      Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().fields.file).toEqual(['Documents must be at most 10 MB']);
    const noExpiry = await uploadDoc('vehicles', v.id, 'insurance', {});
    expect(noExpiry.json().fields.expires_on).toEqual(['Enter the last day the document is valid']);
    const badExpiry = await uploadDoc('vehicles', v.id, 'insurance', { expires_on: '2030-02-31' });
    expect(badExpiry.statusCode).toBe(400);
    expect(Object.keys(badExpiry.json().fields)).toEqual(['expires_on']);
    const past = await uploadDoc('vehicles', v.id, 'insurance', { expires_on: addDays(today, -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.expires_on).toEqual([
      'This document has already expired: upload the current one',
    ]);
    expect((await uploadDoc('vehicles', v.id, 'insurance', { expires_on: today })).statusCode).toBe(201);
    const boundary = 'b0';
    const noFile = await upload(`/api/operator/vehicles/${v.id}/documents/inspection`, owner, {
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="expires_on"\r\n\r\n${nextYear}\r\n--${boundary}--\r\n`,
      ),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(noFile.json().fields.file).toEqual(['Choose the document file to upload']);
    expect((await uploadDoc('vehicles', v.id, 'inspection', undefined, undefined, rival)).statusCode).toBe(
      404,
    );
    const tourOperator = await createUser(t.app, {
      type: 'operator',
      operator_type: 'tour_operator',
      is_verified: true,
    });
    expect(
      (await uploadDoc('vehicles', v.id, 'inspection', undefined, undefined, tourOperator)).statusCode,
    ).toBe(403);
    // Nothing of the refused uploads was stored.
    const rows = await t.app.db
      .select()
      .from(transportDocuments)
      .where(eq(transportDocuments.vehicleId, v.id));
    expect(rows.map((r) => r.kind)).toEqual(['insurance']);
  });

  it('replaces the document on re-upload: back to pending, the old file deleted', async () => {
    const v = await newVehicle();
    const first = (
      await uploadDoc('vehicles', v.id, 'inspection', { expires_on: nextYear }, pdfBytes('first'))
    ).json();
    const rejected = await review(first.id, 'reject', 'The stamp is unreadable');
    expect(rejected).toMatchObject({ state: 'rejected', rejection_reason: 'The stamp is unreadable' });
    const [before] = await t.app.db
      .select()
      .from(transportDocuments)
      .where(eq(transportDocuments.id, first.id));
    const again = await uploadDoc(
      'vehicles',
      v.id,
      'inspection',
      { expires_on: addDays(today, 200) },
      pdfBytes('second'),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      id: first.id,
      state: 'pending',
      review_status: 'pending',
      rejection_reason: null,
      reviewed_at: null,
      expires_on: addDays(today, 200),
    });
    expect(existsSync(join(uploadsDir(t.dataDir), before!.storageKey))).toBe(false);
    const file = await call('GET', first.file_url, owner);
    expect(file.rawPayload.equals(pdfBytes('second'))).toBe(true);
  });

  it('refuses documents for a retired holder', async () => {
    const d = await newDriver(owner, 'Retired Driver');
    await call('POST', `/api/operator/drivers/${d.id}/retire`, owner);
    const res = await uploadDoc('drivers', d.id, 'driving_licence');
    expect(res.statusCode).toBe(409);
  });
});

describe('documents: states on /fleet/validation and the sale gates', () => {
  it('lists every document of active holders with its state, the missing ones too', async () => {
    const boss = await transporter(t.app, { company_name: 'Validation Coaches' });
    const v = await newVehicle(boss);
    const d = await newDriver(boss, 'Zawadi Lyimo');
    const latra = (await uploadDoc('vehicles', v.id, 'latra_licence', undefined, undefined, boss)).json();
    const insurance = (
      await uploadDoc('vehicles', v.id, 'insurance', { expires_on: addDays(today, 20) }, undefined, boss)
    ).json();
    const inspection = (await uploadDoc('vehicles', v.id, 'inspection', undefined, undefined, boss)).json();
    await review(latra.id, 'approve');
    await review(insurance.id, 'approve');
    await review(inspection.id, 'reject', 'Wrong vehicle on the certificate');

    const list = await call('GET', '/api/operator/fleet/documents', boss);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(
      body.items.map((i: { kind: string; state: string; holder: { name: string } }) => [
        i.holder.name,
        i.kind,
        i.state,
      ]),
    ).toEqual([
      [v.plate, 'latra_licence', 'approved'],
      [v.plate, 'insurance', 'expiring'],
      [v.plate, 'inspection', 'rejected'],
      ['Zawadi Lyimo', 'driving_licence', 'missing'],
    ]);
    expect(body.items[2].rejection_reason).toBe('Wrong vehicle on the certificate');
    expect(body.items[3]).toMatchObject({
      id: null,
      file_url: null,
      review_status: null,
      holder: { type: 'driver', id: d.id },
    });
    expect(body.counts).toEqual({
      pending: 0,
      approved: 1,
      rejected: 1,
      expiring: 1,
      expired: 0,
      missing: 1,
    });

    // Expired: past its last valid day (only the clock moved, nothing was written but the date).
    await t.app.db
      .update(transportDocuments)
      .set({ expiresOn: addDays(today, -3) })
      .where(eq(transportDocuments.id, latra.id));
    const filtered = (await call('GET', '/api/operator/fleet/documents?state=expired', boss)).json();
    expect(filtered.items).toHaveLength(1);
    expect(filtered.items[0]).toMatchObject({ id: latra.id, state: 'expired' });
    const drivers = (await call('GET', '/api/operator/fleet/documents?holder_type=driver', boss)).json();
    expect(drivers.items.map((i: { kind: string }) => i.kind)).toEqual(['driving_licence']);
    expect((await call('GET', '/api/operator/fleet/documents?state=lost', boss)).statusCode).toBe(400);
    expect(
      (await call('GET', '/api/operator/fleet/documents', rival))
        .json()
        .items.some((i: { holder: { id: number } }) => i.holder.id === v.id),
    ).toBe(false);
  });

  it('answers which document keeps a vehicle off a trip on sale', async () => {
    const v = await newVehicle();
    const gate = () => vehicleSaleProblem(t.app.db, owner.user.id, v.id, today);
    expect(text(await gate())).toBe(
      `Vehicle ${v.plate} cannot be on a trip on sale: upload its LATRA road service licence`,
    );
    const ids: Record<string, number> = {};
    for (const kind of ['latra_licence', 'insurance', 'inspection']) {
      ids[kind] = (await uploadDoc('vehicles', v.id, kind)).json().id;
    }
    expect(await gate()).toMatchObject({ field: 'vehicle_id' });
    expect(text(await gate())).toBe(
      `Vehicle ${v.plate} cannot be on a trip on sale until its LATRA road service licence is approved`,
    );
    await review(ids.latra_licence!, 'approve');
    await review(ids.insurance!, 'approve');
    await review(ids.inspection!, 'reject', 'Blurred');
    expect(text(await gate())).toBe(
      `Vehicle ${v.plate} cannot be on a trip on sale: its inspection certificate was rejected`,
    );
    await review(ids.inspection!, 'approve');
    expect(await gate()).toBeNull();
    const vehicleNow = (await call('GET', `/api/operator/vehicles/${v.id}`, owner)).json();
    expect(vehicleNow).toMatchObject({ sale_ready: true, sale_problem: null });
    expect(vehicleNow.documents.map((d: { state: string }) => d.state)).toEqual([
      'approved',
      'approved',
      'approved',
    ]);

    // A document that lapses before the departure day refuses that trip.
    await t.app.db
      .update(transportDocuments)
      .set({ expiresOn: addDays(today, 10) })
      .where(eq(transportDocuments.id, ids.insurance!));
    expect(await gate()).toBeNull();
    expect(text(await vehicleSaleProblem(t.app.db, owner.user.id, v.id, today, addDays(today, 11)))).toBe(
      `Vehicle ${v.plate} cannot be on a trip on sale: its insurance has expired`,
    );
    await t.app.db
      .update(transportDocuments)
      .set({ expiresOn: addDays(today, -1) })
      .where(eq(transportDocuments.id, ids.insurance!));
    expect(text(await gate())).toBe(
      `Vehicle ${v.plate} cannot be on a trip on sale: its insurance has expired`,
    );

    await expect(vehicleSaleProblem(t.app.db, rival.user.id, v.id, today)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('answers which document keeps a driver off a trip on sale', async () => {
    const d = await newDriver(owner, 'Daudi Swai');
    const gate = (day?: string) => driverSaleProblem(t.app.db, owner.user.id, d.id, today, day);
    expect(text(await gate())).toBe('Daudi Swai cannot drive a trip on sale: upload their driving licence');
    const doc = (await uploadDoc('drivers', d.id, 'driving_licence')).json();
    expect(text(await gate())).toBe(
      'Daudi Swai cannot drive a trip on sale until their driving licence is approved',
    );
    await review(doc.id, 'approve');
    expect(await gate()).toBeNull();
    // The licence expiry on the driver's record counts too.
    await t.app.db
      .update(drivers)
      .set({ licenceExpiresOn: addDays(today, 5) })
      .where(eq(drivers.id, d.id));
    expect(await gate()).toBeNull();
    expect(text(await gate(addDays(today, 6)))).toBe(
      'Daudi Swai cannot drive a trip on sale: their driving licence has expired',
    );
    await expect(driverSaleProblem(t.app.db, rival.user.id, d.id, today)).rejects.toMatchObject({
      statusCode: 404,
    });
    // Fixtures' approved drivers pass.
    const approved = await driver(t.app, owner.user.id);
    expect(await driverSaleProblem(t.app.db, owner.user.id, approved.id, today)).toBeNull();
  });
});

describe('admin review', () => {
  it('is for administrators only', async () => {
    for (const user of [owner, traveler]) {
      expect((await call('GET', '/api/admin/transport-documents', user)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/transport-documents/1/approve', user)).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/admin/transport-documents/1/reject', user, { reason: 'x' })).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/api/admin/transport-documents')).statusCode).toBe(401);
  });

  it('lists documents by status, oldest first, with their transporter', async () => {
    const boss = await transporter(t.app, { company_name: 'Queue Coaches' });
    const v = await newVehicle(boss);
    const first = (await uploadDoc('vehicles', v.id, 'latra_licence', undefined, undefined, boss)).json();
    const second = (await uploadDoc('vehicles', v.id, 'insurance', undefined, undefined, boss)).json();
    const all: { id: number }[] = [];
    for (let page = 1; ; page++) {
      const res = await call('GET', `/api/admin/transport-documents?page=${page}&page_size=50`, admin);
      expect(res.statusCode).toBe(200);
      all.push(...res.json().items);
      if (res.json().items.length < 50) break;
    }
    const ids = all.map((d) => d.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const mine = all.find((d) => d.id === first.id);
    expect(mine).toMatchObject({
      state: 'pending',
      holder: { type: 'vehicle', name: v.plate },
      transporter: { id: boss.user.id, company_name: 'Queue Coaches', email: boss.user.email },
      file_url: `/api/admin/transport-documents/${first.id}/file`,
    });
    const onePage = (await call('GET', '/api/admin/transport-documents?page_size=1', admin)).json();
    expect(onePage.items).toHaveLength(1);
    expect(onePage.total).toBeGreaterThanOrEqual(2);
    await review(first.id, 'approve');
    const approved = (
      await call('GET', '/api/admin/transport-documents?status=approved&page_size=100', admin)
    ).json();
    expect(approved.items.map((d: { id: number }) => d.id)).toContain(first.id);
    expect((await call('GET', '/api/admin/transport-documents?status=maybe', admin)).statusCode).toBe(400);
  });

  it('approves and rejects with a reason, and tells the transporter', async () => {
    const d = await newDriver(owner, 'Halima Mollel');
    const doc = (await uploadDoc('drivers', d.id, 'driving_licence')).json();
    const approved = await review(doc.id, 'approve');
    expect(approved).toMatchObject({ state: 'approved', review_status: 'approved', rejection_reason: null });
    expect(approved.reviewed_at).not.toBeNull();
    const note = await lastNotification(owner.user.id);
    expect(note).toMatchObject({
      type: 'success',
      title: 'Document approved',
      message: 'The driving licence of Halima Mollel was approved.',
    });

    const noReason = await call('POST', `/api/admin/transport-documents/${doc.id}/reject`, admin, {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toEqual(['Say why the document is rejected']);
    expect(
      (await call('POST', `/api/admin/transport-documents/${doc.id}/reject`, admin, {})).statusCode,
    ).toBe(400);
    const long = await call('POST', `/api/admin/transport-documents/${doc.id}/reject`, admin, {
      reason: 'x'.repeat(1001),
    });
    expect(long.json().fields.reason).toEqual(['The reason is at most 1000 characters']);

    const rejected = await review(doc.id, 'reject', 'The licence photo is cut off');
    expect(rejected).toMatchObject({ state: 'rejected', rejection_reason: 'The licence photo is cut off' });
    expect(await lastNotification(owner.user.id)).toMatchObject({
      type: 'warning',
      title: 'Document rejected',
      message:
        'The driving licence of Halima Mollel was rejected: The licence photo is cut off. Upload a new one on the validation page.',
    });
    const [row] = await t.app.db
      .select()
      .from(transportDocuments)
      .where(and(eq(transportDocuments.id, doc.id), eq(transportDocuments.reviewedBy, admin.user.id)));
    expect(row?.reviewStatus).toBe('rejected');

    expect((await call('POST', '/api/admin/transport-documents/99999999/approve', admin)).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/admin/transport-documents/abc/approve', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/transport-documents/99999999/file', admin)).statusCode).toBe(404);
  });
});

describe('the /fleet overview', () => {
  it('counts vehicles, drivers, this week’s trips, their occupancy in seat-legs and documents needing attention', async () => {
    const boss = await transporter(t.app, { company_name: 'Overview Coaches' });
    const v = await vehicle(t.app, boss.user.id, { template: 'coaster' });
    const d = await driver(t.app, boss.user.id);
    await newVehicle(boss); // no documents: three missing
    const retired = await newDriver(boss, 'Old Driver');
    await call('POST', `/api/operator/drivers/${retired.id}/retire`, boss);
    const r = await route(t.app, boss.user.id); // five stops: four legs
    const soon = await trip(t.app, { transporterId: boss.user.id, route: r, vehicle: v, driverId: d.id });
    await trip(t.app, {
      transporterId: boss.user.id,
      route: r,
      vehicle: v,
      departsAt: new Date(Date.now() + 2 * 86_400_000),
      status: 'cancelled',
    });
    await trip(t.app, {
      transporterId: boss.user.id,
      route: r,
      vehicle: v,
      departsAt: new Date(Date.now() + 10 * 86_400_000),
    });
    const buyer = await createUser(t.app);
    const seats = v.layout.cells
      .flat()
      .filter((c) => c.kind === 'seat')
      .map((c) => (c as { label: string }).label);
    await sellSeats(t.app, {
      tripId: soon.id,
      travelerId: buyer.user.id,
      seats: seats.slice(0, 2),
      board: 0,
      alight: 4,
    });
    await sellSeats(t.app, {
      tripId: soon.id,
      travelerId: buyer.user.id,
      seats: seats.slice(2, 3),
      board: 1,
      alight: 3,
    });
    await sellSeats(t.app, {
      tripId: soon.id,
      travelerId: buyer.user.id,
      seats: seats.slice(3, 4),
      board: 0,
      alight: 1,
      status: 'held',
    });

    const res = await call('GET', '/api/operator/fleet/overview', boss);
    expect(res.statusCode).toBe(200);
    const offered = v.seatCount * 4;
    const sold = 2 * 4 + 1 * 2;
    expect(res.json()).toEqual({
      vehicles: { active: 2, retired: 0 },
      drivers: { active: 1, retired: 1 },
      trips_this_week: 1,
      occupancy: {
        seat_legs_sold: sold,
        seat_legs_offered: offered,
        percent: Math.round((sold * 100) / offered),
      },
      documents_attention: { pending: 0, rejected: 0, expiring: 0, expired: 0, missing: 3, total: 3 },
    });
    const empty = (await call('GET', '/api/operator/fleet/overview', await transporter(t.app))).json();
    expect(empty.occupancy).toEqual({ seat_legs_sold: 0, seat_legs_offered: 0, percent: 0 });
  });
});
