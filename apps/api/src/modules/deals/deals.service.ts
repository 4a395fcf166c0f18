import type {
  dealInputSchema,
  liveDealListQuerySchema,
  operatorDealListQuerySchema,
  tripQuoteRequestSchema,
} from '@dala/shared';
import {
  bestDeal,
  codeProblem,
  dealState,
  priceAfterDeal,
  todayInTanzania,
  type DealDiscount,
  type DealProblem,
  type DealTerms,
  type LiveDeal,
  type MessageKey,
  type OperatorDeal,
  type Page,
  type TripQuote,
} from '@dala/shared';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { deals, routeFares, safariPackages, transportRoutes, trips } from '../../db/schema';
import type { AuthUser } from '../../lib/auth/guards';
import { notFound, validationError } from '../../lib/errors';

type DealRow = typeof deals.$inferSelect;
type ParsedDealInput = z.output<typeof dealInputSchema>;

/** Which listing a price is for: a safari package, or a transporter's route (its trips). */
export type DealListing = { kind: 'safari'; packageId: number } | { kind: 'route'; routeId: number };

/** The deal the server applied to a price, as quotes and bookings keep it. */
export interface DealApplication {
  deal: { id: string; title: string } | null;
  discountCents: number;
}

/**
 * Bookings that use a deal now: live holds, confirmed and completed (a cancelled or expired booking gives
 * its use back). `d` is the deals table's alias in the surrounding query.
 */
const usesOf = (dealId: SQL) => sql<number>`(select count(*)::int from bookings b where b.deal_id = ${dealId}
  and (b.status in ('confirmed', 'completed') or (b.status = 'pending_payment' and b.hold_expires_at > now())))`;

const discountOf = (row: Pick<DealRow, 'discountKind' | 'percentOff' | 'amountOffCents'>): DealDiscount =>
  row.discountKind === 'percent'
    ? { kind: 'percent', percent_off: row.percentOff ?? 0 }
    : { kind: 'amount', amount_off_cents: row.amountOffCents ?? 0 };

function termsOf(row: DealRow, uses: number): DealTerms & { title: string } {
  return {
    id: row.id,
    title: row.title,
    discount: discountOf(row),
    valid_from: row.validFrom,
    valid_to: row.validTo,
    travel_from: row.travelFrom,
    travel_to: row.travelTo,
    code: row.code,
    status: row.status,
    max_uses: row.maxUses,
    uses,
  };
}

const CODE_MESSAGES: Record<DealProblem | 'unknown', MessageKey> = {
  unknown: 'deals.codeUnknown',
  // A code of a deal that needs another code cannot happen (the code is what matched); kept total.
  codeRequired: 'deals.codeUnknown',
  paused: 'deals.codePaused',
  notYetValid: 'deals.codeNotYetValid',
  expired: 'deals.codeExpired',
  travelDateOutside: 'deals.codeTravelDateOutside',
  usedUp: 'deals.codeUsedUp',
  priceTooLow: 'deals.codePriceTooLow',
};

/**
 * The one deal that applies to a price of this listing, and what it takes off (packages/shared
 * deals/rules.ts: the largest discount among the applicable deals, never two; a code deal only with its
 * code; never the whole price). A code that no applicable deal of the listing has is a 422 on
 * `deal_code` saying why. With `lock` (inside a booking's transaction, after the item's rows), the
 * listing's capped deals are locked FOR UPDATE before their uses are counted, so two bookings at once
 * cannot both take a cap's last use.
 */
export async function applyDeal(
  db: Database,
  listing: DealListing,
  input: { priceCents: number; travelDate: string; code?: string | null; today?: string; lock?: boolean },
): Promise<DealApplication> {
  const onListing =
    listing.kind === 'safari' ? eq(deals.packageId, listing.packageId) : eq(deals.routeId, listing.routeId);
  const where = and(onListing, isNull(deals.deletedAt));
  if (input.lock) {
    await db
      .select({ id: deals.id })
      .from(deals)
      .where(and(where, sql`${deals.maxUses} is not null`))
      .orderBy(deals.id)
      .for('update');
  }
  const rows = await db
    .select({ row: deals, uses: usesOf(sql`${deals.id}`) })
    .from(deals)
    .where(where)
    .orderBy(deals.createdAt, deals.id);
  const terms = rows.map(({ row, uses }) => termsOf(row, Number(uses)));
  const context = {
    today: input.today ?? todayInTanzania(),
    travel_date: input.travelDate,
    code: input.code ?? null,
  };
  if (input.code) {
    const problem = codeProblem(terms, { ...context, code: input.code }, input.priceCents);
    if (problem) throw validationError({ deal_code: [CODE_MESSAGES[problem]] });
  }
  const best = bestDeal(terms, context, input.priceCents);
  return best
    ? { deal: { id: best.deal.id, title: best.deal.title }, discountCents: best.discount_cents }
    : { deal: null, discountCents: 0 };
}

// ── A trip's fare with its deal ───────────────────────────────────────────────────────────────────

/** POST /deals/trip-quote: what these seats cost on this segment, with the deal that applies. */
export async function quoteTrip(
  db: Database,
  input: z.output<typeof tripQuoteRequestSchema>,
): Promise<TripQuote> {
  const [trip] = await db
    .select({ routeId: trips.routeId, departsAt: trips.departsAt, status: trips.status })
    .from(trips)
    .where(eq(trips.id, input.trip_id));
  if (!trip || (trip.status !== 'on_sale' && trip.status !== 'scheduled')) {
    throw notFound('transport.bookingTripNotFound');
  }
  const [fare] = await db
    .select({ fareTzs: routeFares.fareTzs })
    .from(routeFares)
    .where(
      and(
        eq(routeFares.routeId, trip.routeId),
        eq(routeFares.boardPos, input.board),
        eq(routeFares.alightPos, input.alight),
      ),
    );
  if (!fare) throw validationError({ alight: ['transport.boardingStopInvalid'] });
  const subtotal = fare.fareTzs * input.seats * 100;
  const applied = await applyDeal(
    db,
    { kind: 'route', routeId: trip.routeId },
    { priceCents: subtotal, travelDate: todayInTanzania(trip.departsAt), code: input.deal_code },
  );
  return {
    currency: 'TZS',
    fare_tzs: fare.fareTzs,
    seats: input.seats,
    subtotal_cents: subtotal,
    discount_cents: applied.discountCents,
    total_cents: subtotal - applied.discountCents,
    deal: applied.deal,
  };
}

// ── The operator's deals ──────────────────────────────────────────────────────────────────────────

interface ListingInfo {
  kind: 'safari' | 'route';
  id: number;
  title: string;
  currency: 'USD' | 'TZS';
}

/** The listing of a deal input, if it is this operator's (a package not archived; a route not archived). */
async function ownListing(db: Database, user: AuthUser, input: ParsedDealInput): Promise<ListingInfo> {
  if (input.listing_kind === 'safari') {
    const [pkg] = await db
      .select({ id: safariPackages.id, title: safariPackages.title, status: safariPackages.status })
      .from(safariPackages)
      .where(and(eq(safariPackages.id, input.listing_id), eq(safariPackages.operatorId, user.id)));
    if (!pkg || pkg.status === 'archived') throw validationError({ listing_id: ['deals.listingNotFound'] });
    return { kind: 'safari', id: pkg.id, title: pkg.title, currency: 'USD' };
  }
  const [route] = await db
    .select({ id: transportRoutes.id, name: transportRoutes.name, status: transportRoutes.status })
    .from(transportRoutes)
    .where(and(eq(transportRoutes.id, input.listing_id), eq(transportRoutes.transporterId, user.id)));
  if (!route || route.status !== 'active') throw validationError({ listing_id: ['deals.listingNotFound'] });
  return { kind: 'route', id: route.id, title: route.name, currency: 'TZS' };
}

const listingTitle = sql<string>`coalesce((select p.title from safari_packages p where p.id = ${deals.packageId}),
  (select r.name from transport_routes r where r.id = ${deals.routeId}), '')`;

function toOperatorDeal(row: DealRow, uses: number, title: string, today: string): OperatorDeal {
  return {
    id: row.id,
    title: row.title,
    listing: {
      kind: row.listingKind,
      id: (row.listingKind === 'safari' ? row.packageId : row.routeId) ?? 0,
      title,
      currency: row.currency,
    },
    discount_kind: row.discountKind,
    percent_off: row.percentOff,
    amount_off_cents: row.amountOffCents,
    currency: row.currency,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    travel_from: row.travelFrom,
    travel_to: row.travelTo,
    code: row.code,
    code_public: row.codePublic,
    max_uses: row.maxUses,
    uses,
    status: row.status,
    state: dealState({ ...termsOf(row, uses) }, today),
    created_at: row.createdAt.toISOString(),
  };
}

const ownDeal = (user: AuthUser, id: string) =>
  and(eq(deals.id, id), eq(deals.operatorId, user.id), isNull(deals.deletedAt));

async function loadOwnDeal(db: Database, user: AuthUser, id: string): Promise<OperatorDeal> {
  const [found] = await db
    .select({ row: deals, uses: usesOf(sql`${deals.id}`), title: listingTitle })
    .from(deals)
    .where(ownDeal(user, id));
  if (!found) throw notFound('deals.notFound');
  return toOperatorDeal(found.row, Number(found.uses), found.title, todayInTanzania());
}

/** GET /operator/deals: newest first, optionally one state (live, scheduled, expired, paused, used up). */
export async function listOperatorDeals(
  db: Database,
  user: AuthUser,
  query: z.output<typeof operatorDealListQuerySchema>,
): Promise<Page<OperatorDeal>> {
  const today = todayInTanzania();
  const uses = usesOf(sql`${deals.id}`);
  const where: (SQL | undefined)[] = [eq(deals.operatorId, user.id), isNull(deals.deletedAt)];
  const capReached = sql`(${deals.maxUses} is not null and ${uses} >= ${deals.maxUses})`;
  switch (query.state) {
    case 'paused':
      where.push(eq(deals.status, 'paused'));
      break;
    case 'expired':
      where.push(sql`${deals.status} = 'active' and ${deals.validTo} < ${today}`);
      break;
    case 'used_up':
      where.push(sql`${deals.status} = 'active' and ${deals.validTo} >= ${today} and ${capReached}`);
      break;
    case 'scheduled':
      where.push(sql`${deals.status} = 'active' and ${deals.validFrom} > ${today} and not ${capReached}`);
      break;
    case 'live':
      where.push(
        sql`${deals.status} = 'active' and ${deals.validFrom} <= ${today} and ${deals.validTo} >= ${today} and not ${capReached}`,
      );
      break;
  }
  const whereSql = and(...where);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(deals)
    .where(whereSql);
  const rows = await db
    .select({ row: deals, uses, title: listingTitle })
    .from(deals)
    .where(whereSql)
    .orderBy(sql`${deals.createdAt} desc`, deals.id)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return {
    items: rows.map((r) => toOperatorDeal(r.row, Number(r.uses), r.title, today)),
    total: Number(count?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

/** GET /operator/deal-listings: a tour operator's packages, a transporter's routes (not archived). */
export async function dealListings(db: Database, user: AuthUser) {
  if (user.operator_type === 'transporter') {
    const rows = await db
      .select({
        id: transportRoutes.id,
        title: transportRoutes.name,
        price: sql<
          number | null
        >`(select min(f.fare_tzs) from route_fares f where f.route_id = ${transportRoutes.id})`,
      })
      .from(transportRoutes)
      .where(and(eq(transportRoutes.transporterId, user.id), eq(transportRoutes.status, 'active')))
      .orderBy(transportRoutes.name);
    return {
      items: rows.map((r) => ({
        kind: 'route' as const,
        id: r.id,
        title: r.title,
        currency: 'TZS' as const,
        price_cents: r.price == null ? null : Number(r.price) * 100,
      })),
    };
  }
  const rows = await db
    .select({ id: safariPackages.id, title: safariPackages.title, price: safariPackages.fromPriceCents })
    .from(safariPackages)
    .where(
      and(eq(safariPackages.operatorId, user.id), inArray(safariPackages.status, ['draft', 'published'])),
    )
    .orderBy(safariPackages.title);
  return {
    items: rows.map((r) => ({
      kind: 'safari' as const,
      id: r.id,
      title: r.title,
      currency: 'USD' as const,
      price_cents: r.price,
    })),
  };
}

function columnsOf(input: ParsedDealInput, listing: ListingInfo) {
  return {
    listingKind: listing.kind,
    packageId: listing.kind === 'safari' ? listing.id : null,
    routeId: listing.kind === 'route' ? listing.id : null,
    title: input.title,
    discountKind: input.discount_kind,
    percentOff: input.discount_kind === 'percent' ? input.percent_off : null,
    amountOffCents: input.discount_kind === 'amount' ? input.amount_off_cents : null,
    currency: listing.currency,
    validFrom: input.valid_from,
    validTo: input.valid_to,
    travelFrom: input.travel_from,
    travelTo: input.travel_to,
    code: input.code,
    codePublic: input.code ? input.code_public : false,
    maxUses: input.max_uses,
  };
}

/** A second live deal of this operator with the same code: the unique index answers, we name the field. */
function isCodeTaken(err: unknown): boolean {
  const text =
    JSON.stringify(err, Object.getOwnPropertyNames(err ?? {})) + String((err as Error)?.cause ?? '');
  return text.includes('deals_operator_code_key');
}

/** Whether a code is used by another of this operator's deals (asked first, for a clear field error). */
async function codeTaken(db: Database, user: AuthUser, code: string | null, exceptId?: string) {
  if (!code) return false;
  const [row] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(
      and(
        eq(deals.operatorId, user.id),
        eq(deals.code, code),
        isNull(deals.deletedAt),
        exceptId ? sql`${deals.id} <> ${exceptId}` : undefined,
      ),
    );
  return row !== undefined;
}

export async function createDeal(
  db: Database,
  user: AuthUser,
  input: ParsedDealInput,
): Promise<OperatorDeal> {
  const listing = await ownListing(db, user, input);
  if (await codeTaken(db, user, input.code)) throw validationError({ code: ['deals.codeTaken'] });
  try {
    const [row] = await db
      .insert(deals)
      .values({ operatorId: user.id, ...columnsOf(input, listing) })
      .returning({ id: deals.id });
    return await loadOwnDeal(db, user, row!.id);
  } catch (err) {
    if (isCodeTaken(err)) throw validationError({ code: ['deals.codeTaken'] });
    throw err;
  }
}

export async function updateDeal(
  db: Database,
  user: AuthUser,
  id: string,
  input: ParsedDealInput,
): Promise<OperatorDeal> {
  await loadOwnDeal(db, user, id);
  const listing = await ownListing(db, user, input);
  if (await codeTaken(db, user, input.code, id)) throw validationError({ code: ['deals.codeTaken'] });
  try {
    await db
      .update(deals)
      .set({ ...columnsOf(input, listing), updatedAt: sql`now()` })
      .where(ownDeal(user, id));
  } catch (err) {
    if (isCodeTaken(err)) throw validationError({ code: ['deals.codeTaken'] });
    throw err;
  }
  return loadOwnDeal(db, user, id);
}

export async function setDealStatus(
  db: Database,
  user: AuthUser,
  id: string,
  status: 'active' | 'paused',
): Promise<OperatorDeal> {
  const updated = await db
    .update(deals)
    .set({ status, updatedAt: sql`now()` })
    .where(ownDeal(user, id))
    .returning({ id: deals.id });
  if (updated.length === 0) throw notFound('deals.notFound');
  return loadOwnDeal(db, user, id);
}

/** Off sale for good; bookings made with it keep their deal (the row stays, marked deleted). */
export async function deleteDeal(db: Database, user: AuthUser, id: string): Promise<{ id: string }> {
  const updated = await db
    .update(deals)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(ownDeal(user, id))
    .returning({ id: deals.id });
  if (updated.length === 0) throw notFound('deals.notFound');
  return { id };
}

// ── Live deals for travelers ──────────────────────────────────────────────────────────────────────

/**
 * GET /deals: deals on sale today on published packages and active routes, without a code or with a
 * code the operator made public, not used up; those ending soonest first. The price shown is the
 * listing's price for one traveler (a package's "from" price, a route's cheapest fare) before and after.
 */
export async function liveDeals(
  db: Database,
  query: z.output<typeof liveDealListQuerySchema>,
): Promise<Page<LiveDeal>> {
  const today = todayInTanzania();
  const where = sql`d.deleted_at is null and d.status = 'active' and d.valid_from <= ${today}
    and d.valid_to >= ${today} and (d.code is null or d.code_public)
    and (d.max_uses is null or ${usesOf(sql`d.id`)} < d.max_uses)
    and (d.travel_to is null or d.travel_to > ${today})
    and ((d.listing_kind = 'safari' and p.status = 'published') or (d.listing_kind = 'route' and r.status = 'active'))
    ${query.kind ? sql`and d.listing_kind = ${query.kind}` : sql``}`;
  const from = sql`deals d left join safari_packages p on p.id = d.package_id
    left join transport_routes r on r.id = d.route_id
    left join operator_profiles op on op.user_id = d.operator_id`;
  const countResult = await db.execute(sql`select count(*)::int as n from ${from} where ${where}`);
  const result = await db.execute(sql`
    select d.id, d.title, d.listing_kind, d.package_id, d.route_id, d.currency, d.discount_kind, d.percent_off,
      d.amount_off_cents, to_char(d.valid_to, 'YYYY-MM-DD') as valid_to,
      to_char(d.travel_from, 'YYYY-MM-DD') as travel_from, to_char(d.travel_to, 'YYYY-MM-DD') as travel_to,
      d.code, d.max_uses, ${usesOf(sql`d.id`)} as uses,
      coalesce(p.title, r.name) as listing_title, p.slug, p.location,
      coalesce(op.company_name, '') as operator_name,
      case when d.listing_kind = 'safari' then p.from_price_cents
        else (select min(f.fare_tzs) * 100 from route_fares f where f.route_id = d.route_id) end as price_cents
    from ${from} where ${where}
    order by d.valid_to, d.created_at desc, d.id
    limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`);
  const items = result.rows.map((r): LiveDeal => {
    const discount: DealDiscount =
      r.discount_kind === 'percent'
        ? { kind: 'percent', percent_off: Number(r.percent_off) }
        : { kind: 'amount', amount_off_cents: Number(r.amount_off_cents) };
    const price = r.price_cents == null ? null : Number(r.price_cents);
    const maxUses = r.max_uses == null ? null : Number(r.max_uses);
    return {
      id: String(r.id),
      title: String(r.title),
      listing: {
        kind: r.listing_kind === 'route' ? 'route' : 'safari',
        id: Number(r.listing_kind === 'route' ? r.route_id : r.package_id),
        title: String(r.listing_title ?? ''),
        currency: r.currency === 'TZS' ? 'TZS' : 'USD',
        slug: r.slug == null ? null : String(r.slug),
        location: r.location == null ? null : String(r.location),
        operator_name: String(r.operator_name),
      },
      currency: r.currency === 'TZS' ? 'TZS' : 'USD',
      discount_kind: discount.kind,
      percent_off: discount.kind === 'percent' ? discount.percent_off : null,
      amount_off_cents: discount.kind === 'amount' ? discount.amount_off_cents : null,
      original_cents: price,
      deal_cents: price == null ? null : priceAfterDeal(price, discount),
      valid_to: String(r.valid_to),
      travel_from: r.travel_from == null ? null : String(r.travel_from),
      travel_to: r.travel_to == null ? null : String(r.travel_to),
      code: r.code == null ? null : String(r.code),
      max_uses: maxUses,
      uses_left: maxUses == null ? null : Math.max(0, maxUses - Number(r.uses)),
    };
  });
  return {
    items,
    total: Number(countResult.rows[0]?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}
