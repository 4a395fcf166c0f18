import type { RefundQuoteResponse, Ticket, TripBooking } from '@dala/shared';

/** Test data of the traveler's tickets and trip bookings, shaped exactly like the API's answers. */

const TRANSPORTER_ID = '6c1b3f0e-2a7d-4f4b-9a41-1f0c8e2d7b55';

// 06:00 in Dar es Salaam (UTC+3) on 1 March 2027; Moshi at 14:30.
const DEPARTS = '2027-03-01T03:00:00.000Z';
const ARRIVES = '2027-03-01T11:30:00.000Z';

export const ticket: Ticket = {
  number: 'K7M3Q9XPR',
  display: 'K7M-3Q9-XPR',
  booking_id: '5d2e9a44-3f1b-4c8e-b0a7-2f6c1e9d8a31',
  booking_reference: 'DR-TR1P2027',
  status: 'valid',
  boarding_status: 'booked',
  passenger: { name: 'Neema Mushi', phone: '+255712345678', id_number: null },
  seat: '7A',
  trip: { id: 41, route_name: 'Dar es Salaam – Arusha', status: 'on_sale', departs_at: DEPARTS },
  travel_date: '2027-03-01',
  travel_time: '06:00',
  from: { position: 0, place: 'Dar es Salaam', point: 'Magufuli Bus Terminal', at: DEPARTS },
  to: { position: 4, place: 'Moshi', point: 'Moshi Bus Stand', at: ARRIVES },
  vehicle: { plate: 'T 123 ABC', vehicle_class: 'luxury' },
  fare_tzs: 38_000,
  currency: 'TZS',
  operator: {
    id: TRANSPORTER_ID,
    company_name: 'Twiga Coaches',
    address: 'Plot 12, Morogoro Road, Ubungo, Dar es Salaam',
    phones: ['+255 22 245 0000', '+255 754 000 111'],
    email: 'bookings@twiga.example',
  },
  issued_at: '2027-02-10T09:15:00.000Z',
  qr_text: 'DR1.eyJuIjoiSzdNM1E5WFBSIn0.c2ln',
  qr_svg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path fill="#fff" d="M0 0h29v29H0z"/><path d="M4 4h7v7H4z"/></svg>',
};

export const tripBooking: TripBooking = {
  kind: 'trip',
  id: ticket.booking_id,
  reference: ticket.booking_reference,
  status: 'confirmed',
  group: 'upcoming',
  trip: {
    id: 41,
    status: 'on_sale',
    route_name: 'Dar es Salaam – Arusha',
    departs_at: DEPARTS,
    arrives_at: '2027-03-01T13:00:00.000Z',
    from: ticket.from,
    to: ticket.to,
    transporter: {
      id: TRANSPORTER_ID,
      company_name: 'Twiga Coaches',
      is_verified: true,
      phone: '+255754000111',
    },
    vehicle: { plate: 'T 123 ABC', vehicle_class: 'luxury' },
    fare_tzs: 38_000,
    seats: ['7A', '7B'],
    passengers: [
      { seat: '7A', name: 'Neema Mushi', phone: '+255712345678', id_number: null, displaced: false },
      { seat: '7B', name: 'Baraka Mushi', phone: '+255712345679', id_number: null, displaced: false },
    ],
    tickets: [
      {
        number: 'K7M3Q9XPR',
        display: 'K7M-3Q9-XPR',
        seat: '7A',
        passenger_name: 'Neema Mushi',
        boarding_status: 'booked',
        cancelled: false,
      },
      {
        number: 'H4W8N2TZE',
        display: 'H4W-8N2-TZE',
        seat: '7B',
        passenger_name: 'Baraka Mushi',
        boarding_status: 'booked',
        cancelled: false,
      },
    ],
    refund_schedule: [
      { cancel_by: '2027-02-28T03:00:00.000Z', min_hours_before: 24, percent: 90 },
      { cancel_by: '2027-02-28T21:00:00.000Z', min_hours_before: 6, percent: 50 },
      { cancel_by: DEPARTS, min_hours_before: 0, percent: 0 },
    ],
  },
  start_date: '2027-03-01',
  end_date: '2027-03-01',
  seats: 2,
  lead_traveler: { name: 'Neema Mushi', email: 'neema@example.com', phone: '+255712345678' },
  currency: 'TZS',
  subtotal_cents: 7_600_000,
  discount_cents: 0,
  total_cents: 7_600_000,
  deposit_cents: 7_600_000,
  deposit_percent: 100,
  pay_in_full: true,
  balance_due_date: null,
  paid_cents: 7_600_000,
  refunded_cents: 0,
  balance_cents: 0,
  next_payment: null,
  hold_expires_at: null,
  created_at: '2027-02-10T09:10:00.000Z',
  confirmed_at: '2027-02-10T09:15:00.000Z',
  cancelled_at: null,
  cancelled_by: null,
  cancellation_reason: null,
  payments: [],
  refunds: [],
};

/** Cancelling 30 h before departure: the 24 h band, 90 % of TSh 76,000. */
export const tripRefundQuote: RefundQuoteResponse = {
  booking_id: tripBooking.id,
  can_cancel: true,
  days_before_departure: 1,
  band: 'band_0',
  refund_percent: 90,
  paid_cents: 7_600_000,
  processing_fee_cents: 0,
  refund_cents: 6_840_000,
  currency: 'TZS',
  refund_schedule: [],
  hours_before_departure: 30,
  trip_refund_schedule: tripBooking.trip.refund_schedule,
};
