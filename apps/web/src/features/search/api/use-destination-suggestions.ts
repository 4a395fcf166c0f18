import { DESTINATION_SUGGESTION_LIMIT, type SearchMode } from '@dala/shared';
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

/** One line of the destination dropdown: a safari destination or a town trips stop at. */
export interface Suggestion {
  key: string;
  name: string;
  region: string;
  /** A safari destination's type ('Wildlife Safari'); null for a town. */
  type: string | null;
}

/**
 * The destination field's suggestions (spec §2): safari destinations from GET /api/destinations?q=,
 * or in Trips mode the towns trips on sale stop at (GET /api/trips/towns?q=). Nothing is asked until
 * the dropdown opens, so the home page's first load makes no request for either.
 */
export function useDestinationSuggestions(text: string, enabled: boolean, mode: SearchMode = 'safari') {
  const q = useDebounced(text.trim(), 150);
  const source = mode === 'trip' ? 'towns' : 'destinations';
  return useQuery({
    queryKey: [source, 'suggest', q],
    queryFn: async ({ signal }): Promise<{ items: Suggestion[] }> => {
      const query = { q, limit: DESTINATION_SUGGESTION_LIMIT };
      if (mode === 'trip') {
        const towns = await callApi('GET /trips/towns', { query }, { signal });
        return {
          items: towns.items
            .filter((town) => town.can_alight)
            .map((town) => ({ key: town.name, name: town.name, region: town.region, type: null })),
        };
      }
      const destinations = await callApi('GET /destinations', { query }, { signal });
      return {
        items: destinations.items.map((d) => ({ key: d.slug, name: d.name, region: d.region, type: d.type })),
      };
    },
    enabled,
    // While typing, the last answer stays; after a mode switch, the other mode's list does not.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === source ? keepPreviousData(previous) : undefined,
    staleTime: 5 * 60_000,
  });
}
