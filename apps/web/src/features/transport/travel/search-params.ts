import {
  VEHICLE_AMENITIES,
  VEHICLE_CLASSES,
  isValidIsoDate,
  type TimeOfDay,
  type TripSort,
  type VehicleAmenity,
  type VehicleClass,
} from '@dala/shared';
import { TRIP_SEARCH_MAX_GUESTS, TIMES_OF_DAY, TRIP_SORTS } from '@dala/shared';

/**
 * Everything /transport-search shows lives in the URL (shareable, Back works). The home panel's Trips
 * mode writes location (the destination), start_date, end_date and guests; the page adds the origin
 * (`from`), filters, sort and page. Pure functions, tested in search-params.test.ts.
 */
export interface TripFilters {
  from: string;
  location: string;
  start_date: string;
  end_date: string;
  guests: number;
  time_of_day: TimeOfDay[];
  classes: VehicleClass[];
  amenities: VehicleAmenity[];
  transporters: string[];
  min_price: number | null;
  max_price: number | null;
  sort: TripSort;
  page: number;
}

export const TRIP_PAGE_SIZE = 10;
/** The highest fare a filter may name (the API's bound). */
export const MAX_FARE_FILTER = 2_000_000;

export const EMPTY_TRIP_FILTERS: TripFilters = {
  from: '',
  location: '',
  start_date: '',
  end_date: '',
  guests: 1,
  time_of_day: [],
  classes: [],
  amenities: [],
  transporters: [],
  min_price: null,
  max_price: null,
  sort: 'earliest',
  page: 1,
};

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function text(value: string | null, max = 80): string {
  return (value ?? '').trim().slice(0, max);
}

/** Items of a comma-separated parameter that are among `allowed`, once each. */
function listOf<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item): item is T => (allowed as readonly string[]).includes(item));
  return [...new Set(items)];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Reads the search from the URL, dropping anything the API would refuse (never a 400 page). */
export function readTripFilters(params: URLSearchParams): TripFilters {
  const startDate = params.get('start_date') ?? '';
  const endDate = params.get('end_date') ?? '';
  const start = isValidIsoDate(startDate) ? startDate : '';
  const end = isValidIsoDate(endDate) && (!start || endDate >= start) ? endDate : '';
  const minPrice = wholeNumber(params.get('min_price'), 0, MAX_FARE_FILTER);
  let maxPrice = wholeNumber(params.get('max_price'), 0, MAX_FARE_FILTER);
  if (minPrice !== null && maxPrice !== null && maxPrice < minPrice) maxPrice = null;
  const sort = params.get('sort') ?? '';
  const transporters = (params.get('transporter') ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => UUID.test(id));
  return {
    from: text(params.get('from')),
    location: text(params.get('location')),
    start_date: start,
    end_date: end,
    guests: wholeNumber(params.get('guests'), 1, TRIP_SEARCH_MAX_GUESTS) ?? 1,
    time_of_day: listOf<TimeOfDay>(params.get('time_of_day'), TIMES_OF_DAY),
    classes: listOf(params.get('class'), VEHICLE_CLASSES),
    amenities: listOf(params.get('amenities'), VEHICLE_AMENITIES),
    transporters: [...new Set(transporters)].slice(0, 20),
    min_price: minPrice,
    max_price: maxPrice,
    sort: (TRIP_SORTS as readonly string[]).includes(sort) ? (sort as TripSort) : 'earliest',
    page: wholeNumber(params.get('page'), 1, 10_000) ?? 1,
  };
}

/** The URL parameters of a search; defaults are left out so URLs stay short (guests always shown). */
export function writeTripFilters(filters: TripFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null) => {
    if (value === null || value === '') return;
    params.set(key, String(value));
  };
  set('from', filters.from.trim());
  set('location', filters.location.trim());
  set('start_date', filters.start_date);
  set('end_date', filters.end_date);
  set('guests', filters.guests);
  if (filters.time_of_day.length) set('time_of_day', filters.time_of_day.join(','));
  if (filters.classes.length) set('class', filters.classes.join(','));
  if (filters.amenities.length) set('amenities', filters.amenities.join(','));
  if (filters.transporters.length) set('transporter', filters.transporters.join(','));
  set('min_price', filters.min_price);
  set('max_price', filters.max_price);
  if (filters.sort !== 'earliest') set('sort', filters.sort);
  if (filters.page > 1) set('page', filters.page);
  return params;
}

/** GET /api/trips/search's query for a search: the URL's parameters with the page size and sort. */
export function tripSearchApiQuery(filters: TripFilters): Record<string, string> {
  const params = writeTripFilters(filters);
  params.set('sort', filters.sort);
  params.set('page_size', String(TRIP_PAGE_SIZE));
  return Object.fromEntries(params);
}

/** How many filters narrow the results (the route, dates, passengers, sort and page do not). */
export function activeTripFilterCount(filters: TripFilters): number {
  let n = 0;
  if (filters.time_of_day.length) n++;
  if (filters.classes.length) n++;
  if (filters.amenities.length) n++;
  if (filters.transporters.length) n++;
  if (filters.min_price !== null || filters.max_price !== null) n++;
  return n;
}

/** A change of anything but the page goes back to page 1. */
export function withTripFilter(filters: TripFilters, patch: Partial<TripFilters>): TripFilters {
  return { ...filters, ...patch, page: patch.page ?? 1 };
}

/** 'Clear filters' keeps the journey (route, dates, passengers) and the sort. */
export function clearedTripFilters(filters: TripFilters): TripFilters {
  return {
    ...EMPTY_TRIP_FILTERS,
    from: filters.from,
    location: filters.location,
    start_date: filters.start_date,
    end_date: filters.end_date,
    guests: filters.guests,
    sort: filters.sort,
  };
}
