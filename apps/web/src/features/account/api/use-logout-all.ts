import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /auth/logout-all: ends every session of the account, this one included. */
export function useLogoutAll() {
  return useMutation({
    mutationFn: () => callApi('POST /auth/logout-all'),
  });
}
