import { useEffect } from 'react';
import { recordListingView } from './api/record-listing-view';

/**
 * Counts a view of a safari's or a trip's page for its operator's analytics: placed on the detail
 * page, it sends one small request once the page has rendered and the browser is idle — never before
 * the first paint and never blocking it (the server renderer does not run effects). The server counts
 * one view per visitor, listing and day, so a remount or a reload costs nothing more.
 */
export function ListingViewBeacon({ listing }: { listing: { kind: 'safari' | 'trip'; id: number } }) {
  const { kind, id } = listing;
  useEffect(() => {
    const send = () => recordListingView({ kind, id });
    // Not cancelled on leaving: a visitor who moves on within a second still viewed the page.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(send, { timeout: 2000 });
    else window.setTimeout(send, 300);
  }, [kind, id]);
  return null;
}
