import type { RegisterInput, RegistrationType, OperatorTypeChoice } from '@dala/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

interface RegisterCall {
  body: RegisterInput;
  /** The form mirrors its choice in the query string too (spec §7). */
  query: { type: RegistrationType; operator_type?: OperatorTypeChoice };
}

/** POST /auth/register: creates the account and mails the verification link. */
export function useRegister() {
  return useMutation({
    mutationFn: ({ body, query }: RegisterCall) => callApi('POST /auth/register', { body, query }),
  });
}
