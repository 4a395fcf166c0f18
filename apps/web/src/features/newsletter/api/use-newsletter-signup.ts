import type { NewsletterRequest } from '@dala/shared';
import { useCallback, useState } from 'react';
import { callApi } from '../../../lib/api-client';

/** POST /newsletter: puts an address on the list (an address already on it gets a friendly answer). */
const signUp = (body: NewsletterRequest) => callApi('POST /newsletter', { body });

type SignupAnswer = Awaited<ReturnType<typeof signUp>>;
type SignupState = { status: 'idle' | 'pending' | 'error' } | { status: 'success'; data: SignupAnswer };

/**
 * The sign-up as a plain call with local state (the part of TanStack's useMutation the form uses):
 * the form is on public pages (home, blog, the footer), whose first load then carries no mutation code.
 */
export function useNewsletterSignup() {
  const [state, setState] = useState<SignupState>({ status: 'idle' });
  const mutate = useCallback((body: NewsletterRequest, options?: { onError?: (error: unknown) => void }) => {
    setState({ status: 'pending' });
    signUp(body).then(
      (data) => setState({ status: 'success', data }),
      (error: unknown) => {
        setState({ status: 'error' });
        options?.onError?.(error);
      },
    );
  }, []);
  return state.status === 'success'
    ? { isSuccess: true as const, isPending: false, data: state.data, mutate }
    : { isSuccess: false as const, isPending: state.status === 'pending', data: undefined, mutate };
}
