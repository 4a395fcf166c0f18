import type { SavedIds } from '@dala/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { ListingRef } from '../listing-ref';
import { SAVED_KEYS } from './saved-keys';

/**
 * GET /saved/ids: the signed-in user's saved listings, one request per page however many hearts it
 * shows (they share this cache). Guests and the server renderer ask nothing: every heart starts empty
 * and fills once this answers.
 */
export function useSavedIds(signedIn: boolean) {
  return useQuery({
    queryKey: SAVED_KEYS.ids,
    queryFn: ({ signal }) => callApi('GET /saved/ids', undefined, { signal }),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

export function isSavedIn(ids: SavedIds | undefined, listing: ListingRef): boolean {
  if (!ids) return false;
  return (listing.kind === 'safari' ? ids.safari_ids : ids.trip_ids).includes(listing.id);
}

/** The ids with one listing added or removed. */
export function withListing(ids: SavedIds, listing: ListingRef, saved: boolean): SavedIds {
  const key = listing.kind === 'safari' ? 'safari_ids' : 'trip_ids';
  const others = ids[key].filter((id) => id !== listing.id);
  return { ...ids, [key]: saved ? [listing.id, ...others] : others };
}
