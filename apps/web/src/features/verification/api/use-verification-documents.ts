import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /users/me/documents: the verification documents the operator uploaded. */
export function useVerificationDocuments(version: string) {
  return useQuery({
    queryKey: ['verification-documents', version],
    queryFn: ({ signal }) => callApi('GET /users/me/documents', undefined, { signal }),
  });
}
