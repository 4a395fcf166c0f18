import type { QuoteRequest } from '@dala/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { safariKeys } from './keys';

/** POST /safaris/:id/quote: the server's price for a choice; never computed here (issue 4). */
export function useQuote(id: string, body: QuoteRequest | null) {
  return useQuery({
    queryKey: safariKeys.quote(id, body ?? { adults: 0 }),
    queryFn: ({ signal }) =>
      callApi('POST /safaris/:id/quote', { params: { id }, body: body ?? { adults: 0 } }, { signal }),
    enabled: body !== null,
    staleTime: 15_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
