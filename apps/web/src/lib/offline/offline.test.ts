import type { User } from '@dala/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, memoryStorage, outbox, type OutboxItem } from './outbox';
import { clearPrivateData, keepOnlyUser } from './private-data';
import { clearStoredProfile, readStoredProfile, storeProfile, userFromProfile } from './stored-profile';

const traveler: User = {
  id: '3f6c2a9e-1b2d-4c5e-8f90-123456789abc',
  email: 'neema@example.com',
  type: 'traveler',
  operator_type: null,
  first_name: 'Neema',
  last_name: 'Mushi',
  phone_number: '+255754000111',
  is_verified: false,
  email_verified: true,
  verification_status: null,
  rejection_reason: null,
  company_name: null,
  has_password: true,
  preferred_language: 'sw',
  created_at: '2026-01-05T10:00:00.000Z',
};

/** The Cache API with the named caches given. */
function fakeCaches(names: string[]) {
  const held = new Set(names);
  const api = {
    keys: vi.fn(async () => [...held]),
    delete: vi.fn(async (name: string) => held.delete(name)),
  };
  vi.stubGlobal('caches', api);
  return held;
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the kept profile', () => {
  it('is the minimal, non-secret profile: id, name, role, language — no email, phone or token', () => {
    storeProfile(traveler);
    const raw = localStorage.getItem('dala.offline-profile') ?? '';
    expect(JSON.parse(raw)).toEqual({
      id: traveler.id,
      first_name: 'Neema',
      last_name: 'Mushi',
      type: 'traveler',
      operator_type: null,
      is_verified: false,
      preferred_language: 'sw',
    });
    expect(raw).not.toContain('neema@example.com');
    expect(raw).not.toContain('+255');
    expect(userFromProfile(readStoredProfile()!)).toMatchObject({ id: traveler.id, type: 'traveler' });
  });

  it('is refused when it is not one this version wrote', () => {
    localStorage.setItem('dala.offline-profile', JSON.stringify({ id: 'x', type: 'root' }));
    expect(readStoredProfile()).toBeNull();
    localStorage.setItem('dala.offline-profile', '{not json');
    expect(readStoredProfile()).toBeNull();
    clearStoredProfile();
    expect(readStoredProfile()).toBeNull();
  });

  it('is cleared on sign-out with the cached answers and the queued requests', async () => {
    storeProfile(traveler);
    await outbox.add({ userId: traveler.id, kind: 'check-in', scope: '41', payload: {} });
    const held = fakeCaches([`dala-private-${traveler.id}`, 'dala-assets', 'dala-pages']);
    await clearPrivateData();
    expect(readStoredProfile()).toBeNull();
    expect(localStorage.getItem('dala.offline-profile')).toBeNull();
    expect(outbox.items()).toEqual([]);
    // Only the private answers go: the app's own files stay for the next visitor.
    expect([...held]).toEqual(['dala-assets', 'dala-pages']);
  });

  it("another account's session keeps only that account's answers and queued requests", async () => {
    const other = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    await outbox.add({ userId: other, kind: 'check-in', scope: '41', payload: {} });
    await outbox.add({ userId: traveler.id, kind: 'check-in', scope: '41', payload: {} });
    const held = fakeCaches([`dala-private-${other}`, `dala-private-${traveler.id}`, 'dala-assets']);
    await keepOnlyUser(traveler.id);
    expect([...held]).toEqual([`dala-private-${traveler.id}`, 'dala-assets']);
    expect(outbox.items().map((item) => item.userId)).toEqual([traveler.id]);
    await outbox.clear();
  });
});

describe('the outbox', () => {
  const user = traveler.id;

  it('queues a request once and sends it once', async () => {
    const box = createOutbox(memoryStorage());
    await box.add({ userId: user, kind: 'check-in', scope: '41', payload: { ticket_number: 'K7M3Q9XPR' } });
    expect(box.items()).toHaveLength(1);
    const send = vi.fn(async () => 'done' as const);
    expect(await box.flush(user, send)).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(box.items()).toEqual([]);
    // Nothing left: a second run sends nothing again.
    expect(await box.flush(user, send)).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps what could not be sent, in order, and sends it on the next run', async () => {
    const box = createOutbox(memoryStorage());
    await box.add({ userId: user, kind: 'check-in', scope: '41', payload: 1 });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await box.add({ userId: user, kind: 'check-in', scope: '41', payload: 2 });
    const offline = vi.fn(async () => 'retry' as const);
    expect(await box.flush(user, offline)).toBe(0);
    // Stopped at the first: the second is not tried before it.
    expect(offline).toHaveBeenCalledTimes(1);
    expect(box.items().map((item) => item.payload)).toEqual([1, 2]);
    const sent: unknown[] = [];
    await box.flush(user, async (item: OutboxItem) => {
      sent.push(item.payload);
      return 'done';
    });
    expect(sent).toEqual([1, 2]);
    expect(box.items()).toEqual([]);
  });

  it("sends only the signed-in user's requests", async () => {
    const box = createOutbox(memoryStorage());
    await box.add({ userId: 'someone-else', kind: 'check-in', scope: '41', payload: 1 });
    const send = vi.fn(async () => 'done' as const);
    expect(await box.flush(user, send)).toBe(0);
    expect(send).not.toHaveBeenCalled();
    expect(box.items()).toHaveLength(1);
  });

  it('runs one send at a time: a second call while one runs shares it', async () => {
    const box = createOutbox(memoryStorage());
    await box.add({ userId: user, kind: 'check-in', scope: '41', payload: 1 });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = vi.fn(async () => {
      await gate;
      return 'done' as const;
    });
    const first = box.flush(user, send);
    const second = box.flush(user, send);
    release();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
