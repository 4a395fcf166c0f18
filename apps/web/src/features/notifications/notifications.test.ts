import type { NotificationList } from '@dala/shared';
import { describe, expect, it } from 'vitest';
import { badgeText, relativeTime } from './relative-time';
import { notificationChanges } from './notification-changes';

describe('relativeTime (spec §2)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it('reads Just now, {n}m ago, {n}h ago, {n}d ago', () => {
    expect(relativeTime(ago(30_000), now)).toBe('Just now');
    expect(relativeTime(ago(60_000), now)).toBe('1m ago');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59m ago');
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1h ago');
    expect(relativeTime(ago(23 * 3_600_000), now)).toBe('23h ago');
    expect(relativeTime(ago(49 * 3_600_000), now)).toBe('2d ago');
  });
});

describe('badgeText', () => {
  it("shows the count up to 9, then '9+'", () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });
});

describe('optimistic notification changes (spec §4)', () => {
  const list: NotificationList = {
    items: [
      {
        id: 'a',
        user_id: 'u',
        type: 'info',
        title: 'A',
        message: 'a',
        is_read: false,
        created_at: '2026-01-01T00:00:00Z',
      },
      {
        id: 'b',
        user_id: 'u',
        type: 'info',
        title: 'B',
        message: 'b',
        is_read: true,
        created_at: '2026-01-01T00:00:00Z',
      },
    ],
    total: 2,
    page: 1,
    page_size: 50,
    unread_count: 1,
  };
  it('mark read lowers the unread count once and never below 0', () => {
    const once = notificationChanges.markRead('a')(list);
    expect(once.unread_count).toBe(0);
    expect(once.items[0]?.is_read).toBe(true);
    expect(notificationChanges.markRead('a')(once).unread_count).toBe(0);
    expect(notificationChanges.markRead('b')({ ...list, unread_count: 0 }).unread_count).toBe(0);
  });
  it('mark all read and delete', () => {
    expect(
      notificationChanges
        .markAllRead()(list)
        .items.every((n) => n.is_read),
    ).toBe(true);
    const removed = notificationChanges.remove('a')(list);
    expect(removed.items.map((n) => n.id)).toEqual(['b']);
    expect(removed.unread_count).toBe(0);
    expect(removed.total).toBe(1);
  });
});
