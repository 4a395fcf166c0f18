import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  activeFilterCount,
  apiQueryString,
  clearedFilters,
  readFilters,
  withFilter,
  writeFilters,
} from './search-params';

const read = (qs: string) => readFilters(new URLSearchParams(qs));

describe('safari search URL state', () => {
  it('reads what the home search panel writes', () => {
    const f = read('location=Serengeti+National+Park&start_date=2027-03-01&end_date=2027-03-06&guests=3');
    expect(f.location).toBe('Serengeti National Park');
    expect(f.start_date).toBe('2027-03-01');
    expect(f.end_date).toBe('2027-03-06');
    expect(f.guests).toBe(3);
    expect(activeFilterCount(f)).toBe(3);
  });

  it('round-trips every filter through the URL', () => {
    const f = {
      ...EMPTY_FILTERS,
      q: 'migration',
      location: 'Ngorongoro Crater',
      start_date: '2027-01-10',
      end_date: '2027-01-20',
      guests: 2,
      min_price: 500,
      max_price: 2000,
      min_days: 3,
      max_days: 7,
      tiers: ['budget' as const, 'luxury' as const],
      private: false,
      min_rating: 4.5,
      sort: 'price_asc' as const,
      page: 3,
    };
    expect(readFilters(writeFilters(f))).toEqual(f);
  });

  it('leaves defaults out of the URL', () => {
    expect(writeFilters(EMPTY_FILTERS).toString()).toBe('');
  });

  it('drops values the API would refuse instead of failing the page', () => {
    const f = read(
      'start_date=2027-02-30&end_date=nope&guests=0&min_price=-5&max_price=1.5&min_days=40&tier=cheap&private=maybe&min_rating=9&sort=random&page=-2',
    );
    expect(f).toEqual(EMPTY_FILTERS);
  });

  it('drops an end before the start and a max below the min', () => {
    const f = read(
      'start_date=2027-05-10&end_date=2027-05-01&min_price=900&max_price=100&min_days=5&max_days=2',
    );
    expect(f.start_date).toBe('2027-05-10');
    expect(f.end_date).toBe('');
    expect(f.min_price).toBe(900);
    expect(f.max_price).toBeNull();
    expect(f.min_days).toBe(5);
    expect(f.max_days).toBeNull();
  });

  it('goes back to page 1 when a filter changes, and keeps the sort when clearing', () => {
    const f = { ...EMPTY_FILTERS, page: 4, sort: 'rating' as const, q: 'x', guests: 2 };
    expect(withFilter(f, { tiers: ['budget'] }).page).toBe(1);
    expect(withFilter(f, { page: 5 }).page).toBe(5);
    const cleared = clearedFilters(f);
    expect(cleared).toEqual({ ...EMPTY_FILTERS, sort: 'rating' });
    expect(activeFilterCount(cleared)).toBe(0);
  });

  it('asks the API for a page of 12 with the sort', () => {
    const qs = apiQueryString({ ...EMPTY_FILTERS, guests: 2 });
    const params = new URLSearchParams(qs.slice(1));
    expect(params.get('guests')).toBe('2');
    expect(params.get('page_size')).toBe('12');
    expect(params.get('sort')).toBe('recommended');
  });
});
