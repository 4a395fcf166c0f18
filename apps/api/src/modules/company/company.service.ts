import type { companyProfileUpdateSchema } from '@dala/shared';
import {
  COMPANY_REVIEWS_PAGE_SIZE,
  companyInitials,
  type CompanyLogo,
  type CompanyReview,
  type Page,
  type PaginationQuery,
  type CompanyProfile,
  type CompanyProfileUpdate,
  type PublicCompany,
} from '@dala/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { operatorProfiles, type StoredLogoVariant } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../bookings';
import { countReviews, selectReviews, toPublicReview } from '../reviews';
import { cardsByIds } from '../safaris';

type ProfileInput = z.output<typeof companyProfileUpdateSchema>;

export function logoUrl(file: string): string {
  return `/api/companies/logos/${file}`;
}

/** A logo's default URL (≈192 px, sharp on a 2× screen at 96 CSS px) and its srcset. */
export function toCompanyLogo(variants: StoredLogoVariant[]): CompanyLogo | null {
  if (variants.length === 0) return null;
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const preferred = sorted.find((v) => v.width >= 192) ?? sorted[sorted.length - 1]!;
  return {
    url: logoUrl(preferred.file),
    srcset: sorted.map((v) => `${logoUrl(v.file)} ${v.width}w`).join(', '),
  };
}

const PROFILE_COLUMNS = sql`op.user_id, op.company_name, op.slug, op.description, op.region, op.address,
  op.logo_variants, op.contact_email, op.contact_phone, op.website, op.publish_email, op.publish_phone,
  op.tala_licence, op.latra_licence, op.year_founded, op.profile_updated_at, u.operator_type, u.is_verified`;

interface ProfileRow {
  user_id: string;
  company_name: string;
  slug: string;
  description: string;
  region: string;
  address: string;
  logo_variants: StoredLogoVariant[];
  contact_email: string;
  contact_phone: string;
  website: string;
  publish_email: boolean;
  publish_phone: boolean;
  tala_licence: string;
  latra_licence: string;
  year_founded: number | null;
  profile_updated_at: string | Date | null;
  operator_type: CompanyProfile['operator_type'] | null;
  is_verified: boolean;
}

async function profileRow(db: Database, userId: string, lock = false): Promise<ProfileRow> {
  const result = await db.execute(sql`
    select ${PROFILE_COLUMNS}
    from operator_profiles op join users u on u.id = op.user_id
    where op.user_id = ${userId} ${lock ? sql`for update of op` : sql``}`);
  const row = result.rows[0] as unknown as ProfileRow | undefined;
  if (!row) throw notFound('company.operatorNotFound');
  return row;
}

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** GET /company: the operator's own profile with its former slugs. */
export async function ownCompanyProfile(db: Database, userId: string): Promise<CompanyProfile> {
  const row = await profileRow(db, userId);
  const former = await db.execute(sql`
    select slug from company_slug_history where user_id = ${userId} order by retired_at desc, slug`);
  return {
    company_name: row.company_name,
    operator_type: row.operator_type ?? 'tour_operator',
    is_verified: Boolean(row.is_verified),
    slug: row.slug,
    former_slugs: former.rows.map((r) => String(r.slug)),
    description: row.description,
    region: row.region,
    address: row.address,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    website: row.website,
    publish_email: Boolean(row.publish_email),
    publish_phone: Boolean(row.publish_phone),
    tala_licence: row.tala_licence,
    latra_licence: row.latra_licence,
    year_founded: row.year_founded === null ? null : Number(row.year_founded),
    logo: toCompanyLogo(row.logo_variants),
    updated_at: iso(row.profile_updated_at),
  };
}

const slugTaken = () => conflict('company.slugTaken', { slug: ['company.slugTaken'] });

/**
 * PUT /company: saves the profile in one transaction. A new slug must be free (no other company's
 * current or former slug); the old one is kept in company_slug_history and keeps leading here, and a
 * company may take back one of its own former slugs.
 */
export async function updateCompanyProfile(
  db: Database,
  userId: string,
  input: ProfileInput | CompanyProfileUpdate,
): Promise<void> {
  const profile = input as ProfileInput;
  try {
    await db.transaction(async (tx) => {
      const current = await profileRow(tx, userId, true);
      if (profile.slug !== current.slug) {
        const used = await tx.execute(sql`
          select 1 from operator_profiles where slug = ${profile.slug} and user_id <> ${userId}
          union all
          select 1 from company_slug_history where slug = ${profile.slug} and user_id <> ${userId}
          limit 1`);
        if (used.rows.length > 0) throw slugTaken();
        await tx.execute(sql`delete from company_slug_history where slug = ${profile.slug}`);
        await tx.execute(sql`
          insert into company_slug_history (slug, user_id) values (${current.slug}, ${userId})
          on conflict (slug) do nothing`);
      }
      await tx
        .update(operatorProfiles)
        .set({
          slug: profile.slug,
          description: profile.description,
          region: profile.region,
          address: profile.address,
          contactEmail: profile.contact_email,
          contactPhone: profile.contact_phone,
          website: profile.website,
          publishEmail: profile.publish_email,
          publishPhone: profile.publish_phone,
          talaLicence: profile.tala_licence,
          latraLicence: profile.latra_licence,
          yearFounded: profile.year_founded,
          profileUpdatedAt: sql`now()`,
        })
        .where(eq(operatorProfiles.userId, userId));
    });
  } catch (err) {
    // Two companies taking the same free slug at once: the unique index refuses the second.
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

/** Sets (or with [] removes) the logo; answers the variants it replaced, for their files to go. */
export async function replaceCompanyLogo(
  db: Database,
  userId: string,
  variants: StoredLogoVariant[],
): Promise<StoredLogoVariant[]> {
  return db.transaction(async (tx) => {
    const current = await profileRow(tx, userId, true);
    await tx
      .update(operatorProfiles)
      .set({ logoVariants: variants, profileUpdatedAt: sql`now()` })
      .where(eq(operatorProfiles.userId, userId));
    return current.logo_variants;
  });
}

/** The company a slug names: its current slug, or a former one (which leads to the current one). */
async function companyIdBySlug(db: Database, slug: string): Promise<string | undefined> {
  const result = await db.execute(sql`
    select user_id from operator_profiles where slug = ${slug}
    union all
    select user_id from company_slug_history where slug = ${slug}
    limit 1`);
  const row = result.rows[0];
  return row ? String(row.user_id) : undefined;
}

/** How many of a route's next departures the public page lists. */
const ROUTE_DEPARTURES = 3;

/** The company a slug names, if the viewer may see its page: verified, or the viewer's own (preview). */
async function visibleCompany(db: Database, slug: string, viewerId: string | null): Promise<ProfileRow> {
  const userId = await companyIdBySlug(db, slug);
  if (!userId) throw notFound('company.operatorNotFound');
  const row = await profileRow(db, userId);
  if (!row.is_verified && viewerId !== userId) throw notFound('company.operatorNotFound');
  return row;
}

/**
 * GET /companies/:slug: a verified operator's public page: the company, its published listings (safari
 * cards, or routes with their next departures on sale), rating and recent reviews. An unverified
 * operator is 404 to everyone but itself (its preview); contacts only as the operator chose to publish.
 */
export async function publicCompany(
  db: Database,
  slug: string,
  viewerId: string | null,
): Promise<PublicCompany> {
  const row = await visibleCompany(db, slug, viewerId);
  const userId = row.user_id;

  const operatorType = row.operator_type ?? 'tour_operator';
  const [safaris, routes, rating] = await Promise.all([
    operatorType === 'tour_operator' ? publishedSafariCards(db, userId) : Promise.resolve([]),
    operatorType === 'transporter' ? routesOnSale(db, userId) : Promise.resolve([]),
    operatorType === 'transporter' ? transporterRating(db, userId) : companyRating(db, userId),
  ]);
  const optional = (value: string) => (value === '' ? null : value);
  return {
    slug: row.slug,
    company_name: row.company_name,
    operator_type: operatorType,
    is_verified: Boolean(row.is_verified),
    is_public: Boolean(row.is_verified),
    initials: companyInitials(row.company_name),
    logo: toCompanyLogo(row.logo_variants),
    description: row.description,
    region: row.region,
    address: row.address,
    year_founded: row.year_founded === null ? null : Number(row.year_founded),
    licences: { tala: optional(row.tala_licence), latra: optional(row.latra_licence) },
    contacts: {
      email: row.publish_email ? optional(row.contact_email) : null,
      phone: row.publish_phone ? optional(row.contact_phone) : null,
      website: optional(row.website),
    },
    rating,
    reviews: (await companyReviews(db, userId, 1, COMPANY_REVIEWS_PAGE_SIZE)).items,
    safaris,
    routes,
  };
}

async function publishedSafariCards(db: Database, operatorId: string) {
  const result = await db.execute(sql`
    select id from safari_packages where operator_id = ${operatorId} and status = 'published'
    order by rating_avg * review_count desc, id desc limit 24`);
  const ids = result.rows.map((r) => Number(r.id));
  const cards = await cardsByIds(db, ids);
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/** Active routes with a trip on sale: first and last stop, the whole route's fare, next departures. */
async function routesOnSale(db: Database, transporterId: string): Promise<PublicCompany['routes']> {
  const result = await db.execute(sql`
    select r.id, r.name,
      (select s.place from route_stops s where s.route_id = r.id order by s.position asc limit 1) as origin,
      (select s.place from route_stops s where s.route_id = r.id order by s.position desc limit 1) as destination,
      (select f.fare_tzs from route_fares f where f.route_id = r.id
        and f.board_pos = (select min(s.position) from route_stops s where s.route_id = r.id)
        and f.alight_pos = (select max(s.position) from route_stops s where s.route_id = r.id)) as route_fare,
      (select json_agg(json_build_object('trip_id', d.id, 'departs_at', d.departs_at) order by d.departs_at)
        from (select t.id, t.departs_at from trips t
          where t.route_id = r.id and t.status = 'on_sale' and t.sales_close_at > now()
          order by t.departs_at limit ${ROUTE_DEPARTURES}) d) as departures
    from transport_routes r
    where r.transporter_id = ${transporterId} and r.status = 'active'
      and exists (select 1 from trips t where t.route_id = r.id and t.status = 'on_sale' and t.sales_close_at > now())
    order by r.name, r.id
    limit 30`);
  return result.rows.map((r) => ({
    route_id: Number(r.id),
    name: String(r.name),
    from: String(r.origin ?? ''),
    to: String(r.destination ?? ''),
    fare_tzs: r.route_fare === null || r.route_fare === undefined ? null : Number(r.route_fare),
    departures: ((r.departures as { trip_id: number; departs_at: string }[] | null) ?? []).map((d) => ({
      trip_id: Number(d.trip_id),
      departs_at: new Date(d.departs_at).toISOString(),
    })),
  }));
}

/**
 * The operator's rating: its published packages' averages weighted by their review counts (the figures
 * the reviews module keeps on every package), as on the safari detail page.
 */
async function companyRating(db: Database, operatorId: string): Promise<PublicCompany['rating']> {
  const result = await db.execute(sql`
    select coalesce(sum(rating_avg * review_count) / nullif(sum(review_count), 0), 0) as average,
      coalesce(sum(review_count), 0) as count
    from safari_packages where operator_id = ${operatorId} and status = 'published'`);
  const row = result.rows[0]!;
  const count = Number(row.count);
  return { average: count > 0 ? Math.round(Number(row.average) * 10) / 10 : null, count };
}

/** A transporter's rating: the figures the reviews module keeps per transporter (transporter_ratings). */
async function transporterRating(db: Database, transporterId: string): Promise<PublicCompany['rating']> {
  const result = await db.execute(sql`
    select rating_avg, review_count from transporter_ratings where transporter_id = ${transporterId}`);
  const row = result.rows[0];
  const count = row ? Number(row.review_count) : 0;
  return { average: count > 0 ? Math.round(Number(row!.rating_avg) * 10) / 10 : null, count };
}

/**
 * The reviews a company's page lists and counts: visible ones (hidden never) of its published packages
 * (as the package figures behind its rating count them), or of its trips.
 */
function companyReviewsWhere(operatorId: string): SQL {
  return sql`r.operator_id = ${operatorId} and r.hidden_at is null
    and (r.kind = 'trip' or p.status = 'published')`;
}

/** One page of the company's reviews, newest first, as the safari page shows them (reply included). */
async function companyReviews(
  db: Database,
  operatorId: string,
  page: number,
  pageSize: number,
): Promise<Page<CompanyReview>> {
  const where = companyReviewsWhere(operatorId);
  const [rows, total] = await Promise.all([
    selectReviews(db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
    countReviews(db, where),
  ]);
  return {
    items: rows.map((row) => ({
      ...toPublicReview(row),
      kind: row.kind,
      listing_title: row.subject_title,
      listing_slug: row.subject_slug,
    })),
    total,
    page,
    page_size: pageSize,
  };
}

/** GET /companies/:slug/reviews: the company's reviews page by page, 404 where its page is. */
export async function publicCompanyReviews(
  db: Database,
  slug: string,
  viewerId: string | null,
  query: PaginationQuery,
): Promise<Page<CompanyReview>> {
  const row = await visibleCompany(db, slug, viewerId);
  return companyReviews(db, row.user_id, query.page, query.page_size);
}
