import type { ScheduleInput } from '@dala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { operationsKeys } from './operations-keys';

/** GET /operator/schedules ('' for every status). */
export function useSchedules(status: 'active' | 'ended' | '' = '') {
  return useQuery({
    queryKey: operationsKeys.scheduleList(status),
    queryFn: ({ signal }) =>
      callApi(
        'GET /operator/schedules',
        { query: { status: status || undefined, page_size: 100 } },
        { signal },
      ),
  });
}

function useRefreshPlanning() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: operationsKeys.schedules }),
      client.invalidateQueries({ queryKey: operationsKeys.trips }),
      client.invalidateQueries({ queryKey: operationsKeys.routes }),
    ]);
}

/** POST /operator/schedules: answers how many trips it generated and which days it skipped. */
export function useCreateSchedule() {
  const refresh = useRefreshPlanning();
  return useMutation({
    mutationFn: (input: ScheduleInput) => callApi('POST /operator/schedules', { body: input }),
    onSuccess: refresh,
  });
}

/** POST /operator/schedules/:id/end: future trips without passengers are cancelled. */
export function useEndSchedule() {
  const refresh = useRefreshPlanning();
  return useMutation({
    mutationFn: (id: number) => callApi('POST /operator/schedules/:id/end', { params: { id } }),
    onSuccess: refresh,
  });
}
