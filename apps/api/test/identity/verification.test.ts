import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_MESSAGES, MAX_DOCUMENT_BYTES } from '@dala/shared';
import { englishTexts } from '../messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFileType } from '../../src/lib/uploads';
import { createTestApp, type TestApp } from '../test-app';
import { createUser, type TestUser } from './auth-helpers';

const M = englishTexts(AUTH_MESSAGES);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40),
]);

/** A multipart/form-data body, built by the platform's own FormData serialiser. */
async function multipart(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; name: string; type?: string }>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) {
    form.append(
      k,
      new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function submit(
  user: TestUser | undefined,
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; name: string; type?: string }> = {},
) {
  const body = await multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    payload: body.payload,
    headers: { ...body.headers, ...user?.authHeader },
  });
}

const company = { company_name: 'Kilele Safaris', phone_number: '+255754100200' };

describe('detectFileType', () => {
  it('recognises PDF, JPEG, PNG and WebP by their first bytes only', () => {
    expect(detectFileType(PDF)).toBe('application/pdf');
    expect(detectFileType(JPEG)).toBe('image/jpeg');
    expect(detectFileType(PNG)).toBe('image/png');
    expect(detectFileType(WEBP)).toBe('image/webp');
    expect(detectFileType(Buffer.from('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(detectFileType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(detectFileType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('POST /api/auth/verify', () => {
  it('stores the documents under random names and answers the user as pending', async () => {
    const op = await createUser(t.app, { type: 'operator', operator_type: 'tour_operator' });
    const res = await submit(op, company, {
      business_license: { data: PDF, name: 'license.pdf', type: 'application/pdf' },
      identification_doc: { data: JPEG, name: 'passport.jpg', type: 'image/jpeg' },
      insurance_cert: { data: WEBP, name: 'insurance.webp', type: 'image/webp' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: op.user.id,
      company_name: 'Kilele Safaris',
      phone_number: '+255754100200',
      verification_status: 'pending',
      is_verified: false,
    });
    const stored = readdirSync(join(t.dataDir, 'uploads'));
    expect(stored).toHaveLength(3);
    for (const name of stored) expect(name).toMatch(/^[0-9a-f]{32}\.(pdf|jpg|webp)$/);
    expect(stored.some((n) => n.includes('license'))).toBe(false);

    const docs = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/documents',
      headers: op.authHeader,
    });
    expect(docs.json().items).toHaveLength(3);
    const license = docs.json().items.find((d: { kind: string }) => d.kind === 'business_license');
    expect(license).toMatchObject({
      original_name: 'license.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF.length,
    });

    // The owner downloads it; nobody else but an admin can.
    const own = await t.app.inject({ method: 'GET', url: license.download_url, headers: op.authHeader });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^attachment/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(PDF)).toBe(true);

    const other = await createUser(t.app, { type: 'operator' });
    const stolen = await t.app.inject({
      method: 'GET',
      url: license.download_url,
      headers: other.authHeader,
    });
    expect(stolen.statusCode).toBe(404);
    const adminUrl = `/api/admin/documents/${license.id}`;
    expect((await t.app.inject({ method: 'GET', url: adminUrl, headers: other.authHeader })).statusCode).toBe(
      403,
    );
    const admin = await createUser(t.app, { type: 'admin' });
    const asAdmin = await t.app.inject({ method: 'GET', url: adminUrl, headers: admin.authHeader });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.equals(PDF)).toBe(true);
    // Never served as a static file.
    const stored0 = stored[0]!;
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${stored0}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${stored0}` })).statusCode).toBe(404);
  });

  it('accepts the text fields alone (documents are optional) and notifies admins', async () => {
    const admin = await createUser(t.app, { type: 'admin' });
    const op = await createUser(t.app, { type: 'operator', operator_type: 'transporter' });
    const res = await submit(op, { company_name: 'Twiga Coaches', phone_number: '+255765300400' });
    expect(res.statusCode).toBe(200);
    expect(res.json().verification_status).toBe('pending');
    const notes = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/',
      headers: admin.authHeader,
    });
    expect(notes.json().items[0]).toMatchObject({ title: 'Operator verification to review' });
  });

  it('requires company_name and phone_number', async () => {
    const op = await createUser(t.app, { type: 'operator' });
    const res = await submit(op, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      company_name: [M.verificationCompanyNameRequired],
      phone_number: [M.verificationPhoneRequired],
    });
  });

  it('checks the type by content, not by name or Content-Type', async () => {
    const op = await createUser(t.app, { type: 'operator' });
    const before = readdirSync(join(t.dataDir, 'uploads')).length;
    const res = await submit(op, company, {
      business_license: {
        data: Buffer.from('MZ\x90\x00 not really a pdf'),
        name: 'license.pdf',
        type: 'application/pdf',
      },
      identification_doc: { data: PNG, name: 'id.exe', type: 'application/x-msdownload' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ business_license: [M.fileTypeNotAllowed] });
    // Nothing was stored or changed.
    expect(readdirSync(join(t.dataDir, 'uploads'))).toHaveLength(before);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: op.authHeader });
    expect(me.json().verification_status).toBe('not_submitted');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const op = await createUser(t.app, { type: 'operator' });
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES, 0x20)]);
    const res = await submit(op, company, { insurance_cert: { data: big, name: 'huge.pdf' } });
    expect(res.statusCode).toBe(413);
    expect(res.json().fields).toEqual({ insurance_cert: [M.fileTooLarge] });
    // Exactly 10 MB is fine.
    const exact = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES - PDF.length, 0x20)]);
    const ok = await submit(op, company, { insurance_cert: { data: exact, name: 'exact.pdf' } });
    expect(ok.statusCode).toBe(200);
  });

  it('is forbidden to travelers (403) and to guests (401)', async () => {
    const traveler = await createUser(t.app);
    const res = await submit(traveler, company, { business_license: { data: PDF, name: 'x.pdf' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(M.verificationOperatorsOnly);
    expect((await submit(undefined, company)).statusCode).toBe(401);
  });

  it('answers 400, never 500, to a cut or garbled multipart body', async () => {
    const op = await createUser(t.app, { type: 'operator' });
    const bodies: [string, string][] = [
      [
        'multipart/form-data; boundary=xx',
        '--xx\r\nContent-Disposition: form-data; name="company_name"\r\n\r\nAcme',
      ],
      ['multipart/form-data', 'garbage'],
    ];
    for (const [contentType, payload] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        payload,
        headers: { 'content-type': contentType, ...op.authHeader },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers 415 to a JSON body', async () => {
    const op = await createUser(t.app, { type: 'operator' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: company,
      headers: op.authHeader,
    });
    expect(res.statusCode).toBe(415);
  });

  it('keeps stored files out of the data folder root', () => {
    const files = readdirSync(join(t.dataDir, 'uploads'));
    for (const f of files) expect(readFileSync(join(t.dataDir, 'uploads', f)).length).toBeGreaterThan(0);
  });
});
