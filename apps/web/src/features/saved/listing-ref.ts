/** A safari (package id) or a trip, as the heart and "Ask the operator" name it. */
export interface ListingRef {
  kind: 'safari' | 'trip';
  id: number;
}
