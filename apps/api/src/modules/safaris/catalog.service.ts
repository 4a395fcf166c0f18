import {
  AVAILABILITY_MAX_DAYS,
  BOOKING_HORIZON_DAYS,
  SEARCH_DEFAULT_WINDOW_DAYS,
  addDays,
  computePaymentPlan,
  computePrice,
  daysBetween,
  refundSchedule,
  seatsFor,
  todayInTanzania,
  type QuoteRequest,
  type SafariAvailability,
  type SafariCard,
  type SafariDetail,
  type SafariQuote,
  type SafariSearchParams,
  type SafariSearchResult,
} from '@dala/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound, validationError } from '../../lib/errors';
import {
  assertBookable,
  liveHoldSeatsSql,
  loadPackageForBooking,
  privateUnavailableDates,
  resolveTrip,
  seatsLeft,
} from './availability';
import { toSafariImage, type ImageRow } from './images';
import { tsMatch, typoTolerantTsquery } from './search-words';

type Row = Record<string, unknown>;

/** Columns of a card, from `safari_packages p` joined to the operator. */
const CARD_COLUMNS = sql`p.id, p.slug, p.title, p.summary, p.location, p.duration_days, p.rating_avg, p.review_count,
  p.from_price_cents, p.tier, p.is_private, p.max_group_size, p.operator_id,
  coalesce(op.company_name, u.first_name || ' ' || u.last_name) as company_name, u.is_verified`;
const CARD_FROM = sql`safari_packages p join users u on u.id = p.operator_id left join operator_profiles op on op.user_id = p.operator_id`;

export function durationText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** Destinations and cover images of a page of packages, two queries for the whole page. */
async function loadCardExtras(db: Database, ids: number[]) {
  const destinations = new Map<number, SafariCard['destinations']>();
  const covers = new Map<number, ImageRow>();
  if (ids.length === 0) return { destinations, covers };
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const dests = await db.execute(sql`
    select pd.package_id, d.slug, d.name, d.region from safari_package_destinations pd
    join destinations d on d.id = pd.destination_id
    where pd.package_id in (${idList}) order by pd.package_id, pd.position`);
  for (const r of dests.rows) {
    const list = destinations.get(Number(r.package_id)) ?? [];
    list.push({ slug: String(r.slug), name: String(r.name), region: String(r.region) });
    destinations.set(Number(r.package_id), list);
  }
  const images = await db.execute(sql`
    select distinct on (package_id) package_id, id, position, is_cover, kind, variants, art_name, width, height, alt
    from safari_images where package_id in (${idList})
    order by package_id, is_cover desc, position`);
  for (const r of images.rows) covers.set(Number(r.package_id), r as unknown as ImageRow);
  return { destinations, covers };
}

function toCard(row: Row, extras: Awaited<ReturnType<typeof loadCardExtras>>): SafariCard {
  const id = Number(row.id);
  const cover = extras.covers.get(id);
  const coverImage = cover ? toSafariImage(cover) : null;
  const fromCents = Number(row.from_price_cents);
  return {
    id,
    slug: String(row.slug),
    title: String(row.title),
    summary: String(row.summary),
    location: String(row.location),
    destinations: extras.destinations.get(id) ?? [],
    cover_image: coverImage,
    cover_image_url: coverImage?.url ?? null,
    duration_days: Number(row.duration_days),
    duration_text: durationText(Number(row.duration_days)),
    rating: Math.round(Number(row.rating_avg) * 10) / 10,
    review_count: Number(row.review_count),
    from_price_usd: Math.round(fromCents / 100),
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

export async function cardsByIds(db: Database, ids: number[]): Promise<Map<number, SafariCard>> {
  const out = new Map<number, SafariCard>();
  if (ids.length === 0) return out;
  const rows = await db.execute(
    sql`select ${CARD_COLUMNS} from ${CARD_FROM} where p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const extras = await loadCardExtras(db, ids);
  for (const r of rows.rows) out.set(Number(r.id), toCard(r, extras));
  return out;
}

/** Destination ids a location text names: exact slug or name first, else close spellings (pg_trgm). */
async function resolveDestinationIds(db: Database, location: string): Promise<string[]> {
  const lowered = location.toLowerCase();
  const exact = await db.execute(
    sql`select id from destinations where slug = ${lowered} or lower(name) = ${lowered}`,
  );
  if (exact.rows.length > 0) return exact.rows.map((r) => String(r.id));
  const close = await db.execute(sql`
    select id from destinations
    where ${lowered} <% lower(name) or lower(name) like ${`%${lowered.replace(/[%_\\]/g, '')}%`}
    order by word_similarity(${lowered}, lower(name)) desc limit 5`);
  return close.rows.map((r) => String(r.id));
}

/** Full-text match (English stemming) with typo-corrected words; never matches when nothing is left. */
async function textMatch(db: Database, text: string): Promise<{ where: SQL; tsquery: string | null }> {
  const tsquery = await typoTolerantTsquery(db, text);
  return { where: tsquery ? tsMatch(tsquery) : sql`false`, tsquery };
}

/**
 * GET /api/safaris. Only published packages. With dates or guests, only packages that can take the
 * party in the window: a group departure with enough seats left (live holds counted, expired ignored),
 * or a private tour with a free date.
 */
export async function searchSafaris(
  db: Database,
  q: SafariSearchParams,
  today = todayInTanzania(),
): Promise<SafariSearchResult> {
  const where: SQL[] = [sql`p.status = 'published'`];
  let rank: SQL | null = null;

  if (q.q) {
    const match = await textMatch(db, q.q);
    where.push(match.where);
    if (match.tsquery) rank = sql`ts_rank(p.search_vector, to_tsquery('english', ${match.tsquery}))`;
  }
  for (const place of [q.location, q.destination]) {
    if (!place) continue;
    const ids = await resolveDestinationIds(db, place);
    if (ids.length > 0) {
      // The destinations link is copied into destination_ids: one GIN index lookup.
      where.push(
        sql`p.destination_ids && array[${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]`,
      );
    } else {
      where.push((await textMatch(db, place)).where);
    }
  }
  if (q.min_price !== undefined) where.push(sql`p.from_price_cents >= ${q.min_price * 100}`);
  if (q.max_price !== undefined) where.push(sql`p.from_price_cents <= ${q.max_price * 100}`);
  if (q.min_days !== undefined) where.push(sql`p.duration_days >= ${q.min_days}`);
  if (q.max_days !== undefined) where.push(sql`p.duration_days <= ${q.max_days}`);
  if (q.tier && q.tier.length > 0) {
    where.push(
      sql`p.tier in (${sql.join(
        q.tier.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  }
  if (q.private !== undefined) where.push(sql`p.is_private = ${q.private}`);
  if (q.min_rating !== undefined) where.push(sql`p.rating_avg >= ${q.min_rating}`);

  const checksAvailability = Boolean(q.start_date || q.end_date || q.guests);
  if (checksAvailability) {
    const tomorrow = addDays(today, 1);
    const start = q.start_date && q.start_date > tomorrow ? q.start_date : tomorrow;
    const end =
      q.end_date ??
      (q.start_date
        ? addDays(q.start_date, SEARCH_DEFAULT_WINDOW_DAYS)
        : addDays(today, BOOKING_HORIZON_DAYS));
    const guests = q.guests ?? 1;
    if (end < start) {
      where.push(sql`false`);
    } else {
      // Each candidate package probes its own departures (`safari_departures_package_seats_idx`, an
      // index-only scan that stops at the first departure with room) instead of every departure of the
      // window being read and hashed: a broad window holds tens of thousands of departures, and the
      // page query can then stop after a page of a sort index. The LIMIT keeps the planner from
      // turning the probe back into a hashed scan of the whole window. Live holds are only summed for
      // a departure whose confirmed seats leave room; expired holds never count.
      const group = sql`exists (select 1 from (select 1 from safari_departures d
        where d.package_id = p.id and d.start_date between ${start} and ${end}
          and d.capacity - d.seats_booked >= ${guests}
          and d.capacity - d.seats_booked - ${liveHoldSeatsSql(sql`d.id`)} >= ${guests}
        limit 1) free_departure)`;
      const windowDays = daysBetween(start, end);
      // A private tour needs one free day in the window (a long window: assume one is free). Usually
      // nothing at all is blocked or booked in the window, which two index probes show; only then is
      // the window walked day by day.
      const firstDay = sql`greatest(${start}::date, ${today}::date + p.min_notice_days)`;
      const privateDay =
        windowDays > 60
          ? sql`true`
          : sql`(${firstDay} <= ${end}::date and (
              (not exists (select 1 from safari_blocked_dates bd
                 where bd.package_id = p.id and bd.date between ${start}::date and ${end}::date)
               and not exists (select 1 from bookings b where b.package_id = p.id
                 and b.start_date between ${start}::date and ${end}::date
                 and (b.status = 'confirmed' or (b.status = 'pending_payment' and b.hold_expires_at > now()))))
              or exists (select 1 from generate_series(${firstDay}, ${end}::date, interval '1 day') g(day)
                where not exists (select 1 from safari_blocked_dates bd where bd.package_id = p.id and bd.date = g.day::date)
                  and not exists (select 1 from bookings b where b.package_id = p.id and b.start_date = g.day::date
                    and (b.status = 'confirmed' or (b.status = 'pending_payment' and b.hold_expires_at > now()))))))`;
      where.push(
        sql`((not p.is_private and ${group}) or (p.is_private and p.max_group_size >= ${guests} and ${privateDay}))`,
      );
    }
  }

  const whereSql = sql.join(where, sql` and `);
  let order: SQL;
  switch (q.sort) {
    case 'price_asc':
      order = sql`p.from_price_cents asc, p.id asc`;
      break;
    case 'price_desc':
      order = sql`p.from_price_cents desc, p.id desc`;
      break;
    case 'rating':
      // `nulls last` as in the sort indexes (the columns are never null), or the indexes cannot serve.
      order = sql`p.rating_avg desc nulls last, p.review_count desc nulls last, p.id asc`;
      break;
    case 'duration':
      order = sql`p.duration_days asc, p.id asc`;
      break;
    default:
      order = rank
        ? sql`${rank} desc, p.recommended_score desc nulls last, p.id asc`
        : sql`p.recommended_score desc nulls last, p.id asc`;
  }
  const offset = (q.page - 1) * q.page_size;
  let total: number;
  let ids: number[];
  if (checksAvailability) {
    // The availability test is the costly part and the count must run it for every candidate anyway,
    // so one query tests each candidate once (the matches, with their sort keys only, materialized)
    // and returns the total with the page; the total is only counted apart when the page lies past the
    // last match. Without the materialized step the planner would walk a sort index over the whole
    // catalog, since it cannot see that the window count needs every match.
    const result = await db.execute(sql`
      with matches as materialized (
        select p.id, p.from_price_cents, p.rating_avg, p.review_count, p.duration_days, p.recommended_score${
          rank ? sql`, p.search_vector` : sql``
        }
        from safari_packages p where ${whereSql})
      select p.id, count(*) over ()::int as total from matches p
      order by ${order} limit ${q.page_size} offset ${offset}`);
    if (result.rows.length > 0 || offset === 0) {
      total = Number(result.rows[0]?.total ?? 0);
    } else {
      const counted = await db.execute(
        sql`select count(*)::int as total from safari_packages p where ${whereSql}`,
      );
      total = Number(counted.rows[0]?.total ?? 0);
    }
    ids = result.rows.map((r) => Number(r.id));
  } else {
    // The total and the page are two queries on purpose: a window count would force the page query to
    // read every match in sort order, while alone it can stop after page_size rows of a sort index,
    // and the count can use the bitmap (GIN) indexes of the filters or an index-only scan.
    const counted = await db.execute(
      sql`select count(*)::int as total from safari_packages p where ${whereSql}`,
    );
    total = Number(counted.rows[0]?.total ?? 0);
    if (total === 0 || offset >= total) return { items: [], total, page: q.page, page_size: q.page_size };
    const result = await db.execute(sql`
      select p.id from safari_packages p where ${whereSql} order by ${order} limit ${q.page_size} offset ${offset}`);
    ids = result.rows.map((r) => Number(r.id));
  }
  if (ids.length === 0) return { items: [], total, page: q.page, page_size: q.page_size };
  const cards = await cardsByIds(db, ids);
  return {
    items: ids.map((id) => cards.get(id)!).filter(Boolean),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

/** Home page: the best-rated published packages ('recommended' order). */
export async function popularSafaris(db: Database, limit: number): Promise<SafariCard[]> {
  const rows = await db.execute(sql`
    select ${CARD_COLUMNS} from ${CARD_FROM}
    where p.status = 'published' order by p.recommended_score desc nulls last, p.id asc limit ${limit}`);
  const extras = await loadCardExtras(
    db,
    rows.rows.map((r) => Number(r.id)),
  );
  return rows.rows.map((r) => toCard(r, extras));
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
  if (!row) throw notFound('Safari not found');
  return Number(row.id);
}

export async function imagesOf(db: Database, packageId: number) {
  const rows = await db.execute(sql`
    select id, position, is_cover, kind, variants, art_name, width, height, alt
    from safari_images where package_id = ${packageId} order by position, id`);
  return rows.rows.map((r) => toSafariImage(r as unknown as ImageRow));
}

export async function safariDetail(db: Database, packageId: number): Promise<SafariDetail> {
  const cards = await cardsByIds(db, [packageId]);
  const card = cards.get(packageId);
  if (!card) throw notFound('Safari not found');
  const result = await db.execute(sql`
    select p.description, p.itinerary, p.inclusions, p.exclusions, p.adult_price_cents, p.child_price_cents,
      p.deposit_percent, p.balance_due_days, p.min_notice_days, p.processing_fee_percent, p.status,
      u.created_at as member_since,
      (select coalesce(sum(p2.rating_avg * p2.review_count) / nullif(sum(p2.review_count), 0), 0)
         from safari_packages p2 where p2.operator_id = p.operator_id and p2.status = 'published') as operator_rating,
      (select coalesce(sum(p2.review_count), 0) from safari_packages p2
         where p2.operator_id = p.operator_id and p2.status = 'published') as operator_reviews
    from safari_packages p join users u on u.id = p.operator_id where p.id = ${packageId}`);
  const row = result.rows[0]!;
  const reviews = await db.execute(sql`
    select id, author_name, rating, comment, created_at from safari_reviews
    where package_id = ${packageId} order by created_at desc, id desc limit 20`);
  return {
    ...card,
    description: String(row.description),
    itinerary: row.itinerary as SafariDetail['itinerary'],
    inclusions: row.inclusions as string[],
    exclusions: row.exclusions as string[],
    images: await imagesOf(db, packageId),
    adult_price_usd: Math.round(Number(row.adult_price_cents) / 100),
    child_price_usd: Math.round(Number(row.child_price_cents) / 100),
    deposit_percent: Number(row.deposit_percent),
    balance_due_days: Number(row.balance_due_days),
    min_notice_days: Number(row.min_notice_days),
    processing_fee_percent: Number(row.processing_fee_percent),
    operator: {
      ...card.operator,
      rating: Math.round(Number(row.operator_rating) * 10) / 10,
      review_count: Number(row.operator_reviews),
      member_since: new Date(row.member_since as string | Date).toISOString(),
    },
    reviews: reviews.rows.map((r) => ({
      id: Number(r.id),
      author_name: String(r.author_name),
      rating: Number(r.rating),
      comment: String(r.comment),
      created_at: new Date(r.created_at as string | Date).toISOString(),
    })),
    status: row.status as SafariDetail['status'],
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
    throw validationError({ to: [`Ask for at most ${AVAILABILITY_MAX_DAYS} days at a time`] });
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
        adult_price_usd: Math.round(Number(r.adult_price_cents ?? pkg.adult_price_cents) / 100),
        child_price_usd: Math.round(Number(r.child_price_cents ?? pkg.child_price_cents) / 100),
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
  return buildQuote(pkg, trip, input, today);
}

export function buildQuote(
  pkg: { id: number; deposit_percent: number; balance_due_days: number; processing_fee_percent: number },
  trip: Awaited<ReturnType<typeof resolveTrip>>,
  travelers: { adults: number; children: number; infants: number },
  today: string,
): SafariQuote {
  const price = computePrice({
    adults: travelers.adults,
    children: travelers.children,
    infants: travelers.infants,
    adultPriceUsd: Math.round(trip.adultPriceCents / 100),
    childPriceUsd: Math.round(trip.childPriceCents / 100),
    deal: null, // Deals arrive with the engagement issue; computePrice already applies one.
  });
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
    total_usd: price.total_usd,
    total_cents: price.total_usd * 100,
    deposit_percent: pkg.deposit_percent,
    deposit_usd: plan.deposit_usd,
    balance_usd: plan.balance_usd,
    balance_due_date: plan.balance_due_date,
    pay_in_full: plan.pay_in_full,
    due_now_usd: plan.due_now_usd,
    due_now_cents: plan.due_now_usd * 100,
    refund_schedule: refundSchedule(trip.startDate, pkg.processing_fee_percent),
    seats_left: trip.seatsLeft,
  };
}
