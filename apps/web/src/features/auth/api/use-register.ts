import type { RegisterInput, RegistrationType, OperatorTypeChoice } from '@dala/shared';
import { useMemo } from 'react';
import { callApi } from '../../../lib/api-client';

interface RegisterCall {
  body: RegisterInput;
  /** The form mirrors its choice in the query string too (spec §7). */
  query: { type: RegistrationType; operator_type?: OperatorTypeChoice };
}

/**
 * POST /auth/register: creates the account and mails the verification link. A plain call (the form
 * keeps its own busy state): the guest page's first load carries no TanStack mutation code.
 */
export function useRegister() {
  return useMemo(
    () => ({
      mutateAsync: ({ body, query }: RegisterCall) => callApi('POST /auth/register', { body, query }),
    }),
    [],
  );
}
