import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRIP_FILTERS,
  activeTripFilterCount,
  clearedTripFilters,
  readTripFilters,
  tripSearchApiQuery,
  withTripFilter,
  writeTripFilters,
} from './search-params';
import { TRANSPORTER_ID } from './travel-fixtures';
import { readSegment } from './travel-routing';

const read = (qs: string) => readTripFilters(new URLSearchParams(qs));

describe('trip search URL state', () => {
  it('reads what the home panel’s Trips mode sends, plus the origin', () => {
    const filters = read(
      'location=Moshi&start_date=2027-03-01&guests=2&end_date=2027-03-03&from=Dar+es+Salaam',
    );
    expect(filters).toMatchObject({
      from: 'Dar es Salaam',
      location: 'Moshi',
      start_date: '2027-03-01',
      end_date: '2027-03-03',
      guests: 2,
    });
  });

  it('drops what the API would refuse instead of showing an error page', () => {
    const filters = read(
      'start_date=2027-02-30&end_date=2026-01-01&guests=0&class=luxury,jet&time_of_day=dawn,night' +
        '&transporter=nope&min_price=50000&max_price=100&sort=slowest&page=-1&amenities=wifi,wifi',
    );
    expect(filters).toMatchObject({
      start_date: '',
      end_date: '2026-01-01',
      guests: 1,
      classes: ['luxury'],
      time_of_day: ['night'],
      transporters: [],
      min_price: 50_000,
      max_price: null,
      sort: 'earliest',
      page: 1,
      amenities: ['wifi'],
    });
    expect(read('start_date=2027-03-05&end_date=2027-03-01').end_date).toBe('');
  });

  it('writes lists comma-separated and leaves defaults out; reading it back gives the same search', () => {
    const filters = withTripFilter(read('location=Arusha&guests=3'), {
      classes: ['luxury', 'semi_luxury'],
      time_of_day: ['morning'],
      transporters: [TRANSPORTER_ID],
      max_price: 40_000,
      sort: 'cheapest',
    });
    const params = writeTripFilters(filters);
    expect(params.toString()).toBe(
      `location=Arusha&guests=3&time_of_day=morning&class=luxury%2Csemi_luxury&transporter=${TRANSPORTER_ID}` +
        '&max_price=40000&sort=cheapest',
    );
    expect(readTripFilters(params)).toEqual(filters);
    expect(tripSearchApiQuery(EMPTY_TRIP_FILTERS)).toEqual({
      guests: '1',
      sort: 'earliest',
      page_size: '10',
    });
  });

  it('goes back to page 1 on a change; clearing keeps the journey and the sort', () => {
    const filters = read(
      'from=Dar&location=Moshi&start_date=2027-03-01&guests=2&class=luxury&sort=fastest&page=3',
    );
    expect(withTripFilter(filters, { classes: [] }).page).toBe(1);
    expect(activeTripFilterCount(filters)).toBe(1);
    const cleared = clearedTripFilters(filters);
    expect(writeTripFilters(cleared).toString()).toBe(
      'from=Dar&location=Moshi&start_date=2027-03-01&guests=2&sort=fastest',
    );
    expect(activeTripFilterCount(cleared)).toBe(0);
  });

  it('reads a trip page’s segment only when both stops are named in order', () => {
    expect(readSegment(new URLSearchParams('board=1&alight=4'))).toEqual({ board: 1, alight: 4 });
    expect(readSegment(new URLSearchParams('board=4&alight=1'))).toEqual({ board: null, alight: null });
    expect(readSegment(new URLSearchParams('board=1'))).toEqual({ board: null, alight: null });
    expect(readSegment(new URLSearchParams('board=x&alight=2'))).toEqual({ board: null, alight: null });
  });
});
