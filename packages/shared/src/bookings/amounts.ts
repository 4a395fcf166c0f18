/**
 * What a booking's traveler has paid and not been given back: `paid_cents` counts every payment that
 * arrived (a late or double one included), `refunded_cents` what went back.
 */
export function netPaidCents(booking: { paid_cents: number; refunded_cents: number }): number {
  return booking.paid_cents - booking.refunded_cents;
}
