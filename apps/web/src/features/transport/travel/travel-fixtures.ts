import type { TripBooking, TripDetail, TripDiscovery, TripSearchItem, TripSearchResult } from '@dala/shared';

/** Test data of the traveler's trip pages, shaped exactly like the API's answers (shared contract types). */

export const TRANSPORTER_ID = '0b7c3f52-6a39-4b8e-9a55-3c1f0d7e2a10';

export const tripItem: TripSearchItem = {
  trip_id: 41,
  route_name: 'Dar es Salaam – Arusha',
  transporter: {
    id: TRANSPORTER_ID,
    company_name: 'Kilimanjaro Express',
    is_verified: true,
    rating: 4.6,
    review_count: 23,
  },
  vehicle_class: 'luxury',
  amenities: ['air_conditioning', 'charging', 'toilet', 'wifi'],
  // 06:00 and 14:30 in Dar es Salaam (UTC+3).
  board: {
    position: 0,
    place: 'Dar es Salaam',
    point: 'Magufuli Bus Terminal',
    at: '2027-03-01T03:00:00.000Z',
  },
  alight: { position: 4, place: 'Moshi', point: 'Moshi Bus Stand', at: '2027-03-01T11:30:00.000Z' },
  duration_minutes: 510,
  time_of_day: 'morning',
  seats_left: 3,
  fare_tzs: 38_000,
  fare_usd: 15,
};

export function searchResult(
  items: TripSearchItem[],
  overrides: Partial<TripSearchResult> = {},
): TripSearchResult {
  return {
    items,
    total: items.length,
    page: 1,
    page_size: 10,
    any_trips: true,
    facets: {
      classes: ['luxury', 'semi_luxury'],
      amenities: ['air_conditioning', 'charging', 'toilet', 'wifi'],
      transporters: [{ id: TRANSPORTER_ID, company_name: 'Kilimanjaro Express' }],
      times_of_day: ['morning', 'night'],
      price_min_tzs: 30_000,
      price_max_tzs: 45_000,
    },
    window: { start_date: '2027-03-01', end_date: '2027-03-01' },
    tzs_per_usd: 2500,
    ...overrides,
  };
}

export const discovery: TripDiscovery = {
  tzs_per_usd: 2500,
  regions: [
    {
      region: 'Dar es Salaam',
      routes: [
        {
          from: { place: 'Dar es Salaam', region: 'Dar es Salaam' },
          to: { place: 'Arusha', region: 'Arusha' },
          lowest_fare_tzs: 40_000,
          lowest_fare_usd: 16,
          seats_sold_30_days: 120,
          trips_on_sale: 42,
          next_departures: [
            {
              trip_id: 41,
              departs_at: '2027-03-01T03:00:00.000Z',
              arrives_at: '2027-03-01T13:00:00.000Z',
              company_name: 'Kilimanjaro Express',
              vehicle_class: 'luxury',
              board: 0,
              alight: 5,
              fare_tzs: 45_000,
            },
          ],
          search: { from: 'Dar es Salaam', location: 'Arusha', start_date: '2027-03-01', guests: 1 },
          search_url: '/transport-search?from=Dar+es+Salaam&location=Arusha&start_date=2027-03-01&guests=1',
        },
      ],
    },
  ],
};

/** A 2+1 coach of 3 rows: 1A 1B | 1C, …; 1A and 2C are taken on the segment. */
export function tripDetail(overrides: Partial<TripDetail> = {}): TripDetail {
  const labels = ['1A', '1B', '1C', '2A', '2B', '2C', '3A', '3B', '3C'];
  const row = (r: number) => [
    { kind: 'seat' as const, label: `${r}A` },
    { kind: 'aisle' as const },
    { kind: 'seat' as const, label: `${r}B` },
    { kind: 'seat' as const, label: `${r}C` },
  ];
  return {
    id: 41,
    status: 'on_sale',
    route: {
      id: 3,
      name: 'Dar es Salaam – Arusha',
      stops: [
        ['Dar es Salaam', 'Magufuli Bus Terminal', 0, '2027-03-01T03:00:00.000Z'],
        ['Chalinze', 'Chalinze junction', 120, '2027-03-01T05:00:00.000Z'],
        ['Korogwe', 'Korogwe stand', 270, '2027-03-01T07:30:00.000Z'],
        ['Same', 'Same stand', 420, '2027-03-01T10:00:00.000Z'],
        ['Moshi', 'Moshi Bus Stand', 510, '2027-03-01T11:30:00.000Z'],
        ['Arusha', 'Arusha Bus Terminal', 600, '2027-03-01T13:00:00.000Z'],
      ].map(([place, point, minutes, at], position) => ({
        position,
        place: String(place),
        point: String(point),
        region: 'Tanzania',
        minutes_from_departure: Number(minutes),
        can_board: position < 5,
        can_alight: position > 0,
        at: String(at),
      })),
    },
    departs_at: '2027-03-01T03:00:00.000Z',
    arrives_at: '2027-03-01T13:00:00.000Z',
    vehicle: {
      vehicle_class: 'luxury',
      amenities: ['air_conditioning', 'toilet'],
      make: 'Yutong',
      model: 'ZK6122H9',
      capacity: 9,
      photos: [],
    },
    transporter: {
      id: TRANSPORTER_ID,
      company_name: 'Kilimanjaro Express',
      is_verified: true,
      rating: null,
      review_count: 0,
      phone: '+255712345678',
      slug: 'kilimanjaro-express',
    },
    refund_bands: [
      { min_hours_before: 24, percent: 90 },
      { min_hours_before: 6, percent: 50 },
    ],
    sales: { state: 'on_sale', message: null, closes_at: '2027-03-01T01:00:00.000Z' },
    segment: {
      board: {
        position: 0,
        place: 'Dar es Salaam',
        point: 'Magufuli Bus Terminal',
        at: '2027-03-01T03:00:00.000Z',
      },
      alight: { position: 4, place: 'Moshi', point: 'Moshi Bus Stand', at: '2027-03-01T11:30:00.000Z' },
      duration_minutes: 510,
      fare_tzs: 38_000,
      fare_usd: 15,
    },
    seat_map: {
      layout: { cells: [1, 2, 3].map(row) },
      seats: labels.map((label) => ({
        label,
        row: Number(label[0]) - 1,
        column: { A: 0, B: 2, C: 3 }[label[1] as 'A' | 'B' | 'C'],
        position: label.endsWith('B') ? 'aisle' : 'window',
        free: label !== '1A' && label !== '2C',
      })),
      seats_left: 7,
    },
    tzs_per_usd: 2500,
    ...overrides,
  };
}

/** Seats 2A and 3B held on the Dar es Salaam → Moshi segment of trip 41, passengers not named yet. */
export function tripBooking(
  overrides: Partial<TripBooking> = {},
  trip: Partial<TripBooking['trip']> = {},
): TripBooking {
  return {
    kind: 'trip',
    id: '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
    reference: 'DR-7KQ2M9XA',
    status: 'pending_payment',
    group: 'upcoming',
    trip: {
      id: 41,
      status: 'on_sale',
      route_name: 'Dar es Salaam – Arusha',
      departs_at: '2027-03-01T03:00:00.000Z',
      arrives_at: '2027-03-01T13:00:00.000Z',
      from: {
        position: 0,
        place: 'Dar es Salaam',
        point: 'Magufuli Bus Terminal',
        at: '2027-03-01T03:00:00.000Z',
      },
      to: { position: 4, place: 'Moshi', point: 'Moshi Bus Stand', at: '2027-03-01T11:30:00.000Z' },
      transporter: {
        id: TRANSPORTER_ID,
        company_name: 'Kilimanjaro Express',
        is_verified: true,
        phone: null,
      },
      vehicle: { plate: 'T 123 ABC', vehicle_class: 'luxury' },
      fare_tzs: 38_000,
      seats: ['2A', '3B'],
      passengers: [
        { seat: '2A', name: null, phone: null, id_number: null, displaced: false },
        { seat: '3B', name: null, phone: null, id_number: null, displaced: false },
      ],
      tickets: [],
      refund_schedule: [],
      ...trip,
    },
    start_date: '2027-03-01',
    end_date: '2027-03-01',
    seats: 2,
    lead_traveler: { name: 'Amina Juma', email: 'amina@example.com', phone: '+255712345678' },
    currency: 'TZS',
    subtotal_cents: 7_600_000,
    discount_cents: 0,
    total_cents: 7_600_000,
    deposit_cents: 7_600_000,
    deposit_percent: 100,
    pay_in_full: true,
    balance_due_date: null,
    paid_cents: 0,
    refunded_cents: 0,
    balance_cents: 7_600_000,
    next_payment: { kind: 'full', amount_cents: 7_600_000 },
    hold_expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    created_at: new Date().toISOString(),
    confirmed_at: null,
    cancelled_at: null,
    cancelled_by: null,
    cancellation_reason: null,
    payments: [],
    refunds: [],
    ...overrides,
  };
}
