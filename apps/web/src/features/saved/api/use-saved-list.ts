import type { SavedFilter } from '@dala/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { SAVED_KEYS } from './saved-keys';

/** GET /saved: one page of the user's saved items with current prices and availability. */
export function useSavedList(filter: SavedFilter, page: number, pageSize: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: SAVED_KEYS.list(filter, page, pageSize),
    queryFn: ({ signal }) =>
      callApi('GET /saved', { query: { filter, page, page_size: pageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
