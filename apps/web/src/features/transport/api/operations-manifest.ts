import type { CheckInInput, CheckInResult } from '@dala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, callApi } from '../../../lib/api-client';
import { readStoredProfile } from '../../../lib/offline/stored-profile';
import { isNoAnswer, queueCheckIn, type QueuedCheckIn } from './operations-check-in-queue';
import { operationsKeys } from './operations-keys';

/** GET /operator/trips/:id/manifest: passengers by boarding stop; refreshed every 30 s. */
export function useManifest(id: number) {
  return useQuery({
    queryKey: operationsKeys.manifest(id),
    queryFn: ({ signal }) => callApi('GET /operator/trips/:id/manifest', { params: { id } }, { signal }),
    refetchInterval: 30_000,
  });
}

/** A check-in's outcome: the server's answer, or kept on the device to be sent later (no network). */
export type CheckInOutcome =
  { kind: 'answered'; result: CheckInResult } | { kind: 'queued'; item: QueuedCheckIn };

/**
 * POST /operator/trips/:id/check-in by ticket number or by the QR's text. With no network at all the
 * check-in is queued under the signed-in conductor (the device's kept profile) and sent when the
 * network returns (operations-check-in-queue.ts).
 */
export function useCheckIn(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CheckInInput): Promise<CheckInOutcome> => {
      try {
        const result = await callApi('POST /operator/trips/:id/check-in', { params: { id }, body: input });
        return { kind: 'answered', result };
      } catch (error) {
        const userId = readStoredProfile()?.id;
        if (!isNoAnswer(error) || !userId) throw error;
        return { kind: 'queued', item: await queueCheckIn(userId, id, input) };
      }
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'answered')
        void client.invalidateQueries({ queryKey: operationsKeys.manifest(id) });
    },
  });
}

/** POST /operator/trips/:id/no-shows: passengers not boarded become no-shows. */
export function useMarkNoShows(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('POST /operator/trips/:id/no-shows', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: operationsKeys.manifest(id) }),
  });
}

/** The manifest as a CSV file (GET …/manifest.csv with the session's token). */
export function downloadManifestCsv(id: number, filename: string) {
  return apiDownload(`/operator/trips/${id}/manifest.csv`, filename);
}
