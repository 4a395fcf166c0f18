import type { SavedIds } from '@dala/shared';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, toastMessageFor } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { ListingRef } from '../listing-ref';
import { SAVED_KEYS } from './saved-keys';
import { withListing } from './use-saved-ids';

export interface ToggleSaved {
  listing: ListingRef;
  save: boolean;
}

/** PUT or DELETE /saved/:kind/:id. */
export function saveRequest({ listing, save }: ToggleSaved) {
  const input = { params: { kind: listing.kind, id: listing.id } };
  return save ? callApi('PUT /saved/:kind/:id', input) : callApi('DELETE /saved/:kind/:id', input);
}

/**
 * Saves or unsaves at once on screen (every heart of the listing follows), then asks the server; a
 * refusal puts the heart back and says why in a toast. The saved lists reload after either. A plain
 * function, not a mutation hook: the heart imports this module on its first press, so pages that
 * show hearts do not carry it (nor TanStack's useMutation) in their first load.
 */
export async function toggleSaved(queryClient: QueryClient, change: ToggleSaved): Promise<void> {
  const { listing, save } = change;
  await queryClient.cancelQueries({ queryKey: SAVED_KEYS.ids });
  const before = queryClient.getQueryData<SavedIds>(SAVED_KEYS.ids);
  queryClient.setQueryData<SavedIds>(SAVED_KEYS.ids, (ids) =>
    withListing(ids ?? { safari_ids: [], trip_ids: [] }, listing, save),
  );
  try {
    await saveRequest(change);
  } catch (error) {
    queryClient.setQueryData(SAVED_KEYS.ids, before);
    notify.error(toastMessageFor(error));
  } finally {
    void queryClient.invalidateQueries({ queryKey: SAVED_KEYS.lists });
  }
}
