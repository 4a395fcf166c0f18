import { describe, expect, it } from 'vitest';
import { readSafariFilters, safariSearchQuery } from '../../safaris';
import { readTripFilters, tripSearchQuery } from '../../transport';
import { safariSearchOf, tripSearchOf } from './listings';

describe("a destination page's lists", () => {
  it('are the queries the search pages ask for the "See all" links', () => {
    for (const name of ['Serengeti National Park', 'Dar es Salaam', 'Ngorongoro Crater']) {
      const safaris = safariSearchOf(name);
      const searchPage = new URL(safaris.url, 'http://x').searchParams;
      expect(safaris.url.startsWith('/safaris-search?')).toBe(true);
      expect(safaris.query.queryKey).toEqual(safariSearchQuery(readSafariFilters(searchPage)).queryKey);

      const trips = tripSearchOf(name);
      const tripPage = new URL(trips.url, 'http://x').searchParams;
      expect(trips.url.startsWith('/transport-search?')).toBe(true);
      expect(trips.query.queryKey).toEqual(tripSearchQuery(readTripFilters(tripPage)).queryKey);
    }
  });
});
