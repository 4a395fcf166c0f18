import type {
  AdminReviewsQuery,
  CreateReviewInput,
  ReceivedReviewsQuery,
  UpdateReviewInput,
} from '@dala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Reviews per page on /reviews and /admin/reviews. */
export const REVIEWS_PAGE_SIZE = 10;

/** TanStack Query keys of reviews (a write invalidates by the prefix). */
export const reviewKeys = {
  all: ['reviews'] as const,
  mine: (page: number) => ['reviews', 'mine', page] as const,
  invitations: (page: number) => ['reviews', 'invitations', page] as const,
  received: (query: Partial<ReceivedReviewsQuery>) => ['reviews', 'received', query] as const,
  admin: (query: Partial<AdminReviewsQuery>) => ['reviews', 'admin', query] as const,
  package: (id: number, page: number, size: number) => ['reviews', 'package', id, page, size] as const,
};

export function useMyReviews(page: number) {
  return useQuery({
    queryKey: reviewKeys.mine(page),
    queryFn: ({ signal }) =>
      callApi('GET /reviews/mine', { query: { page, page_size: REVIEWS_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewInvitations(page: number, pageSize = REVIEWS_PAGE_SIZE) {
  return useQuery({
    queryKey: reviewKeys.invitations(page),
    queryFn: ({ signal }) =>
      callApi('GET /reviews/invitations', { query: { page, page_size: pageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReceivedReviews(query: Partial<ReceivedReviewsQuery>) {
  return useQuery({
    queryKey: reviewKeys.received(query),
    queryFn: ({ signal }) =>
      callApi('GET /reviews/received', { query: { page_size: REVIEWS_PAGE_SIZE, ...query } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminReviews(query: Partial<AdminReviewsQuery>) {
  return useQuery({
    queryKey: reviewKeys.admin(query),
    queryFn: ({ signal }) =>
      callApi('GET /admin/reviews', { query: { page_size: REVIEWS_PAGE_SIZE, ...query } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A published package's visible reviews, newest first. */
export function usePackageReviews(packageId: number, page: number, pageSize: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: reviewKeys.package(packageId, page, pageSize),
    queryFn: ({ signal }) =>
      callApi(
        'GET /safaris/:id/reviews',
        { params: { id: packageId }, query: { page, page_size: pageSize } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateReviews() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: reviewKeys.all });
}

export function useCreateReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (body: CreateReviewInput) => callApi('POST /reviews', { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateReviewInput }) =>
      callApi('PATCH /reviews/:id', { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useAddReviewPhoto() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('photo', file);
      return callApi('POST /reviews/:id/photos', { params: { id }, body: form });
    },
    onSuccess: invalidate,
  });
}

export function useRemoveReviewPhoto() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id, photoId }: { id: number; photoId: number }) =>
      callApi('DELETE /reviews/:id/photos/:photoId', { params: { id, photoId } }),
    onSuccess: invalidate,
  });
}

export function useReplyToReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      callApi('POST /reviews/:id/reply', { params: { id }, body: { text } }),
    onSuccess: invalidate,
  });
}

export function useHideReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      callApi('POST /admin/reviews/:id/hide', { params: { id }, body: { reason } }),
    onSuccess: invalidate,
  });
}

export function useRestoreReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id }: { id: number }) =>
      callApi('POST /admin/reviews/:id/restore', { params: { id }, body: {} }),
    onSuccess: invalidate,
  });
}
