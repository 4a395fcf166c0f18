import type { CheckInInput, CheckInResult } from '@dala/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import { outbox, type Outbox, type OutboxItem, type SendResult } from '../../../lib/offline/outbox';
import { operationsKeys } from './operations-keys';

/**
 * Check-ins made with no network (issue 16): kept in this device's outbox (lib/offline/outbox.ts)
 * under the conductor's account and sent, each once, when the network returns. The endpoint is
 * idempotent (a repeated check-in answers 'already boarded' and changes nothing), so a check-in whose
 * answer was lost on the way and is sent again cannot board anyone twice.
 */
export const CHECK_IN_KIND = 'check-in';

export type QueuedCheckIn = OutboxItem<CheckInInput>;

/** Keeps a check-in for later. */
export function queueCheckIn(
  userId: string,
  tripId: number,
  input: CheckInInput,
  box: Outbox = outbox,
): Promise<QueuedCheckIn> {
  return box.add({ userId, kind: CHECK_IN_KIND, scope: String(tripId), payload: input });
}

const isCheckIn = (item: OutboxItem): item is QueuedCheckIn => item.kind === CHECK_IN_KIND;

/** The check-ins of a trip waiting to be sent, oldest first (re-renders as they are sent). */
export function useQueuedCheckIns(tripId: number, box: Outbox = outbox): QueuedCheckIn[] {
  const items = useSyncExternalStore(box.subscribe, box.items, () => []);
  return items.filter((item): item is QueuedCheckIn => isCheckIn(item) && item.scope === String(tripId));
}

/** A queued check-in the server refused (e.g. the ticket was cancelled meanwhile), with its reason. */
export interface RefusedCheckIn {
  item: QueuedCheckIn;
  message: string;
}

/** What one send of the queue came to. */
export interface CheckInFlush {
  sent: { item: QueuedCheckIn; result: CheckInResult }[];
  refused: RefusedCheckIn[];
}

/**
 * Sends `userId`'s queued check-ins, oldest first. An answered one leaves the queue — checked in,
 * already boarded, or refused (a 4xx: sending it again would be refused again; its reason is
 * returned). No answer, a 5xx or a session to restore (401) stops the run: the rest wait for the
 * next one. The trips' manifests are fetched again afterwards.
 */
export async function sendQueuedCheckIns(
  userId: string,
  queryClient?: QueryClient,
  box: Outbox = outbox,
): Promise<CheckInFlush> {
  const flush: CheckInFlush = { sent: [], refused: [] };
  const trips = new Set<number>();
  await box.flush(userId, async (item): Promise<SendResult> => {
    if (!isCheckIn(item)) return 'done';
    const tripId = Number(item.scope);
    try {
      const result = await callApi('POST /operator/trips/:id/check-in', {
        params: { id: tripId },
        body: item.payload,
      });
      flush.sent.push({ item, result });
      trips.add(tripId);
      return 'done';
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return 'retry';
      if (error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500) {
        return 'retry';
      }
      const field = error.fields ? Object.values(error.fields)[0]?.[0] : undefined;
      flush.refused.push({ item, message: field ?? error.message });
      trips.add(tripId);
      return 'done';
    }
  });
  if (queryClient) {
    await Promise.all(
      [...trips].map((id) => queryClient.invalidateQueries({ queryKey: operationsKeys.manifest(id) })),
    );
  }
  return flush;
}

/** Whether a check-in failed for want of a network (no answer at all): then it is queued. */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 0;
}
