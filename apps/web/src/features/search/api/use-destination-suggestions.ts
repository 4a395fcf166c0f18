import { DESTINATION_SUGGESTION_LIMIT } from '@dala/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../../lib/api-client';

/** The text after the traveler stopped typing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Suggestions from GET /api/destinations?q= (spec §2 destination field). */
export function useDestinationSuggestions(text: string, enabled: boolean) {
  const q = useDebounced(text.trim(), 150);
  return useQuery({
    queryKey: ['destinations', 'suggest', q],
    queryFn: ({ signal }) =>
      callApi('GET /destinations', { query: { q, limit: DESTINATION_SUGGESTION_LIMIT } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
