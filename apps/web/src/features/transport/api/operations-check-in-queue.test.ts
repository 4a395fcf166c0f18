import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, memoryStorage } from '../../../lib/offline/outbox';
import { queueCheckIn, sendQueuedCheckIns } from './operations-check-in-queue';

const USER = '3f6c2a9e-1b2d-4c5e-8f90-123456789abc';
const answered = {
  passenger: { ticket_number: 'K7M3Q9XPR' },
  already_boarded: false,
  message: 'Checked in: seat 1A, Amina Juma',
};

afterEach(() => vi.unstubAllGlobals());

/** fetch answering each call with the next of `answers` ('offline' = no answer at all). */
function answers(...list: ([number, unknown] | 'offline')[]) {
  const fetch = vi.fn(async () => {
    const next = list.shift() ?? 'offline';
    if (next === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next[1]), {
      status: next[0],
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('queued check-ins', () => {
  it('are sent once when the network is back, and leave the queue', async () => {
    const box = createOutbox(memoryStorage());
    await queueCheckIn(USER, 41, { ticket_number: 'K7M-3Q9-XPR' }, box);
    const fetch = answers([200, answered]);
    const flush = await sendQueuedCheckIns(USER, undefined, box);
    expect(flush.sent.map((s) => s.result.message)).toEqual(['Checked in: seat 1A, Amina Juma']);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/operator/trips/41/check-in');
    expect(JSON.parse(String(init.body))).toEqual({ ticket_number: 'K7M-3Q9-XPR' });
    expect(box.items()).toEqual([]);
    // Sent: a later run sends nothing.
    await sendQueuedCheckIns(USER, undefined, box);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stay queued while there is no answer (or the server fails), and are sent on a later run', async () => {
    const box = createOutbox(memoryStorage());
    await queueCheckIn(USER, 41, { ticket_number: 'K7M3Q9XPR' }, box);
    answers('offline');
    expect((await sendQueuedCheckIns(USER, undefined, box)).sent).toEqual([]);
    expect(box.items()).toHaveLength(1);
    answers([503, { detail: 'Busy', code: 'unavailable' }]);
    expect((await sendQueuedCheckIns(USER, undefined, box)).sent).toEqual([]);
    expect(box.items()).toHaveLength(1);
    const fetch = answers([200, answered]);
    expect((await sendQueuedCheckIns(USER, undefined, box)).sent).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(box.items()).toEqual([]);
  });

  it("leave the queue when the server refuses them, with the server's reason", async () => {
    const box = createOutbox(memoryStorage());
    await queueCheckIn(USER, 41, { ticket_number: 'K7M3Q9XPR' }, box);
    answers([409, { detail: 'This ticket was cancelled.', code: 'conflict' }]);
    const flush = await sendQueuedCheckIns(USER, undefined, box);
    expect(flush.refused.map((r) => r.message)).toEqual(['This ticket was cancelled.']);
    expect(box.items()).toEqual([]);
  });

  it('an already-boarded answer (sent before, its answer lost) counts as sent', async () => {
    const box = createOutbox(memoryStorage());
    await queueCheckIn(USER, 41, { qr: 'DR1.payload.signature' }, box);
    answers([200, { ...answered, already_boarded: true }]);
    const flush = await sendQueuedCheckIns(USER, undefined, box);
    expect(flush.sent.map((s) => s.result.already_boarded)).toEqual([true]);
    expect(box.items()).toEqual([]);
  });

  it("are cleared on sign-out and never sent by another user's session", async () => {
    const box = createOutbox(memoryStorage());
    await queueCheckIn(USER, 41, { ticket_number: 'K7M3Q9XPR' }, box);
    const fetch = answers([200, answered]);
    await sendQueuedCheckIns('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', undefined, box);
    expect(fetch).not.toHaveBeenCalled();
    await box.clear();
    expect(box.items()).toEqual([]);
  });
});
