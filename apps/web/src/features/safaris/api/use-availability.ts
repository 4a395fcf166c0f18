import { AVAILABILITY_MAX_DAYS, addDays, todayInTanzania } from '@dala/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { safariKeys } from './keys';

/** The dates the booking box shows: from today (in Tanzania) to the last bookable one it lists. */
export function upcomingAvailabilityRange(today: string = todayInTanzania()): { from: string; to: string } {
  return { from: today, to: addDays(today, AVAILABILITY_MAX_DAYS - 35) };
}

/** GET /safaris/:id/availability between two dates. */
export const availabilityQuery = (id: string, from: string, to: string) =>
  queryOptions({
    queryKey: safariKeys.availability(id, from, to),
    queryFn: ({ signal }) =>
      callApi('GET /safaris/:id/availability', { params: { id }, query: { from, to } }, { signal }),
    staleTime: 30_000,
  });

export function useAvailability(id: string, from: string, to: string, enabled = true) {
  return useQuery({ ...availabilityQuery(id, from, to), enabled, placeholderData: keepPreviousData });
}
