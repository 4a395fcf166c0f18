import {
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  BookingTransitionError,
  assertTransition,
  type BookingStatus,
  type Message,
} from '@dala/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { conflict } from '../../lib/errors';

/** The statuses BOOKING_TRANSITIONS lets become `to`: the SQL guard of every status write. */
function statusesThatMayBecome(to: BookingStatus): BookingStatus[] {
  return BOOKING_STATUSES.filter((from) => BOOKING_TRANSITIONS[from].includes(to));
}

/** Refuses (409) a transition BOOKING_TRANSITIONS does not list. */
export function checkTransition(from: BookingStatus, to: BookingStatus): void {
  try {
    assertTransition(from, to);
  } catch (err) {
    if (err instanceof BookingTransitionError)
      throw conflict({
        key: 'bookings.transitionNotAllowed',
        values: {
          from: { key: `bookings.statusName.${err.from}` },
          to: { key: `bookings.statusName.${err.to}` },
        },
      });
    throw err;
  }
}

/** Columns that change together with a status (the status and updated_at are set here). */
export interface StatusChange {
  paidCents?: number;
  /** Added to refunded_cents. */
  refundedCentsAdded?: number;
  holdExpiresAt?: null;
  confirmedAt?: SQL;
  completedAt?: SQL;
  cancelledAt?: SQL;
  cancelledBy?: 'traveler' | 'operator';
  cancellationReason?: string | null;
  cancellationMessage?: Message | null;
}

/**
 * The one writer of `bookings.status`. For one booking (`{ id, from }`, `from` read under the booking's
 * lock) the transition must be listed in BOOKING_TRANSITIONS (409 otherwise); for many (`{ candidates }`,
 * a subquery of ids: the sweep) each row moves only if its current status may become `to`. Either way
 * the UPDATE itself is guarded by the statuses that may become `to`, so no path can write another
 * transition. Answers the ids that changed.
 */
export async function changeBookingStatus(
  db: Database,
  target: { id: string; from: BookingStatus } | { candidates: SQL },
  to: BookingStatus,
  change: StatusChange = {},
): Promise<string[]> {
  const guard = inArray(bookings.status, statusesThatMayBecome(to));
  let where: SQL | undefined;
  if ('id' in target) {
    checkTransition(target.from, to);
    where = and(eq(bookings.id, target.id), eq(bookings.status, target.from), guard);
  } else {
    where = and(sql`${bookings.id} in (${target.candidates})`, guard);
  }
  const { refundedCentsAdded, ...columns } = change;
  const changed = await db
    .update(bookings)
    .set({
      ...columns,
      ...(refundedCentsAdded
        ? { refundedCents: sql`${bookings.refundedCents} + ${refundedCentsAdded}` }
        : {}),
      status: to,
      updatedAt: sql`now()`,
    })
    .where(where)
    .returning({ id: bookings.id });
  if ('id' in target && changed.length === 0) {
    throw conflict('bookings.changedMeanwhile');
  }
  return changed.map((r) => r.id);
}
