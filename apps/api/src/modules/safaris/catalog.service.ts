import {
  AVAILABILITY_MAX_DAYS,
  addDays,
  computePaymentPlan,
  computePrice,
  daysBetween,
  refundSchedule,
  seatsFor,
  todayInTanzania,
  toMajorUnits,
  toMinorUnits,
  type QuoteRequest,
  type SafariAvailability,
  type SafariCard,
  type SafariDetail,
  type SafariQuote,
} from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { notFound, validationError } from '../../lib/errors';
import {
  assertBookable,
  liveHoldSeatsSql,
  loadPackageForBooking,
  privateUnavailableDates,
  resolveTrip,
  seatsLeft,
} from './availability';
import { applyDeal, type DealApplication } from '../deals';
import { toSafariImage, type ImageRow } from './images';

/** A card's columns, from `safari_packages p` joined to the operator, with destinations and cover. */
const CARD_FIELDS = {
  id: sql<number>`p.id`,
  slug: sql<string>`p.slug`,
  title: sql<string>`p.title`,
  summary: sql<string>`p.summary`,
  location: sql<string>`p.location`,
  duration_days: sql<number>`p.duration_days`,
  rating_avg: sql<number>`p.rating_avg`,
  review_count: sql<number>`p.review_count`,
  from_price_cents: sql<number>`p.from_price_cents`,
  tier: sql<SafariCard['tier']>`p.tier`,
  is_private: sql<boolean>`p.is_private`,
  max_group_size: sql<number>`p.max_group_size`,
  operator_id: sql<string>`p.operator_id`,
  company_name: sql<string>`coalesce(op.company_name, u.first_name || ' ' || u.last_name)`,
  is_verified: sql<boolean>`u.is_verified`,
  destinations: sql<SafariCard['destinations']>`coalesce((select json_agg(json_build_object('slug', d.slug,
      'name', d.name, 'region', d.region) order by pd.position)
    from safari_package_destinations pd join destinations d on d.id = pd.destination_id
    where pd.package_id = p.id), '[]')`,
  cover: sql<ImageRow | null>`(select row_to_json(i) from (select id, position, is_cover, kind, variants,
      art_name, width, height, alt
    from safari_images where package_id = p.id order by is_cover desc, position limit 1) i)`,
};
const CARD_FROM = sql`safari_packages p join users u on u.id = p.operator_id left join operator_profiles op on op.user_id = p.operator_id`;
type CardRow = { [K in keyof typeof CARD_FIELDS]: (typeof CARD_FIELDS)[K]['_']['type'] };

const cardsQuery = preparedPerDatabase((db) =>
  db
    .select(CARD_FIELDS)
    .from(CARD_FROM)
    .where(sql`p.id = any(${sql.placeholder('ids')}::int[])`)
    .prepare('safari_cards'),
);

export function durationText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

function toCard(row: CardRow): SafariCard {
  const id = Number(row.id);
  const coverImage = row.cover ? toSafariImage(row.cover) : null;
  const fromCents = Number(row.from_price_cents);
  return {
    id,
    slug: String(row.slug),
    title: String(row.title),
    summary: String(row.summary),
    location: String(row.location),
    destinations: row.destinations,
    cover_image: coverImage,
    cover_image_url: coverImage?.url ?? null,
    duration_days: Number(row.duration_days),
    duration_text: durationText(Number(row.duration_days)),
    rating: Math.round(Number(row.rating_avg) * 10) / 10,
    review_count: Number(row.review_count),
    from_price_usd: toMajorUnits(fromCents),
    from_price_cents: fromCents,
    currency: 'USD',
    tier: row.tier as SafariCard['tier'],
    is_private: Boolean(row.is_private),
    max_group_size: Number(row.max_group_size),
    operator: {
      id: String(row.operator_id),
      company_name: String(row.company_name),
      is_verified: Boolean(row.is_verified),
    },
  };
}

/** Cards of some packages, with their destinations and cover image, in one query. */
export async function cardsByIds(db: Database, ids: number[]): Promise<Map<number, SafariCard>> {
  const out = new Map<number, SafariCard>();
  if (ids.length === 0) return out;
  for (const row of await cardsQuery(db).execute({ ids })) out.set(Number(row.id), toCard(row));
  return out;
}

/** Home page: the best-rated published packages ('recommended' order). */
export async function popularSafaris(db: Database, limit: number): Promise<SafariCard[]> {
  const rows = await db.execute(sql`
    select package_id from safari_search_entries
    order by recommended_score desc nulls last, package_id asc limit ${limit}`);
  const ids = rows.rows.map((r) => Number(r.package_id));
  const cards = await cardsByIds(db, ids);
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/** A numeric id or a slug → the package id, published packages only (others are 404 to the public). */
export async function findPublishedId(db: Database, idOrSlug: string): Promise<number> {
  const byId = /^\d+$/.test(idOrSlug);
  const result = await db.execute(
    byId
      ? sql`select id from safari_packages where id = ${Number(idOrSlug)} and status = 'published'`
      : sql`select id from safari_packages where slug = ${idOrSlug} and status = 'published'`,
  );
  const row = result.rows[0];
  if (!row) throw notFound('safaris.safariNotFound');
  return Number(row.id);
}

export async function imagesOf(db: Database, packageId: number) {
  const rows = await db.execute(sql`
    select id, position, is_cover, kind, variants, art_name, width, height, alt
    from safari_images where package_id = ${packageId} order by position, id`);
  return rows.rows.map((r) => toSafariImage(r as unknown as ImageRow));
}

/** The latest visible reviews the detail page renders first (the rest: GET /safaris/:id/reviews). */
const DETAIL_REVIEWS = 4;

/**
 * Everything of the detail page in one statement (card, description, operator figures, images, the
 * latest reviews): one round trip instead of five, prepared once per database, by id or by slug.
 */
const DETAIL_FIELDS = {
  ...CARD_FIELDS,
  description: sql<string>`p.description`,
  itinerary: sql<SafariDetail['itinerary']>`p.itinerary`,
  inclusions: sql<string[]>`p.inclusions`,
  exclusions: sql<string[]>`p.exclusions`,
  adult_price_cents: sql<number>`p.adult_price_cents`,
  child_price_cents: sql<number>`p.child_price_cents`,
  deposit_percent: sql<number>`p.deposit_percent`,
  balance_due_days: sql<number>`p.balance_due_days`,
  min_notice_days: sql<number>`p.min_notice_days`,
  processing_fee_percent: sql<number>`p.processing_fee_percent`,
  status: sql<SafariDetail['status']>`p.status`,
  member_since: sql<string | Date>`u.created_at`,
  operator_slug: sql<string | null>`op.slug`,
  operator_rating: sql<number>`(select coalesce(sum(p2.rating_avg * p2.review_count) / nullif(sum(p2.review_count), 0), 0)
    from safari_packages p2 where p2.operator_id = p.operator_id and p2.status = 'published')`,
  operator_reviews: sql<number>`(select coalesce(sum(p2.review_count), 0) from safari_packages p2
    where p2.operator_id = p.operator_id and p2.status = 'published')`,
  images: sql<
    ImageRow[]
  >`coalesce((select json_agg(i order by i.position, i.id) from (select id, position, is_cover,
      kind, variants, art_name, width, height, alt from safari_images where package_id = p.id) i), '[]')`,
  reviews: sql<
    {
      id: number;
      author_name: string;
      rating: number;
      title: string;
      comment: string;
      created_at: string;
      edited_at: string | null;
      reply: string | null;
      replied_at: string | null;
    }[]
  >`coalesce(
    (select json_agg(r order by r.created_at desc, r.id desc) from (select rv.id,
      trim(ru.first_name || ' ' || left(ru.last_name, 1) || case when ru.last_name <> '' then '.' else '' end) as author_name,
      rv.rating, rv.title, rv.body as comment, rv.created_at, rv.edited_at, rv.reply, rv.replied_at
      from reviews rv join users ru on ru.id = rv.author_id
      where rv.package_id = p.id and rv.hidden_at is null
      order by rv.created_at desc, rv.id desc limit ${sql.raw(String(DETAIL_REVIEWS))}) r), '[]')`,
};

const detailByIdQuery = preparedPerDatabase((db) =>
  db
    .select(DETAIL_FIELDS)
    .from(CARD_FROM)
    .where(sql`p.id = ${sql.placeholder('id')}::int and p.status = 'published'`)
    .prepare('safari_detail_by_id'),
);
const detailBySlugQuery = preparedPerDatabase((db) =>
  db
    .select(DETAIL_FIELDS)
    .from(CARD_FROM)
    .where(sql`p.slug = ${sql.placeholder('slug')}::text and p.status = 'published'`)
    .prepare('safari_detail_by_slug'),
);

/** GET /api/safaris/{id}: a published package by numeric id or slug (others are 404 to the public). */
export async function safariDetailByIdOrSlug(db: Database, idOrSlug: string): Promise<SafariDetail> {
  const byId = /^\d+$/.test(idOrSlug);
  // An id past int4 names no package (and would fail the cast).
  if (byId && Number(idOrSlug) > 2_147_483_647) throw notFound('safaris.safariNotFound');
  const rows = byId
    ? await detailByIdQuery(db).execute({ id: Number(idOrSlug) })
    : await detailBySlugQuery(db).execute({ slug: idOrSlug });
  const row = rows[0];
  if (!row) throw notFound('safaris.safariNotFound');
  const card = toCard(row);
  return {
    ...card,
    description: String(row.description),
    itinerary: row.itinerary,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    images: row.images.map((image) => toSafariImage(image)),
    adult_price_usd: toMajorUnits(Number(row.adult_price_cents)),
    child_price_usd: toMajorUnits(Number(row.child_price_cents)),
    deposit_percent: Number(row.deposit_percent),
    balance_due_days: Number(row.balance_due_days),
    min_notice_days: Number(row.min_notice_days),
    processing_fee_percent: Number(row.processing_fee_percent),
    operator: {
      ...card.operator,
      rating: Math.round(Number(row.operator_rating) * 10) / 10,
      review_count: Number(row.operator_reviews),
      member_since: new Date(row.member_since).toISOString(),
      // The company page shows verified operators only.
      slug: card.operator.is_verified ? (row.operator_slug ?? null) : null,
    },
    reviews: row.reviews.map((r) => ({
      id: Number(r.id),
      author_name: String(r.author_name),
      rating: Number(r.rating),
      title: String(r.title),
      comment: String(r.comment),
      created_at: new Date(r.created_at).toISOString(),
      edited_at: r.edited_at ? new Date(r.edited_at).toISOString() : null,
      reply:
        r.reply && r.replied_at ? { text: r.reply, replied_at: new Date(r.replied_at).toISOString() } : null,
    })),
    status: row.status,
  };
}

export async function safariAvailability(
  db: Database,
  packageId: number,
  window: { from?: string; to?: string },
  today = todayInTanzania(),
): Promise<SafariAvailability> {
  const pkg = await loadPackageForBooking(db, packageId);
  assertBookable(pkg);
  const tomorrow = addDays(today, 1);
  const from = window.from && window.from > tomorrow ? window.from : tomorrow;
  const to = window.to ?? addDays(from, 365);
  if (daysBetween(from, to) > AVAILABILITY_MAX_DAYS) {
    throw validationError({
      to: [{ key: 'safaris.availabilityTooLong', values: { max: AVAILABILITY_MAX_DAYS } }],
    });
  }
  const base = {
    package_id: pkg.id,
    is_private: pkg.is_private,
    from,
    to,
    max_group_size: pkg.max_group_size,
  };
  if (!pkg.is_private) {
    const rows = await db.execute(sql`
      select d.id, to_char(d.start_date, 'YYYY-MM-DD') as start_date, d.capacity, d.seats_booked,
        ${liveHoldSeatsSql(sql`d.id`)}::int as seats_held, d.adult_price_cents, d.child_price_cents
      from safari_departures d where d.package_id = ${pkg.id} and d.start_date between ${from} and ${to}
      order by d.start_date`);
    return {
      ...base,
      departures: rows.rows.map((r) => ({
        id: Number(r.id),
        start_date: String(r.start_date),
        end_date: addDays(String(r.start_date), pkg.duration_days - 1),
        capacity: Number(r.capacity),
        seats_left: seatsLeft({
          capacity: Number(r.capacity),
          seats_booked: Number(r.seats_booked),
          seats_held: Number(r.seats_held),
        }),
        adult_price_usd: toMajorUnits(Number(r.adult_price_cents ?? pkg.adult_price_cents)),
        child_price_usd: toMajorUnits(Number(r.child_price_cents ?? pkg.child_price_cents)),
      })),
      earliest_date: null,
      unavailable_dates: [],
    };
  }
  const earliest = addDays(today, Math.max(1, pkg.min_notice_days));
  return {
    ...base,
    departures: [],
    earliest_date: earliest,
    unavailable_dates: await privateUnavailableDates(db, pkg.id, from, to),
  };
}

/** POST /api/safaris/{id}/quote: the server's price, deposit, balance date and refund schedule. */
export async function quoteSafari(
  db: Database,
  packageId: number,
  input: QuoteRequest & { adults: number; children: number; infants: number },
  today = todayInTanzania(),
): Promise<SafariQuote> {
  const pkg = await loadPackageForBooking(db, packageId);
  assertBookable(pkg);
  const seats = seatsFor(input);
  const trip = await resolveTrip(db, pkg, input, seats, { today });
  // The deal is the server's: the best one of this package for this price and start date (a code only its own).
  const deal = await applyDeal(
    db,
    { kind: 'safari', packageId: pkg.id },
    { priceCents: subtotalCents(trip, input), travelDate: trip.startDate, code: input.deal_code, today },
  );
  return buildQuote(pkg, trip, input, today, deal);
}

/** The price before any deal, in minor units (what a deal is taken off). */
export function subtotalCents(
  trip: Awaited<ReturnType<typeof resolveTrip>>,
  travelers: { adults: number; children: number; infants: number },
): number {
  return toMinorUnits(
    computePrice({
      ...travelers,
      adultPriceUsd: toMajorUnits(trip.adultPriceCents),
      childPriceUsd: toMajorUnits(trip.childPriceCents),
    }).subtotal_usd,
  );
}

export function buildQuote(
  pkg: { id: number; deposit_percent: number; balance_due_days: number; processing_fee_percent: number },
  trip: Awaited<ReturnType<typeof resolveTrip>>,
  travelers: { adults: number; children: number; infants: number },
  today: string,
  deal: DealApplication | null = null,
): SafariQuote {
  const listed = computePrice({
    adults: travelers.adults,
    children: travelers.children,
    infants: travelers.infants,
    adultPriceUsd: toMajorUnits(trip.adultPriceCents),
    childPriceUsd: toMajorUnits(trip.childPriceCents),
  });
  // A deal's discount is whole dollars (deals/rules.ts), so the total, deposit and balance stay whole.
  const discountUsd = deal?.deal ? toMajorUnits(deal.discountCents) : 0;
  const price = {
    ...listed,
    discount_usd: discountUsd,
    deal_title: discountUsd > 0 ? (deal?.deal?.title ?? null) : null,
    total_usd: listed.subtotal_usd - discountUsd,
  };
  const plan = computePaymentPlan({
    totalUsd: price.total_usd,
    depositPercent: pkg.deposit_percent,
    balanceDueDays: pkg.balance_due_days,
    departureDate: trip.startDate,
    today,
  });
  return {
    package_id: pkg.id,
    departure_id: trip.departureId,
    start_date: trip.startDate,
    end_date: trip.endDate,
    adults: travelers.adults,
    children: travelers.children,
    infants: travelers.infants,
    seats: seatsFor(travelers),
    currency: 'USD',
    lines: price.lines,
    subtotal_usd: price.subtotal_usd,
    discount_usd: price.discount_usd,
    deal_title: price.deal_title,
    deal_id: discountUsd > 0 ? (deal?.deal?.id ?? null) : null,
    total_usd: price.total_usd,
    total_cents: toMinorUnits(price.total_usd),
    deposit_percent: pkg.deposit_percent,
    deposit_usd: plan.deposit_usd,
    balance_usd: plan.balance_usd,
    balance_due_date: plan.balance_due_date,
    pay_in_full: plan.pay_in_full,
    due_now_usd: plan.due_now_usd,
    due_now_cents: toMinorUnits(plan.due_now_usd),
    refund_schedule: refundSchedule(trip.startDate, pkg.processing_fee_percent),
    seats_left: trip.seatsLeft,
  };
}
