import type { SavedItem, SavedList } from '@dala/shared';

/** A saved group safari whose from-price dropped from $1,299 to $999, next departure with 4 seats. */
export const savedSafari: SavedItem = {
  kind: 'safari',
  listing_id: 7,
  saved_at: '2026-11-20T08:00:00.000Z',
  title: 'Serengeti Great Migration',
  operator_name: 'Kilele Safaris',
  location: 'Serengeti National Park',
  slug: 'serengeti-great-migration',
  image: { url: '/api/safaris/art/savannah-day.svg', srcset: '', alt: '' },
  duration_days: 5,
  is_private: false,
  departs_at: null,
  arrives_at: null,
  price: { currency: 'USD', saved_minor: 129_900, current_minor: 99_900 },
  price_drop: { from_minor: 129_900, to_minor: 99_900 },
  availability: { state: 'available', next_date: '2026-12-14', seats_left: 4 },
};

/** A saved trip, sold out. */
export const savedTrip: SavedItem = {
  kind: 'trip',
  listing_id: 41,
  saved_at: '2026-11-21T08:00:00.000Z',
  title: 'Arusha → Dar es Salaam',
  operator_name: 'Twiga Coaches',
  location: 'Arusha',
  slug: null,
  image: { url: '/api/vehicles/art/coach.svg', srcset: '', alt: '' },
  duration_days: null,
  is_private: null,
  departs_at: '2026-12-12T04:30:00.000Z',
  arrives_at: '2026-12-12T14:00:00.000Z',
  price: { currency: 'TZS', saved_minor: 3_600_000, current_minor: 3_600_000 },
  price_drop: null,
  availability: { state: 'sold_out', next_date: null, seats_left: 0 },
};

export function savedList(items: SavedItem[], over: Partial<SavedList> = {}): SavedList {
  return {
    items,
    total: items.length,
    page: 1,
    page_size: 12,
    price_drop_count: items.filter((i) => i.price_drop).length,
    saved_count: items.length,
    ...over,
  };
}
