import type { ApiRoutes, RouteResponse } from '@dala/shared';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';

interface SubmitCall {
  form: FormData;
  /** Upload progress, 0 to 1 (fetch cannot report it: this goes through apiUpload). */
  onProgress?: (fraction: number) => void;
}

/** POST /auth/verify (multipart): company details and documents; answers the user, now 'pending'. */
export function useSubmitVerification() {
  return useMutation({
    mutationFn: ({ form, onProgress }: SubmitCall) =>
      apiUpload<RouteResponse<ApiRoutes['POST /auth/verify']>>('/auth/verify', form, onProgress),
  });
}
