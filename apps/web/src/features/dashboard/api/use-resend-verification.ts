import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /auth/verify-email/resend: mails the signed-in user a new verification link. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => callApi('POST /auth/verify-email/resend'),
  });
}
