import type {
  DepartureInput,
  OperatorSafari,
  QuoteRequest,
  SafariAvailability,
  SafariDetail,
  SafariImage,
  SafariInput,
  SafariQuote,
  SafariSearchResult,
} from '@dala/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, apiUpload } from '../../../lib/api-client';

/** Data access of the safari marketplace: one function per endpoint, TanStack Query hooks on top. */

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export interface OperatorDeparture {
  id: number;
  package_id: number;
  start_date: string;
  end_date: string;
  capacity: number;
  seats_booked: number;
  seats_held: number;
  seats_left: number;
  adult_price_usd: number | null;
  child_price_usd: number | null;
  bookings_count: number;
}

export interface BlockedDate {
  date: string;
  reason: string | null;
}

export interface DeleteSafariResult {
  id: number;
  result: 'deleted' | 'archived';
}

/** `?a=1&b=x` from the defined values only. */
export function toQueryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const safariKeys = {
  search: (qs: string) => ['safaris', 'search', qs] as const,
  detail: (id: string) => ['safaris', 'detail', id] as const,
  availability: (id: string, from: string, to: string) => ['safaris', 'availability', id, from, to] as const,
  quote: (id: string, body: QuoteRequest) => ['safaris', 'quote', id, body] as const,
  operatorSafaris: (status: string) => ['operator', 'safaris', 'list', status] as const,
  operatorSafari: (id: number) => ['operator', 'safaris', 'detail', id] as const,
  departures: (id: number) => ['operator', 'safaris', 'departures', id] as const,
  blockedDates: (id: number) => ['operator', 'safaris', 'blocked-dates', id] as const,
  destinations: ['destinations', 'all'] as const,
};

// ── Catalog ──────────────────────────────────────────────────────────────────────────────────────

export function useSafariSearch(queryString: string) {
  return useQuery({
    queryKey: safariKeys.search(queryString),
    queryFn: ({ signal }) => apiRequest<SafariSearchResult>(`/safaris${queryString}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useSafariDetail(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: safariKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<SafariDetail>(`/safaris/${encodeURIComponent(id)}`, { signal }),
    retry: (count, error) =>
      count < 1 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
}

export function useAvailability(id: string, from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: safariKeys.availability(id, from, to),
    queryFn: ({ signal }) =>
      apiRequest<SafariAvailability>(
        `/safaris/${encodeURIComponent(id)}/availability${toQueryString({ from, to })}`,
        {
          signal,
        },
      ),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** The server's price for a choice; never computed here (issue 4). */
export function useQuote(id: string, body: QuoteRequest | null) {
  return useQuery({
    queryKey: safariKeys.quote(id, body ?? { adults: 0 }),
    queryFn: ({ signal }) =>
      apiRequest<SafariQuote>(`/safaris/${encodeURIComponent(id)}/quote`, { method: 'POST', body, signal }),
    enabled: body !== null,
    staleTime: 15_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export interface DestinationOption {
  slug: string;
  name: string;
  region: string;
  type: string;
}

export function useDestinations() {
  return useQuery({
    queryKey: safariKeys.destinations,
    queryFn: ({ signal }) =>
      apiRequest<{ items: DestinationOption[] }>('/destinations?limit=100', { signal }),
    staleTime: 10 * 60_000,
  });
}

// ── Operator: packages ───────────────────────────────────────────────────────────────────────────

export function useOperatorSafaris(status: string) {
  return useQuery({
    queryKey: safariKeys.operatorSafaris(status),
    queryFn: ({ signal }) =>
      apiRequest<Page<OperatorSafari>>(`/operator/safaris${toQueryString({ status, page_size: 100 })}`, {
        signal,
      }),
  });
}

export function useOperatorSafari(id: number | null) {
  return useQuery({
    queryKey: safariKeys.operatorSafari(id ?? 0),
    queryFn: ({ signal }) => apiRequest<OperatorSafari>(`/operator/safaris/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function saveOperatorSafari(id: number | null, input: SafariInput) {
  return id === null
    ? apiRequest<OperatorSafari>('/operator/safaris', { method: 'POST', body: input })
    : apiRequest<OperatorSafari>(`/operator/safaris/${id}`, { method: 'PUT', body: input });
}

export function deleteOperatorSafari(id: number) {
  return apiRequest<DeleteSafariResult>(`/operator/safaris/${id}`, { method: 'DELETE' });
}

export function uploadSafariImage(
  id: number,
  file: File,
  alt: string,
  onProgress?: (fraction: number) => void,
) {
  const form = new FormData();
  // Text fields first: the server reads the fields sent before the file part.
  form.append('alt', alt.slice(0, 200));
  form.append('file', file);
  return apiUpload<{ images: SafariImage[] }>(`/operator/safaris/${id}/images`, form, onProgress);
}

export function orderSafariImages(id: number, imageIds: number[], coverImageId?: number) {
  return apiRequest<{ images: SafariImage[] }>(`/operator/safaris/${id}/images`, {
    method: 'PUT',
    body: { image_ids: imageIds, cover_image_id: coverImageId },
  });
}

export function deleteSafariImage(id: number, imageId: number) {
  return apiRequest<{ images: SafariImage[] }>(`/operator/safaris/${id}/images/${imageId}`, {
    method: 'DELETE',
  });
}

export function useDepartures(id: number) {
  return useQuery({
    queryKey: safariKeys.departures(id),
    queryFn: ({ signal }) =>
      apiRequest<{ items: OperatorDeparture[] }>(`/operator/safaris/${id}/departures`, { signal }),
  });
}

export function saveDeparture(id: number, departureId: number | null, input: DepartureInput) {
  return departureId === null
    ? apiRequest<OperatorDeparture>(`/operator/safaris/${id}/departures`, { method: 'POST', body: input })
    : apiRequest<OperatorDeparture>(`/operator/safaris/${id}/departures/${departureId}`, {
        method: 'PUT',
        body: input,
      });
}

export function deleteDeparture(id: number, departureId: number) {
  return apiRequest<unknown>(`/operator/safaris/${id}/departures/${departureId}`, { method: 'DELETE' });
}

export function useBlockedDates(id: number, enabled: boolean) {
  return useQuery({
    queryKey: safariKeys.blockedDates(id),
    queryFn: ({ signal }) =>
      apiRequest<{ items: BlockedDate[] }>(`/operator/safaris/${id}/blocked-dates`, { signal }),
    enabled,
  });
}

export function addBlockedDates(id: number, dates: string[], reason?: string) {
  return apiRequest<{ items: BlockedDate[] }>(`/operator/safaris/${id}/blocked-dates`, {
    method: 'POST',
    body: { dates, reason },
  });
}

export function removeBlockedDate(id: number, date: string) {
  return apiRequest<{ items: BlockedDate[] }>(`/operator/safaris/${id}/blocked-dates`, {
    method: 'DELETE',
    body: { dates: [date] },
  });
}
