import type { AdminUserState, DocumentReviewStatus, UserType, VerificationStatus } from '@dala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Every list of the console holds this many rows a page. */
export const ADMIN_PAGE_SIZE = 10;

/** Query keys: a decision invalidates the whole 'admin' prefix (queues, counts, the audit log). */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  operators: (status: VerificationStatus | undefined, page: number) =>
    ['admin', 'operators', status ?? 'all', page] as const,
  users: (filters: UserFilters, page: number) => ['admin', 'users', filters, page] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  documents: (status: DocumentReviewStatus, page: number) => ['admin', 'documents', status, page] as const,
  audit: (filters: AuditFilters, page: number) => ['admin', 'audit', filters, page] as const,
};

function useInvalidateAdmin() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: adminKeys.all });
}

/** GET /admin/overview: what waits for a decision, this week's bookings and revenue. */
export function useAdminOverview() {
  return useQuery({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => callApi('GET /admin/overview', undefined, { signal }),
  });
}

/** GET /admin/operators: the verification queue, oldest submission first. */
export function useOperatorQueue(status: VerificationStatus | undefined, page: number) {
  return useQuery({
    queryKey: adminKeys.operators(status, page),
    queryFn: ({ signal }) =>
      callApi('GET /admin/operators', { query: { status, page, page_size: ADMIN_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/operators/:id/verify or …/reject (with the reason the operator sees). */
export function useDecideOperator() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (decision: { id: string; approve: true } | { id: string; approve: false; reason: string }) =>
      decision.approve
        ? callApi('POST /admin/operators/:id/verify', { params: { id: decision.id } })
        : callApi('POST /admin/operators/:id/reject', {
            params: { id: decision.id },
            body: { reason: decision.reason },
          }),
    onSettled: invalidate,
  });
}

export interface UserFilters {
  q?: string;
  type?: UserType;
  state?: AdminUserState;
}

/** GET /admin/users: search, type and state, newest first. */
export function useAdminUsers(filters: UserFilters, page: number) {
  return useQuery({
    queryKey: adminKeys.users(filters, page),
    queryFn: ({ signal }) =>
      callApi('GET /admin/users', { query: { ...filters, page, page_size: ADMIN_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/users/:id (disabled while no user is chosen). */
export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: adminKeys.user(id ?? ''),
    queryFn: ({ signal }) => callApi('GET /admin/users/:id', { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });
}

/** POST /admin/users/:id/disable (reason required) or …/enable. */
export function useSetUserDisabled() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (change: { id: string; disable: boolean; reason: string }) =>
      change.disable
        ? callApi('POST /admin/users/:id/disable', {
            params: { id: change.id },
            body: { reason: change.reason },
          })
        : callApi('POST /admin/users/:id/enable', {
            params: { id: change.id },
            body: change.reason ? { reason: change.reason } : {},
          }),
    onSettled: invalidate,
  });
}

/** GET /admin/transport-documents: vehicle and driver documents by review status, oldest first. */
export function useTransportDocuments(status: DocumentReviewStatus, page: number) {
  return useQuery({
    queryKey: adminKeys.documents(status, page),
    queryFn: ({ signal }) =>
      callApi(
        'GET /admin/transport-documents',
        { query: { status, page, page_size: ADMIN_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/transport-documents/:id/approve or …/reject (with the reason the transporter sees). */
export function useDecideTransportDocument() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (decision: { id: number; approve: true } | { id: number; approve: false; reason: string }) =>
      decision.approve
        ? callApi('POST /admin/transport-documents/:id/approve', { params: { id: decision.id } })
        : callApi('POST /admin/transport-documents/:id/reject', {
            params: { id: decision.id },
            body: { reason: decision.reason },
          }),
    onSettled: invalidate,
  });
}

export interface AuditFilters {
  action?: string;
  actor_id?: string;
  target_id?: string;
}

/** GET /admin/audit: newest first. */
export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: adminKeys.audit(filters, page),
    queryFn: ({ signal }) =>
      callApi('GET /admin/audit', { query: { ...filters, page, page_size: ADMIN_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The administrators, for the audit log's actor filter. */
export function useAdmins() {
  return useQuery({
    queryKey: ['admin', 'admins'],
    queryFn: ({ signal }) =>
      callApi('GET /admin/users', { query: { type: 'admin', page: 1, page_size: 100 } }, { signal }),
    staleTime: 5 * 60_000,
  });
}
