/** A safari (package id) or a trip, as the heart and "Ask the operator" name it. */
export interface ListingRef {
  kind: 'safari' | 'trip';
  id: number;
}

/**
 * The heart that saves a safari or a trip (issue 15), on cards and detail pages. Renders nothing until
 * saving works.
 */
export function SaveListingButton(_props: { listing: ListingRef; className?: string }) {
  return null;
}
