import type { QuoteRequest } from '@dala/shared';
import { callApi } from '../../../lib/api-client';

// The code field's requests, apart from use-deals.ts (TanStack hooks of the deals pages): the safari
// and trip pages call them from their checkout without loading those.

/** POST /deals/trip-quote: a trip's fare for these seats with its deal (the checkout's code field). */
export function quoteTripDeal(body: {
  trip_id: number;
  board: number;
  alight: number;
  seats: number;
  deal_code?: string;
}) {
  return callApi('POST /deals/trip-quote', { body });
}

/** Asks a safari's quote with a code: resolves when the code is usable, rejects with the field message. */
export function checkSafariDealCode(safariId: number, request: QuoteRequest, code: string) {
  return callApi('POST /safaris/:id/quote', {
    params: { id: String(safariId) },
    body: { ...request, deal_code: code },
  });
}
