import type { ResetPasswordInput } from '@dala/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /auth/password/reset: sets the new password with the mailed token; every session ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordInput) => callApi('POST /auth/password/reset', { body }),
  });
}
