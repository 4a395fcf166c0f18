import { createHash } from 'node:crypto';
import { addDays, todayInTanzania, toMinorUnits } from '@dala/shared';
import { inArray, like, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import type { Database } from '../client';
import { bookings, reviews, safariDepartures, safariPackages, users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_REVIEW_PLAN } from './safaris.seed';

/**
 * Demo reviews (issue 15): real reviews of seeded past bookings. A handful of seeded travelers took
 * the demo safaris over the last months (completed bookings on past departures, paid in full before
 * the platform took payments, so they carry no payment rows or ledger postings) and reviewed them;
 * some reviews have the operator's reply. The packages' ratings and counts are then recomputed from
 * those reviews, as every review write does. The demo traveler also has one finished safari with
 * Kilele Safaris and no review yet, for the "write a review" journey.
 * Idempotent: bookings are keyed by their idempotency key, reviews by their booking.
 */

const REVIEWERS = [
  {
    email: 'sarah.thompson@demo.dalarides.co.tz',
    firstName: 'Sarah',
    lastName: 'Thompson',
    phone: '+447700900123',
  },
  {
    email: 'lukas.meyer@demo.dalarides.co.tz',
    firstName: 'Lukas',
    lastName: 'Meyer',
    phone: '+4915123456789',
  },
  { email: 'priya.shah@demo.dalarides.co.tz', firstName: 'Priya', lastName: 'Shah', phone: '+919812345678' },
  {
    email: 'grace.wanjiru@demo.dalarides.co.tz',
    firstName: 'Grace',
    lastName: 'Wanjiru',
    phone: '+254712345678',
  },
  {
    email: 'daniel.okafor@demo.dalarides.co.tz',
    firstName: 'Daniel',
    lastName: 'Okafor',
    phone: '+2348031234567',
  },
  {
    email: 'sofia.rossi@demo.dalarides.co.tz',
    firstName: 'Sofia',
    lastName: 'Rossi',
    phone: '+393471234567',
  },
  { email: 'mei.lin@demo.dalarides.co.tz', firstName: 'Mei', lastName: 'Lin', phone: '+8613812345678' },
  { email: 'tom.baker@demo.dalarides.co.tz', firstName: 'Tom', lastName: 'Baker', phone: '+14155550123' },
  {
    email: 'fatma.hassan@demo.dalarides.co.tz',
    firstName: 'Fatma',
    lastName: 'Hassan',
    phone: '+255713456789',
  },
  {
    email: 'james.mwita@demo.dalarides.co.tz',
    firstName: 'James',
    lastName: 'Mwita',
    phone: '+255754987654',
  },
] as const;

const TEXTS: Record<4 | 5, { title: string; text: string }[]> = {
  5: [
    {
      title: 'Unforgettable from start to finish',
      text: 'Our guide knew exactly where to find the animals and explained everything we saw. Every transfer was on time and the camps were wonderful.',
    },
    {
      title: 'Worth every dollar',
      text: 'We saw far more than we hoped for. The vehicle was comfortable, lunches were generous and the team checked on us every evening.',
    },
    {
      title: 'Perfect with children',
      text: 'Patient, funny and knowledgeable guide; the kids loved the quizzes between sightings. Rooms were clean and the pace was just right.',
    },
    {
      title: 'Best trip of our lives',
      text: 'Well organised, honest advice before we booked and a guide who went out of his way for us. We will be back with friends.',
    },
  ],
  4: [
    {
      title: 'Great trip, long drives',
      text: 'Wonderful guide and memorable days. The roads between stops are long and bumpy, so plan for some tiring afternoons.',
    },
    {
      title: 'Very good overall',
      text: 'Everything worked as promised. One lodge was simpler than the photos suggested, but the staff were kind and the food was good.',
    },
    {
      title: 'Lovely, small things to improve',
      text: 'A lovely experience with a careful driver. Lunch boxes could be more varied and the pick-up time changed once, but we would book again.',
    },
  ],
};

const REPLIES = [
  'Asante sana for travelling with us! We are happy the days were as good as you hoped. Karibu tena.',
  'Thank you for the kind words and the helpful notes. We have shared them with the team for the next season.',
];

/** How many seeded reviews a package gets: its planned figure scaled down, 3 to 12 (one booking each). */
function reviewCount(planned: number): number {
  return Math.min(12, Math.max(3, Math.round(planned / 4)));
}

const INVITE_KEY = 'seed-review-invite';

export async function seedDemoReviews(db: Database, today = todayInTanzania()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      REVIEWERS.map((r) => ({
        email: r.email,
        passwordHash,
        firstName: r.firstName,
        lastName: r.lastName,
        phoneNumber: r.phone,
        type: 'traveler' as const,
        emailVerifiedAt: sql`now()`,
      })),
    )
    .onConflictDoNothing();
  const demoTraveler = DEMO_ACCOUNTS.find((a) => a.type === 'traveler')!;
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phoneNumber,
    })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...REVIEWERS.map((r) => r.email), demoTraveler.email]));
  const byEmail = new Map(people.map((p) => [p.email.toLowerCase(), p]));
  const reviewers = REVIEWERS.map((r) => byEmail.get(r.email)).filter((p) => p !== undefined);
  const traveler = byEmail.get(demoTraveler.email);

  const packages = await db
    .select({
      id: safariPackages.id,
      slug: safariPackages.slug,
      operatorId: safariPackages.operatorId,
      maxGroupSize: safariPackages.maxGroupSize,
    })
    .from(safariPackages)
    .where(
      inArray(
        safariPackages.slug,
        DEMO_REVIEW_PLAN.map((p) => p.slug),
      ),
    );
  const pkgBySlug = new Map(packages.map((p) => [p.slug, p]));
  const existingKeys = new Set(
    (
      await db
        .select({ key: bookings.idempotencyKey })
        .from(bookings)
        .where(like(bookings.idempotencyKey, 'seed-review-%'))
    ).map((r) => r.key),
  );

  interface Planned {
    key: string;
    packageId: number;
    operatorId: string;
    isPrivate: boolean;
    capacity: number;
    adultCents: number;
    childCents: number;
    traveler: { id: string; email: string; firstName: string; lastName: string; phone: string | null };
    start: string;
    end: string;
    review: { rating: 4 | 5; title: string; text: string; daysAfter: number; reply: string | null } | null;
  }
  const planned: Planned[] = [];
  for (const [index, plan] of DEMO_REVIEW_PLAN.entries()) {
    const pkg = pkgBySlug.get(plan.slug);
    if (!pkg || reviewers.length === 0) continue;
    const n = reviewCount(plan.reviews[0]);
    const fives = Math.round(n * (plan.reviews[1] - 4));
    for (let k = 0; k < n; k++) {
      const key = `seed-review-${plan.slug}-${k}`;
      if (existingKeys.has(key)) continue;
      // Ended between ~3 weeks and ~10 months ago, no two of a package on one day.
      const end = addDays(today, -(20 + k * 23 + (index % 7) * 3));
      const rating: 4 | 5 = k < fives ? 5 : 4;
      const texts = TEXTS[rating];
      planned.push({
        key,
        packageId: pkg.id,
        operatorId: pkg.operatorId,
        isPrivate: plan.isPrivate,
        capacity: pkg.maxGroupSize,
        adultCents: toMinorUnits(plan.adultUsd),
        childCents: toMinorUnits(plan.childUsd),
        traveler: reviewers[(k + index) % reviewers.length]!,
        start: addDays(end, -(plan.durationDays - 1)),
        end,
        review: {
          rating,
          ...texts[(k + index) % texts.length]!,
          daysAfter: 2 + ((k + index) % 6),
          reply: (k + index) % 3 === 0 ? REPLIES[(k + index) % REPLIES.length]! : null,
        },
      });
    }
  }
  // The demo traveler's finished safari with Kilele Safaris (the first package), not yet reviewed.
  const first = DEMO_REVIEW_PLAN[0];
  const firstPkg = first && pkgBySlug.get(first.slug);
  if (first && firstPkg && traveler && !existingKeys.has(INVITE_KEY)) {
    const end = addDays(today, -4);
    planned.push({
      key: INVITE_KEY,
      packageId: firstPkg.id,
      operatorId: firstPkg.operatorId,
      isPrivate: first.isPrivate,
      capacity: firstPkg.maxGroupSize,
      adultCents: toMinorUnits(first.adultUsd),
      childCents: toMinorUnits(first.childUsd),
      traveler,
      start: addDays(end, -(first.durationDays - 1)),
      end,
      review: null,
    });
  }
  if (planned.length === 0) return;

  await db.transaction(async (tx) => {
    // Group tours travelled on a (past) departure of their own: two seats each.
    const departures = new Map<string, number>();
    const groupRows = planned.filter((p) => !p.isPrivate);
    if (groupRows.length > 0) {
      const inserted = await tx
        .insert(safariDepartures)
        .values(
          groupRows.map((p) => ({
            packageId: p.packageId,
            startDate: p.start,
            capacity: Math.max(2, p.capacity),
            seatsBooked: 2,
          })),
        )
        .onConflictDoNothing()
        .returning({
          id: safariDepartures.id,
          packageId: safariDepartures.packageId,
          startDate: safariDepartures.startDate,
        });
      for (const d of inserted) departures.set(`${d.packageId}:${d.startDate}`, d.id);
    }
    const dayMs = 86_400_000;
    const at = (date: string, days: number) => new Date(Date.parse(`${date}T09:00:00Z`) + days * dayMs);
    const rows = await tx
      .insert(bookings)
      .values(
        planned.map((p) => {
          const total = p.adultCents * 2;
          return {
            reference: seedReference(p.key),
            kind: 'safari' as const,
            travelerId: p.traveler.id,
            packageId: p.packageId,
            departureId: p.isPrivate ? null : (departures.get(`${p.packageId}:${p.start}`) ?? null),
            startDate: p.start,
            endDate: p.end,
            adults: 2,
            seats: 2,
            leadName: `${p.traveler.firstName} ${p.traveler.lastName}`,
            leadEmail: p.traveler.email,
            leadPhone: p.traveler.phone ?? '+255712345678',
            adultPriceCents: p.adultCents,
            childPriceCents: p.childCents,
            subtotalCents: total,
            totalCents: total,
            depositPercent: 30,
            depositCents: Math.round(total * 0.3),
            payInFull: true,
            paidCents: total,
            status: 'completed' as const,
            idempotencyKey: p.key,
            confirmedAt: at(p.start, -60),
            completedAt: at(p.end, 1),
            createdAt: at(p.start, -60),
            updatedAt: at(p.end, 1),
          };
        }),
      )
      .returning({ id: bookings.id, key: bookings.idempotencyKey });
    const idOf = new Map(rows.map((r) => [r.key, r.id]));
    const toReview = planned.filter((p) => p.review !== null && idOf.has(p.key));
    if (toReview.length > 0) {
      await tx
        .insert(reviews)
        .values(
          toReview.map((p) => {
            const r = p.review!;
            const createdAt = at(p.end, r.daysAfter);
            return {
              bookingId: idOf.get(p.key)!,
              kind: 'safari' as const,
              authorId: p.traveler.id,
              operatorId: p.operatorId,
              packageId: p.packageId,
              rating: r.rating,
              title: r.title,
              body: r.text,
              createdAt,
              reply: r.reply,
              repliedAt: r.reply ? new Date(createdAt.getTime() + dayMs) : null,
            };
          }),
        )
        .onConflictDoNothing();
    }
    // The packages' figures from their visible reviews (what every review write keeps).
    const ids = [...new Set(planned.map((p) => p.packageId))];
    await tx.execute(sql`
      update safari_packages p set rating_avg = coalesce(s.avg, 0), review_count = coalesce(s.n, 0)
      from (select pk.id, avg(r.rating)::real as avg, count(r.id)::int as n
            from unnest(${`{${ids.join(',')}}`}::int[]) as pk(id)
            left join reviews r on r.package_id = pk.id and r.hidden_at is null
            group by pk.id) s
      where p.id = s.id`);
  });
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A stable booking reference of a seeded booking ('DR-' and 8 characters, as real ones). */
function seedReference(key: string): string {
  const digest = createHash('sha256').update(key).digest();
  return (
    'DR-' +
    Array.from(digest.subarray(0, 8), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')
  );
}
