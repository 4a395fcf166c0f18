import type { ListingRef } from '../saved';

/**
 * "Ask the operator" (issue 15): a pre-booking question from a safari or trip page. Renders nothing
 * until messaging works.
 */
export function AskOperatorButton(_props: { listing: ListingRef; operatorName: string }) {
  return null;
}
