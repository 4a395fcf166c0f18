import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { conversationParticipants, conversations, messages } from '../schema';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** A demo conversation: who writes what, oldest first, `minutesAgo` before the seed runs. */
type Script = { from: 'traveler' | 'operator'; body: string; minutesAgo: number }[];

const SAFARI_SCRIPT: Script = [
  {
    from: 'traveler',
    body: 'Hello! We are two adults. Could you pick us up from our hotel in Arusha on the first morning?',
    minutesAgo: 2 * 24 * 60,
  },
  {
    from: 'operator',
    body: 'Karibu! Yes, hotel pick-up in Arusha is included. Please send us the hotel name a week before.',
    minutesAgo: 2 * 24 * 60 - 45,
  },
  { from: 'traveler', body: 'Great, it is the Mount Meru Hotel. Asante sana!', minutesAgo: 26 * 60 },
  {
    from: 'operator',
    body: 'Noted, our driver will meet you in the lobby at 7:30. Bring a warm layer for the crater rim — mornings are cold.',
    minutesAgo: 90,
  },
];

/** About a safari that is over (the seed's Kilele booking may be one). */
const AFTER_SAFARI_SCRIPT: Script = [
  {
    from: 'traveler',
    body: 'Asante sana for a wonderful safari! Could our guide share the photos he took at the crater?',
    minutesAgo: 2 * 24 * 60,
  },
  {
    from: 'operator',
    body: 'Karibu! We are so glad you enjoyed it. Joseph is collecting his photos now.',
    minutesAgo: 2 * 24 * 60 - 45,
  },
  { from: 'traveler', body: 'Wonderful, thank you!', minutesAgo: 26 * 60 },
  {
    from: 'operator',
    body: 'The photos are ready: we have emailed you the link. If you have a moment, a review would help us a lot.',
    minutesAgo: 90,
  },
];

const TRIP_SCRIPT: Script = [
  { from: 'traveler', body: 'Can I bring a large backpack on board?', minutesAgo: 20 * 60 },
  {
    from: 'operator',
    body: 'Yes: one large bag goes in the luggage hold for free, and a small one with you.',
    minutesAgo: 19 * 60,
  },
];

type Subject =
  | { kind: 'booking'; bookingId: string; packageId: number | null; tripId: number | null }
  | { kind: 'safari'; packageId: number };

/**
 * Demo data of `messaging` (issue 15): the demo traveler's conversation with Kilele Safaris about a
 * seeded booking of theirs (a question about a Kilele package when the seed has no such booking), and
 * one with Twiga Coaches about a seeded trip booking (read). Kilele's last answer is the traveler's one
 * unread message. Idempotent: a conversation that exists is left as it is.
 */
export async function seedDemoConversations(db: Database): Promise<void> {
  const email = (type: string, operatorType: string | null) =>
    DEMO_ACCOUNTS.find((a) => a.type === type && a.operatorType === operatorType)!.email;
  const ids = await db.execute(sql`
    select
      (select id from users where lower(email) = ${email('traveler', null)}) as traveler,
      (select id from users where lower(email) = ${email('operator', 'tour_operator')}) as kilele,
      (select id from users where lower(email) = ${email('operator', 'transporter')}) as twiga`);
  const { traveler, kilele, twiga } = ids.rows[0] as {
    traveler: string | null;
    kilele: string | null;
    twiga: string | null;
  };
  if (!traveler) return;

  if (kilele) {
    const [booking] = (
      await db.execute(sql`
        select b.id, b.package_id, b.end_date < current_date as over from bookings b join safari_packages sp on sp.id = b.package_id
         where b.traveler_id = ${traveler} and sp.operator_id = ${kilele} and b.status in ('confirmed', 'completed')
         order by (b.start_date >= current_date) desc, abs(b.start_date - current_date) limit 1`)
    ).rows as { id: string; package_id: number; over: boolean }[];
    if (booking) {
      await seedConversation(
        db,
        traveler,
        kilele,
        { kind: 'booking', bookingId: booking.id, packageId: booking.package_id, tripId: null },
        booking.over ? AFTER_SAFARI_SCRIPT : SAFARI_SCRIPT,
        1,
      );
    } else {
      const [pkg] = (
        await db.execute(sql`
          select id from safari_packages where operator_id = ${kilele} and status = 'published' order by id limit 1`)
      ).rows as { id: number }[];
      if (pkg)
        await seedConversation(db, traveler, kilele, { kind: 'safari', packageId: pkg.id }, SAFARI_SCRIPT, 1);
    }
  }

  if (twiga) {
    const [tripBooking] = (
      await db.execute(sql`
        select b.id, tb.trip_id from bookings b
          join trip_bookings tb on tb.booking_id = b.id join trips t on t.id = tb.trip_id
         where b.traveler_id = ${traveler} and t.transporter_id = ${twiga} and b.status = 'confirmed'
         order by t.departs_at limit 1`)
    ).rows as { id: string; trip_id: number }[];
    if (tripBooking) {
      await seedConversation(
        db,
        traveler,
        twiga,
        { kind: 'booking', bookingId: tripBooking.id, packageId: null, tripId: tripBooking.trip_id },
        TRIP_SCRIPT,
        0,
      );
    }
  }
}

async function seedConversation(
  db: Database,
  travelerId: string,
  operatorId: string,
  subject: Subject,
  script: Script,
  travelerUnread: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(conversations)
      .values({
        travelerId,
        operatorId,
        subjectKind: subject.kind,
        bookingId: subject.kind === 'booking' ? subject.bookingId : null,
        packageId: subject.packageId,
        tripId: subject.kind === 'booking' ? subject.tripId : null,
        messageCount: script.length,
        lastMessageAt: sql`now() - make_interval(mins => ${script.at(-1)!.minutesAgo})`,
        createdAt: sql`now() - make_interval(mins => ${script[0]!.minutesAgo})`,
      })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (!created) return;
    await tx.insert(messages).values(
      script.map((line, i) => ({
        conversationId: created.id,
        seq: i + 1,
        senderId: line.from === 'traveler' ? travelerId : operatorId,
        body: line.body,
        createdAt: sql`now() - make_interval(mins => ${line.minutesAgo})`,
      })),
    );
    const lastAt = sql`now() - make_interval(mins => ${script.at(-1)!.minutesAgo})`;
    // The operator has read everything; the traveler all but the last `travelerUnread` messages.
    await tx.insert(conversationParticipants).values([
      {
        conversationId: created.id,
        userId: travelerId,
        role: 'traveler',
        lastReadSeq: script.length - travelerUnread,
        notifiedThroughSeq: script.length,
        lastMessageAt: lastAt,
      },
      {
        conversationId: created.id,
        userId: operatorId,
        role: 'operator',
        lastReadSeq: script.length,
        lastMessageAt: lastAt,
      },
    ]);
  });
}
