import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './providers';

afterEach(() => onlineManager.setOnline(true));

/** Settles with the promise's value, or 'held' when it has not within a moment. */
const within = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 200))]);

describe("The app's query client (issue 16)", () => {
  it('asks for a screen\'s data after the browser said "offline": the service worker answers from its copy', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const answer = vi.fn(async () => ({ ticket: 'K7M3Q9XPR' }));
    expect(await within(client.fetchQuery({ queryKey: ['ticket'], queryFn: answer }))).toEqual({
      ticket: 'K7M3Q9XPR',
    });
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('sends a change with no network, so that a check-in is queued rather than held on its spinner', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const send = vi.fn(async () => 'queued');
    const observer = new MutationObserver(client, { mutationFn: send });
    expect(await within(observer.mutate())).toBe('queued');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
