import type { CompanyProfile, CompanyProfileUpdate } from '@dala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companyKeys } from './keys';

/** GET /company: the signed-in operator's own company profile. */
export function useCompanyProfile() {
  return useQuery({
    queryKey: companyKeys.own,
    queryFn: ({ signal }) => callApi('GET /company', undefined, { signal }),
  });
}

/** Every change answers the whole profile: it replaces the cached one, and public pages refetch. */
function useProfileMutation<T>(mutationFn: (input: T) => Promise<CompanyProfile>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (profile) => {
      client.setQueryData(companyKeys.own, profile);
      void client.invalidateQueries({ queryKey: ['company', 'public'] });
    },
  });
}

/** PUT /company. */
export function useUpdateCompanyProfile() {
  return useProfileMutation((body: CompanyProfileUpdate) => callApi('PUT /company', { body }));
}

/** POST /company/logo (multipart `file`). */
export function useUploadCompanyLogo() {
  return useProfileMutation((file: File) => {
    const body = new FormData();
    body.append('file', file);
    return callApi('POST /company/logo', { body });
  });
}

/** DELETE /company/logo. */
export function useRemoveCompanyLogo() {
  return useProfileMutation(() => callApi('DELETE /company/logo'));
}
