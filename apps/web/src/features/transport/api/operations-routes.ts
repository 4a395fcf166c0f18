import type { TransportRouteInput } from '@dala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { operationsKeys } from './operations-keys';

/** GET /operator/routes: the transporter's routes ('' for every status). */
export function useOperatorRoutes(status: 'active' | 'archived' | '' = '') {
  return useQuery({
    queryKey: operationsKeys.routeList(status),
    queryFn: ({ signal }) =>
      callApi('GET /operator/routes', { query: { status: status || undefined, page_size: 100 } }, { signal }),
  });
}

/** GET /operator/routes/:id (not while the editor writes a new route). */
export function useOperatorRoute(id: number | null) {
  return useQuery({
    queryKey: operationsKeys.route(id ?? 0),
    queryFn: ({ signal }) => callApi('GET /operator/routes/:id', { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
}

/** POST /operator/routes (id null) or PUT /operator/routes/:id; the lists refresh after. */
export function useSaveOperatorRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TransportRouteInput }) =>
      id === null
        ? callApi('POST /operator/routes', { body: input })
        : callApi('PUT /operator/routes/:id', { params: { id }, body: input }),
    onSuccess: (route) => {
      client.setQueryData(operationsKeys.route(route.id), route);
      return client.invalidateQueries({ queryKey: operationsKeys.routes });
    },
  });
}

/** POST /operator/routes/:id/archive. */
export function useArchiveOperatorRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('POST /operator/routes/:id/archive', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: operationsKeys.routes }),
  });
}
