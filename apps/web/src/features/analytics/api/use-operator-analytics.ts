import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDownload, callApi } from '../../../lib/api-client';
import { analyticsKeys } from './analytics-keys';

/** GET /operator/analytics: the operator's figures over a range of days (both included). */
export function useOperatorAnalytics(range: { from: string; to: string }) {
  return useQuery({
    queryKey: analyticsKeys.operator(range.from, range.to),
    queryFn: ({ signal }) => callApi('GET /operator/analytics', { query: range }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The same figures as a CSV file (with the session's token). */
export function downloadAnalyticsCsv(range: { from: string; to: string }) {
  const query = new URLSearchParams(range).toString();
  return apiDownload(`/operator/analytics.csv?${query}`, `dala-analytics-${range.from}-${range.to}.csv`);
}
