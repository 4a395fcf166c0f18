import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /auth/password/forgot: mails a reset link (always accepted, whether the address exists or not). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: { email: string }) => callApi('POST /auth/password/forgot', { body }),
  });
}
