import { differenceInCalendarDays } from 'date-fns';
import { toIsoDate } from './dates';
import { guestsCount, type TravelerCounts } from './travelers';

export type SearchMode = 'safari' | 'trip';

/** Where each mode's search lives (spec §2). */
export const SEARCH_PATHS: Record<SearchMode, string> = {
  safari: '/safaris-search',
  trip: '/transport-search',
};

export interface SearchCriteria {
  mode: SearchMode;
  location: string;
  startDate: Date;
  endDate?: Date | null;
  travelers: TravelerCounts;
}

/** A search can run once a destination and a start date are chosen (spec §5). */
export function canSearch(criteria: { location: string; startDate?: Date | null }): boolean {
  return criteria.location.trim().length > 0 && criteria.startDate != null;
}

/**
 * The URL a search navigates to: location, start_date, guests (adults + children) and end_date only
 * when it differs from the start (spec §2, §5). Dates as YYYY-MM-DD.
 */
export function buildSearchUrl(criteria: SearchCriteria): string {
  const params = new URLSearchParams();
  params.set('location', criteria.location.trim());
  params.set('start_date', toIsoDate(criteria.startDate));
  params.set('guests', String(guestsCount(criteria.travelers)));
  if (criteria.endDate && differenceInCalendarDays(criteria.endDate, criteria.startDate) !== 0) {
    params.set('end_date', toIsoDate(criteria.endDate));
  }
  return `${SEARCH_PATHS[criteria.mode]}?${params.toString()}`;
}

/** How many destination suggestions the dropdown asks for. */
export const DESTINATION_SUGGESTION_LIMIT = 8;
