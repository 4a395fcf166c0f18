import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: 'help@support.test' } });
});
afterAll(() => t.close());

const valid = {
  name: 'Neema Kimaro',
  email: 'neema@example.com',
  subject: 'custom-package',
  message: 'We are four adults looking for a 7-day private safari in July with two nights in the Serengeti.',
};
/** A message, then its mail to the support inbox (a job, sent after the answer). */
async function send(payload: unknown, ip = '203.0.113.10') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    remoteAddress: ip,
  });
  await t.app.jobs.settle();
  return res;
}

function outbox(): string[] {
  try {
    return readdirSync(join(t.dataDir, 'outbox')).map((f) =>
      readFileSync(join(t.dataDir, 'outbox', f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  } catch {
    return [];
  }
}

describe('POST /api/contact', () => {
  it('stores the message and mails the support address with the sender as Reply-To', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const rows = await t.app.db.execute(
      sql`select name, email, subject, message, ip, mailed_at from contact_messages where id = ${id}`,
    );
    expect(rows.rows[0]).toMatchObject({ ...valid, ip: '203.0.113.10' });
    expect(rows.rows[0]?.mailed_at).not.toBeNull();
    const mail = outbox().find((m) => m.includes(id));
    expect(mail).toBeDefined();
    expect(mail).toMatch(/^To: help@support\.test/m);
    expect(mail).toMatch(/^Reply-To: Neema Kimaro <neema@example\.com>/m);
    expect(mail).toContain('Custom safari package');
  });

  it('answers field errors for missing and invalid fields', async () => {
    const res = await send({ name: '', email: 'not-an-email', subject: 'spam', message: '   ' });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; fields: Record<string, string[]> };
    expect(body.code).toBe('validation_error');
    expect(body.fields).toMatchObject({
      name: ['Full name is required'],
      email: ['Please enter a valid email address'],
      subject: ['Please choose a subject'],
      message: ['Message is required'],
    });
    expect((await send({})).statusCode).toBe(400);
    expect((await send('plain text')).statusCode).toBe(415);
  });

  it('rate limits per IP (5 an hour), kept in the database', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 5; i++) expect((await send(valid, ip)).statusCode).toBe(201);
    const limited = await send(valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await send(valid, '198.51.100.8')).statusCode).toBe(201);
    // Older messages fall out of the window.
    await t.app.db.execute(
      sql`update contact_messages set created_at = now() - interval '61 minutes' where ip = ${ip}`,
    );
    expect((await send(valid, ip)).statusCode).toBe(201);
  });

  it('holds the limit under concurrent requests', async () => {
    const ip = '192.0.2.55';
    const results = await Promise.all(Array.from({ length: 8 }, () => send(valid, ip)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
  });
});
