import type { PasswordChange } from '@dala/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /users/me/password: changes the password and signs out every other session. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => callApi('POST /users/me/password', { body }),
  });
}
