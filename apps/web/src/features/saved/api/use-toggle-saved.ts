import type { SavedIds } from '@dala/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
 * refusal puts the heart back and says why in a toast. The saved lists reload after either.
 */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRequest,
    onMutate: async ({ listing, save }) => {
      await queryClient.cancelQueries({ queryKey: SAVED_KEYS.ids });
      const before = queryClient.getQueryData<SavedIds>(SAVED_KEYS.ids);
      queryClient.setQueryData<SavedIds>(SAVED_KEYS.ids, (ids) =>
        withListing(ids ?? { safari_ids: [], trip_ids: [] }, listing, save),
      );
      return { before };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(SAVED_KEYS.ids, context?.before);
      notify.error(toastMessageFor(error));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: SAVED_KEYS.lists });
    },
  });
}
