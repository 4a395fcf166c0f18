import type { RecordListingViewInput } from '@dala/shared';
import { callApi } from '../../../lib/api-client';

/** POST /listing-views: tells the server a listing's page was shown. Never throws; nothing waits for it. */
export function recordListingView(listing: RecordListingViewInput): void {
  callApi('POST /listing-views', { body: listing }).catch(() => {
    // A lost view is not worth a message: the traveler came for the page, not for our counter.
  });
}
