import type { CheckInInput } from '@dala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, callApi } from '../../../lib/api-client';
import { operationsKeys } from './operations-keys';

/** GET /operator/trips/:id/manifest: passengers by boarding stop; refreshed every 30 s. */
export function useManifest(id: number) {
  return useQuery({
    queryKey: operationsKeys.manifest(id),
    queryFn: ({ signal }) => callApi('GET /operator/trips/:id/manifest', { params: { id } }, { signal }),
    refetchInterval: 30_000,
  });
}

/** POST /operator/trips/:id/check-in by ticket number or by the QR's text. */
export function useCheckIn(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckInInput) =>
      callApi('POST /operator/trips/:id/check-in', { params: { id }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: operationsKeys.manifest(id) }),
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
