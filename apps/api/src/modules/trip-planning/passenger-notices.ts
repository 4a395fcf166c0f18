import { translate, type Message, type MessageKey } from '@dala/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { userLanguage } from '../../lib/i18n';
import { enqueueMail } from '../../lib/jobs/mail-job';
import { notify } from '../notifications';
import { LIVE_RESERVATION_SQL } from './trips.repository';

/** A booking with seats on a trip, as its traveler is told about a change. */
export interface AffectedBooking {
  bookingId: string;
  travelerId: string;
  reference: string;
  email: string;
  /** Its live seats, in label order. */
  seats: string[];
}

/** The bookings with live seats on a trip (held or confirmed), each with its seats. */
export async function bookingsWithSeats(db: Database, tripId: number): Promise<AffectedBooking[]> {
  const rows = await db.execute<{
    booking_id: string;
    traveler_id: string;
    reference: string;
    lead_email: string;
    seats: string[];
  }>(sql`
    select b.id as booking_id, b.traveler_id, b.reference, b.lead_email,
           array_agg(r.seat_label order by r.seat_label) as seats
    from trip_seat_reservations r join bookings b on b.id = r.booking_id
    where r.trip_id = ${tripId} and ${LIVE_RESERVATION_SQL}
    group by b.id
    order by b.reference`);
  return rows.rows.map((r) => ({
    bookingId: String(r.booking_id),
    travelerId: String(r.traveler_id),
    reference: String(r.reference),
    email: String(r.lead_email),
    seats: (Array.isArray(r.seats) ? r.seats : []).map(String),
  }));
}

/** The bookings a cancellation touched (ids from the booking core), with what telling them needs. */
export async function bookingsByIds(db: Database, ids: readonly string[]): Promise<AffectedBooking[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      bookingId: bookings.id,
      travelerId: bookings.travelerId,
      reference: bookings.reference,
      email: bookings.leadEmail,
    })
    .from(bookings)
    .where(inArray(bookings.id, [...ids]));
  return rows.map((r) => ({ ...r, seats: [] }));
}

export interface Notice {
  title: MessageKey;
  message: Message;
  subject: MessageKey;
  text: MessageKey;
  /** Names the mail in the outbox so a replayed cause queues it once. */
  dedupeKey: string;
  route: string;
}

/**
 * Tells a traveler, in their language, in the transaction of the change: a notification (the bell) and
 * an email to the booking's lead contact through the mail outbox (sent after commit, retried).
 */
export async function tellTraveler(
  db: Database,
  publicUrl: string,
  booking: Pick<AffectedBooking, 'bookingId' | 'travelerId' | 'reference' | 'email'>,
  notice: Notice,
): Promise<void> {
  await notify(db, booking.travelerId, 'trip', notice.title, notice.message);
  const language = await userLanguage(db, booking.travelerId);
  const values = {
    route: notice.route,
    reference: booking.reference,
    message: translate(language, notice.message.key, notice.message.values),
    link: `${publicUrl}/bookings/${booking.bookingId}`,
  };
  await enqueueMail(
    db,
    {
      to: booking.email,
      subject: translate(language, notice.subject, values),
      text: translate(language, notice.text, values),
    },
    { dedupeKey: notice.dedupeKey },
  );
}
