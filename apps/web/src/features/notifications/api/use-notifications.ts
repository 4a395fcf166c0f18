import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useIsSignedIn } from '../../auth';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
const PAGE_SIZE = 50;

/** GET /notifications: the signed-in user's newest notifications and unread count (polled). */
export function useNotifications() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => callApi('GET /notifications', { query: { page_size: PAGE_SIZE } }, { signal }),
    enabled: signedIn,
    staleTime: 30_000,
    refetchInterval: signedIn ? 60_000 : false,
  });
}
