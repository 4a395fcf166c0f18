/** TanStack Query keys of a traveler's trip bookings and tickets (the cancel flow invalidates by prefix). */
export const ticketKeys = {
  all: ['tickets'] as const,
  ticket: (number: string) => ['tickets', 'ticket', number] as const,
  myTrips: (when: 'upcoming' | 'past', page: number) => ['tickets', 'my-trips', when, page] as const,
  tripBooking: (id: string) => ['tickets', 'trip-booking', id] as const,
  refundQuote: (id: string) => ['tickets', 'refund-quote', id] as const,
  tripsBefore: (town: string, date: string, guests: number) =>
    ['tickets', 'trips-before', town.toLowerCase(), date, guests] as const,
  towns: ['tickets', 'towns'] as const,
  safarisAt: (town: string) => ['tickets', 'safaris-at', town.toLowerCase()] as const,
};
