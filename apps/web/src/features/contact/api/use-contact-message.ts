import type { ContactRequest } from '@dala/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /contact: stores the message and mails the support inbox. */
export function useContactMessage() {
  return useMutation({
    mutationFn: (body: ContactRequest) => callApi('POST /contact', { body }),
  });
}
