import {
  seatLayoutTemplate,
  type Manifest,
  type OperatorRoute,
  type OperatorTrip,
  type OperatorTripSummary,
  type TripDetail,
} from '@dala/shared';

/** API answers for the trip management tests (shapes of the planning and sales contracts). */

export const routeFixture: OperatorRoute = {
  id: 7,
  name: 'Dar es Salaam → Arusha',
  status: 'active',
  origin: 'Dar es Salaam',
  destination: 'Arusha',
  stop_count: 3,
  duration_minutes: 600,
  lowest_fare_tzs: 20_000,
  upcoming_trips: 4,
  updated_at: '2026-03-01T08:00:00.000Z',
  created_at: '2026-03-01T08:00:00.000Z',
  stops_locked: false,
  stops: [
    {
      position: 0,
      place: 'Dar es Salaam',
      point: 'Magufuli terminal',
      region: 'Dar es Salaam',
      minutes_from_departure: 0,
      can_board: true,
      can_alight: false,
    },
    {
      position: 1,
      place: 'Moshi',
      point: 'Moshi bus stand',
      region: 'Kilimanjaro',
      minutes_from_departure: 480,
      can_board: true,
      can_alight: true,
    },
    {
      position: 2,
      place: 'Arusha',
      point: 'Arusha terminal',
      region: 'Arusha',
      minutes_from_departure: 600,
      can_board: false,
      can_alight: true,
    },
  ],
  fares: [
    { board_pos: 0, alight_pos: 1, fare_tzs: 40_000 },
    { board_pos: 0, alight_pos: 2, fare_tzs: 45_000 },
    { board_pos: 1, alight_pos: 2, fare_tzs: 20_000 },
  ],
  refund_bands: [
    { min_hours_before: 24, percent: 90 },
    { min_hours_before: 6, percent: 50 },
    { min_hours_before: 0, percent: 0 },
  ],
};

export const tripSummaryFixture: OperatorTripSummary = {
  id: 41,
  route_id: 7,
  route_name: 'Dar es Salaam → Arusha',
  origin: 'Dar es Salaam',
  destination: 'Arusha',
  schedule_id: null,
  departs_at: '2026-03-02T04:00:00.000Z',
  arrives_at: '2026-03-02T14:00:00.000Z',
  sales_close_at: '2026-03-02T02:00:00.000Z',
  date: '2026-03-02',
  departure_time: '07:00',
  sales_cutoff_minutes: 120,
  status: 'on_sale',
  vehicle: { id: 3, plate: 'T 123 ABC' },
  driver: { id: 5, full_name: 'Juma Mrisho' },
  vehicle_class: 'luxury',
  capacity: 40,
  seats_sold: 2,
  seats_held: 0,
};

export const tripFixture: OperatorTrip = {
  ...tripSummaryFixture,
  stops: routeFixture.stops.map((stop) => ({
    ...stop,
    at: new Date(
      Date.parse(tripSummaryFixture.departs_at) + stop.minutes_from_departure * 60_000,
    ).toISOString(),
  })),
  vehicle: { id: 3, plate: 'T 123 ABC', make: 'Yutong', model: 'ZK6122', seat_count: 40 },
  driver: { id: 5, full_name: 'Juma Mrisho', phone: '+255712000111' },
  amenities: ['air_conditioning'],
  displaced_passengers: 0,
  cancellation_reason: null,
  cancelled_at: null,
  changes: [
    {
      id: 1,
      field: 'driver',
      old_value: 'Ali Hassan',
      new_value: 'Juma Mrisho',
      passengers_notified: 0,
      changed_at: '2026-02-28T09:00:00.000Z',
      changed_by: 'Twiga Coaches',
    },
  ],
};

export const manifestFixture: Manifest = {
  trip: {
    id: 41,
    route_name: 'Dar es Salaam → Arusha',
    status: 'on_sale',
    departs_at: tripSummaryFixture.departs_at,
    arrives_at: tripSummaryFixture.arrives_at,
    vehicle_plate: 'T 123 ABC',
    capacity: 40,
  },
  counts: { passengers: 2, booked: 1, boarded: 1, no_show: 0 },
  stops: [
    {
      position: 0,
      place: 'Dar es Salaam',
      point: 'Magufuli terminal',
      at: tripSummaryFixture.departs_at,
      counts: { passengers: 2, booked: 1, boarded: 1, no_show: 0 },
      passengers: [
        {
          ticket_number: 'K7M3Q9XPR',
          ticket_number_display: 'K7M-3Q9-XPR',
          booking_id: '6f1c2d3e-0000-4000-8000-000000000001',
          seat: '1A',
          name: 'Amina Juma',
          phone: '+255754000111',
          board: 0,
          alight: 2,
          alight_place: 'Arusha',
          state: 'booked',
          boarded_at: null,
        },
        {
          ticket_number: 'B2C4D6F8G',
          ticket_number_display: 'B2C-4D6-F8G',
          booking_id: '6f1c2d3e-0000-4000-8000-000000000002',
          seat: '1B',
          name: 'Ali Said',
          phone: '+255754000222',
          board: 0,
          alight: 1,
          alight_place: 'Moshi',
          state: 'boarded',
          boarded_at: '2026-03-02T03:40:00.000Z',
        },
      ],
    },
  ],
};

const layout = seatLayoutTemplate('two_one');

export const seatMapFixture = {
  seat_map: {
    layout,
    seats: [
      { label: '1A', row: 1, column: 0, position: 'window' as const, free: false },
      { label: '1B', row: 1, column: 1, position: 'aisle' as const, free: false },
      { label: '1C', row: 1, column: 3, position: 'window' as const, free: true },
    ],
    seats_left: 38,
  },
} satisfies Pick<TripDetail, 'seat_map'>;
