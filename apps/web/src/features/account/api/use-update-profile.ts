import type { ProfileUpdate } from '@dala/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** PUT /users/me: saves the profile fields and answers the whole user. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: ProfileUpdate) => callApi('PUT /users/me', { body }),
  });
}
