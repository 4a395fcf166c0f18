import type { SafariInput, SafariStatus } from '@dala/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { safariKeys } from './keys';

/** GET /operator/safaris: the operator's own packages of a status ('' for all). */
export function useOperatorSafaris(status: SafariStatus | '') {
  return useQuery({
    queryKey: safariKeys.operatorSafaris(status),
    queryFn: ({ signal }) =>
      callApi(
        'GET /operator/safaris',
        { query: { status: status || undefined, page_size: 100 } },
        { signal },
      ),
  });
}

/** GET /operator/safaris/:id (not while the editor creates a new package). */
export function useOperatorSafari(id: number | null) {
  return useQuery({
    queryKey: safariKeys.operatorSafari(id ?? 0),
    queryFn: ({ signal }) => callApi('GET /operator/safaris/:id', { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
}

/** POST /operator/safaris (id null) or PUT /operator/safaris/:id. */
export function useSaveOperatorSafari() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: SafariInput }) =>
      id === null
        ? callApi('POST /operator/safaris', { body: input })
        : callApi('PUT /operator/safaris/:id', { params: { id }, body: input }),
  });
}

/** DELETE /operator/safaris/:id: deleted, or archived when it has bookings. */
export function useDeleteOperatorSafari() {
  return useMutation({
    mutationFn: (id: number) => callApi('DELETE /operator/safaris/:id', { params: { id } }),
  });
}
