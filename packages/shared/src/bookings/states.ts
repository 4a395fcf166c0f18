import { z } from 'zod';

/**
 * The booking state machine, the same for every bookable item (a safari today, trip seats next). The
 * server changes a booking's status only through a transition listed here.
 */

export const BOOKING_STATUSES = [
  'pending_payment',
  'confirmed',
  'completed',
  'cancelled',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Every allowed transition; anything else is refused (the server answers 409). */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending_payment: ['confirmed', 'expired', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
  expired: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

export class BookingTransitionError extends Error {
  override name = 'BookingTransitionError';
  constructor(
    readonly from: BookingStatus,
    readonly to: BookingStatus,
  ) {
    super(`A ${from.replace('_', ' ')} booking cannot become ${to.replace('_', ' ')}`);
  }
}

export function assertTransition(from: BookingStatus, to: BookingStatus): void {
  if (!canTransition(from, to)) throw new BookingTransitionError(from, to);
}

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

/** What a booking is for: each kind has its own detail (a safari's package, departure and party). */
export const BOOKING_KINDS = ['safari', 'trip'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
