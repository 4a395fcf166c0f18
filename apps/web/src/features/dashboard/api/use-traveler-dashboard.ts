import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /me/dashboard: the next safari or trip, how many are coming, balances due. */
export function useTravelerDashboard() {
  return useQuery({
    queryKey: ['dashboard', 'traveler'],
    queryFn: ({ signal }) => callApi('GET /me/dashboard', {}, { signal }),
  });
}
