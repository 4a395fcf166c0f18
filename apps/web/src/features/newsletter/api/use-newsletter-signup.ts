import type { NewsletterRequest } from '@dala/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /newsletter: puts an address on the list (an address already on it gets a friendly answer). */
export function useNewsletterSignup() {
  return useMutation({
    mutationFn: (body: NewsletterRequest) => callApi('POST /newsletter', { body }),
  });
}
