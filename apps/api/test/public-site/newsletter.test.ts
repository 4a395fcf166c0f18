import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (payload: unknown, ip = '203.0.113.20') =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, remoteAddress: ip });

describe('POST /api/newsletter', () => {
  it('stores a new address, then answers already subscribed for it in any case', async () => {
    const first = await subscribe({ email: 'zawadi@example.com', source: 'blog' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'subscribed' });
    const again = await subscribe({ email: ' Zawadi@Example.COM ' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'already_subscribed' });
    const rows = await t.app.db.execute(sql`select email, source from newsletter_subscribers`);
    expect(rows.rows).toEqual([{ email: 'zawadi@example.com', source: 'blog' }]);
  });

  it('requires a valid email', async () => {
    for (const payload of [{}, { email: '' }, { email: 'nope' }, { email: 'a@b.co', source: 'spam' }]) {
      const res = await subscribe(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error' });
    }
    expect((await subscribe({ email: '' })).json()).toMatchObject({
      fields: { email: ['Email is required'] },
    });
  });

  it('limits sign-ups per IP', async () => {
    const ip = '198.51.100.99';
    for (let i = 0; i < 10; i++)
      expect((await subscribe({ email: `reader${i}@example.com` }, ip)).statusCode).toBe(201);
    expect((await subscribe({ email: 'one-more@example.com' }, ip)).statusCode).toBe(429);
  });
});
