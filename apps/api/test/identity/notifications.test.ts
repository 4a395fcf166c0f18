import type { MessageKey } from '@dala/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify as notifyKeys } from '../../src/modules/notifications/notify';
import { createTestApp, type TestApp } from '../test-app';
import { createUser, type TestUser } from './auth-helpers';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
});
afterAll(() => t.close());

/** notify() takes message keys; a text that is no key is stored as it is (translate passes it through). */
const notify = (
  db: TestApp['app']['db'],
  userId: string,
  type: Parameters<typeof notifyKeys>[2],
  title: string,
  message: string,
) => notifyKeys(db, userId, type, title as MessageKey, message as MessageKey);

function call(method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, user?: TestUser) {
  return t.app.inject({ method, url, headers: user?.authHeader });
}

describe('notifications (spec §7)', () => {
  it('notify() writes a notification with the fields of spec §3 that GET /api/notifications/ lists, newest first', async () => {
    const first = await notify(t.app.db, owner.user.id, 'booking', 'Booking confirmed', 'Serengeti, 3 days');
    expect(first).toEqual({
      id: expect.any(String),
      user_id: owner.user.id,
      type: 'booking',
      title: 'Booking confirmed',
      message: 'Serengeti, 3 days',
      is_read: false,
      created_at: expect.any(String),
    });
    await new Promise((r) => setTimeout(r, 5));
    await notify(t.app.db, owner.user.id, 'payment', 'Payment received', 'USD 899');
    await notify(t.app.db, stranger.user.id, 'info', 'Not yours', '…');
    const res = await call('GET', '/api/notifications/', owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((n: { title: string }) => n.title)).toEqual([
      'Payment received',
      'Booking confirmed',
    ]);
    expect(body).toMatchObject({ total: 2, unread_count: 2, page: 1 });
    // Without the trailing slash too.
    expect((await call('GET', '/api/notifications', owner)).json().total).toBe(2);
  });

  it('marks one as read, then all, and deletes; the unread count follows', async () => {
    const user = await createUser(t.app);
    const a = await notify(t.app.db, user.user.id, 'trip', 'Trip tomorrow', 'Arusha → Moshi 07:00');
    const b = await notify(t.app.db, user.user.id, 'warning', 'Balance due', 'Pay by Friday');
    await notify(t.app.db, user.user.id, 'system', 'Welcome', 'Hello');

    const read = await call('PATCH', `/api/notifications/${a.id}/read/`, user);
    expect(read.statusCode).toBe(200);
    expect(read.json().unread_count).toBe(2);
    const list = (await call('GET', '/api/notifications/', user)).json();
    expect(list.items.find((n: { id: string }) => n.id === a.id).is_read).toBe(true);
    expect((await call('GET', '/api/notifications/?unread_only=true', user)).json().total).toBe(2);

    const all = await call('POST', '/api/notifications/mark-all-read/', user);
    expect(all.statusCode).toBe(200);
    expect(all.json().unread_count).toBe(0);
    expect((await call('GET', '/api/notifications/', user)).json().unread_count).toBe(0);

    const del = await call('DELETE', `/api/notifications/${b.id}/`, user);
    expect(del.statusCode).toBe(200);
    expect((await call('GET', '/api/notifications/', user)).json().total).toBe(2);
    expect((await call('DELETE', `/api/notifications/${b.id}/`, user)).statusCode).toBe(404);
  });

  it("answers 404 for another user's notification and leaves it alone", async () => {
    const theirs = await notify(t.app.db, owner.user.id, 'payment', 'Private', 'Only for the owner');
    expect((await call('PATCH', `/api/notifications/${theirs.id}/read/`, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/notifications/${theirs.id}/`, stranger)).statusCode).toBe(404);
    await call('POST', '/api/notifications/mark-all-read/', stranger);
    const mine = (await call('GET', '/api/notifications/', owner)).json();
    expect(mine.items.find((n: { id: string }) => n.id === theirs.id)).toMatchObject({ is_read: false });
    expect((await call('PATCH', '/api/notifications/not-a-uuid/read/', owner)).statusCode).toBe(404);
  });

  it('paginates and answers 401 to guests', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 5; i++) await notify(t.app.db, user.user.id, 'info', `n${i}`, 'x');
    const page = (await call('GET', '/api/notifications/?page=2&page_size=2', user)).json();
    expect(page).toMatchObject({ total: 5, page: 2, page_size: 2 });
    expect(page.items).toHaveLength(2);
    for (const [method, url] of [
      ['GET', '/api/notifications/'],
      ['POST', '/api/notifications/mark-all-read/'],
      ['PATCH', '/api/notifications/00000000-0000-0000-0000-000000000000/read/'],
      ['DELETE', '/api/notifications/00000000-0000-0000-0000-000000000000/'],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
    }
  });
});
