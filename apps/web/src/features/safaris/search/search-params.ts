import { SAFARI_SORTS, SAFARI_TIERS, isValidIsoDate, type SafariSort, type SafariTier } from '@dala/shared';

/**
 * Everything the search page shows lives in the URL (shareable, Back works). The home search panel
 * writes location, start_date, end_date and guests; the page adds its own filters. Pure functions,
 * tested in search-params.test.ts.
 */
export interface SafariFilters {
  q: string;
  location: string;
  start_date: string;
  end_date: string;
  guests: number | null;
  min_price: number | null;
  max_price: number | null;
  min_days: number | null;
  max_days: number | null;
  tiers: SafariTier[];
  /** null: private and group tours. */
  private: boolean | null;
  min_rating: number | null;
  sort: SafariSort;
  page: number;
}

export const PAGE_SIZE = 12;

export const EMPTY_FILTERS: SafariFilters = {
  q: '',
  location: '',
  start_date: '',
  end_date: '',
  guests: null,
  min_price: null,
  max_price: null,
  min_days: null,
  max_days: null,
  tiers: [],
  private: null,
  min_rating: null,
  sort: 'recommended',
  page: 1,
};

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || value.trim() === '' || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function text(value: string | null, max = 100): string {
  return (value ?? '').trim().slice(0, max);
}

/** Reads the filters from the URL, dropping anything the API would refuse (never a 400 page). */
export function readFilters(params: URLSearchParams): SafariFilters {
  const startDate = params.get('start_date') ?? '';
  const endDate = params.get('end_date') ?? '';
  const start = isValidIsoDate(startDate) ? startDate : '';
  const end = isValidIsoDate(endDate) && (!start || endDate >= start) ? endDate : '';
  const minPrice = wholeNumber(params.get('min_price'), 0, 100_000);
  let maxPrice = wholeNumber(params.get('max_price'), 0, 100_000);
  if (minPrice !== null && maxPrice !== null && maxPrice < minPrice) maxPrice = null;
  const minDays = wholeNumber(params.get('min_days'), 1, 30);
  let maxDays = wholeNumber(params.get('max_days'), 1, 30);
  if (minDays !== null && maxDays !== null && maxDays < minDays) maxDays = null;
  const tiers = (params.get('tier') ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t): t is SafariTier => (SAFARI_TIERS as readonly string[]).includes(t));
  const privateParam = params.get('private');
  const rating = Number(params.get('min_rating'));
  const sort = params.get('sort') ?? '';
  return {
    q: text(params.get('q')),
    location: text(params.get('location')),
    start_date: start,
    end_date: end,
    guests: wholeNumber(params.get('guests'), 1, 60),
    min_price: minPrice,
    max_price: maxPrice,
    min_days: minDays,
    max_days: maxDays,
    tiers: [...new Set(tiers)],
    private: privateParam === 'true' ? true : privateParam === 'false' ? false : null,
    min_rating: params.get('min_rating') && rating > 0 && rating <= 5 ? rating : null,
    sort: (SAFARI_SORTS as readonly string[]).includes(sort) ? (sort as SafariSort) : 'recommended',
    page: wholeNumber(params.get('page'), 1, 10_000) ?? 1,
  };
}

/** The URL parameters of a filter state; defaults are left out so URLs stay short. */
export function writeFilters(filters: SafariFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '') return;
    params.set(key, String(value));
  };
  set('q', filters.q.trim());
  set('location', filters.location.trim());
  set('start_date', filters.start_date);
  set('end_date', filters.end_date);
  set('guests', filters.guests);
  set('min_price', filters.min_price);
  set('max_price', filters.max_price);
  set('min_days', filters.min_days);
  set('max_days', filters.max_days);
  if (filters.tiers.length) set('tier', filters.tiers.join(','));
  if (filters.private !== null) set('private', String(filters.private));
  set('min_rating', filters.min_rating);
  if (filters.sort !== 'recommended') set('sort', filters.sort);
  if (filters.page > 1) set('page', filters.page);
  return params;
}

/** GET /api/safaris query string for a filter state. */
export function apiQueryString(filters: SafariFilters): string {
  const params = writeFilters(filters);
  params.set('page_size', String(PAGE_SIZE));
  if (!params.has('sort')) params.set('sort', filters.sort);
  return `?${params.toString()}`;
}

/** How many filters narrow the results (sort and page do not). */
export function activeFilterCount(filters: SafariFilters): number {
  let n = 0;
  if (filters.q) n++;
  if (filters.location) n++;
  if (filters.start_date || filters.end_date) n++;
  if (filters.guests !== null) n++;
  if (filters.min_price !== null || filters.max_price !== null) n++;
  if (filters.min_days !== null || filters.max_days !== null) n++;
  if (filters.tiers.length) n++;
  if (filters.private !== null) n++;
  if (filters.min_rating !== null) n++;
  return n;
}

/** A change of any filter goes back to page 1; the sort survives 'clear filters'. */
export function withFilter(filters: SafariFilters, patch: Partial<SafariFilters>): SafariFilters {
  return { ...filters, ...patch, page: patch.page ?? 1 };
}

export function clearedFilters(filters: SafariFilters): SafariFilters {
  return { ...EMPTY_FILTERS, sort: filters.sort };
}
