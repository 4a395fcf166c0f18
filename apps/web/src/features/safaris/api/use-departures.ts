import type { DepartureInput } from '@dala/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { safariKeys } from './keys';

/** GET /operator/safaris/:id/departures: a group tour's departures. */
export function useDepartures(id: number) {
  return useQuery({
    queryKey: safariKeys.departures(id),
    queryFn: ({ signal }) => callApi('GET /operator/safaris/:id/departures', { params: { id } }, { signal }),
  });
}

interface SaveDeparture {
  packageId: number;
  /** null: a new departure. */
  departureId: number | null;
  input: DepartureInput;
}

/** POST …/departures, PUT and DELETE …/departures/:departureId. */
export function useDepartureActions() {
  const save = useMutation({
    mutationFn: ({ packageId, departureId, input }: SaveDeparture) =>
      departureId === null
        ? callApi('POST /operator/safaris/:id/departures', { params: { id: packageId }, body: input })
        : callApi('PUT /operator/safaris/:id/departures/:departureId', {
            params: { id: packageId, departureId },
            body: input,
          }),
  });
  const remove = useMutation({
    mutationFn: ({ packageId, departureId }: { packageId: number; departureId: number }) =>
      callApi('DELETE /operator/safaris/:id/departures/:departureId', {
        params: { id: packageId, departureId },
      }),
  });
  return { save: save.mutateAsync, remove: remove.mutateAsync };
}
