import {
  reviewEditableUntil,
  reviewerDisplayName,
  canEditReview,
  type AdminReview,
  type MyReview,
  type PublicReview,
  type ReceivedReview,
  type ReviewSubject,
} from '@dala/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Reading reviews: one statement that joins what every view of a review needs (author, subject,
 * operator's company, booking, photos, moderator), filtered and paged by the caller, then mapped
 * to the API shape of each audience. Dates are cast to text (both drivers then agree).
 */

export interface ReviewRow {
  id: number;
  booking_id: string;
  kind: 'safari' | 'trip';
  author_id: string;
  operator_id: string;
  package_id: number | null;
  route_id: number | null;
  rating: number;
  title: string;
  body: string;
  created_at: string;
  edited_at: string | null;
  reply: string | null;
  replied_at: string | null;
  hidden_at: string | null;
  hidden_reason: string | null;
  author_first_name: string;
  author_last_name: string;
  author_email: string;
  operator_name: string;
  hidden_by_name: string | null;
  booking_reference: string;
  start_date: string;
  subject_title: string;
  subject_slug: string | null;
  photo_ids: number[];
}

const SELECT = sql`
  select r.id, r.booking_id::text as booking_id, r.kind, r.author_id::text as author_id,
    r.operator_id::text as operator_id, r.package_id, r.route_id, r.rating, r.title, r.body,
    r.created_at, r.edited_at, r.reply, r.replied_at, r.hidden_at, r.hidden_reason,
    au.first_name as author_first_name, au.last_name as author_last_name, au.email as author_email,
    coalesce(nullif(op.company_name, ''), trim(ou.first_name || ' ' || ou.last_name)) as operator_name,
    nullif(trim(coalesce(hb.first_name, '') || ' ' || coalesce(hb.last_name, '')), '') as hidden_by_name,
    b.reference as booking_reference, b.start_date::text as start_date,
    coalesce(p.title, tr.name, '') as subject_title, p.slug as subject_slug,
    coalesce((select array_agg(ph.id order by ph.id) from review_photos ph where ph.review_id = r.id),
      '{}'::int[]) as photo_ids
  from reviews r
  join users au on au.id = r.author_id
  join users ou on ou.id = r.operator_id
  left join operator_profiles op on op.user_id = r.operator_id
  left join users hb on hb.id = r.hidden_by
  join bookings b on b.id = r.booking_id
  left join safari_packages p on p.id = r.package_id
  left join transport_routes tr on tr.id = r.route_id`;

/** Reviews matching `where` (over the aliases above), in `order`, one page. */
export async function selectReviews(
  db: Database,
  where: SQL,
  options: { order?: SQL; limit?: number; offset?: number } = {},
): Promise<ReviewRow[]> {
  const result = await db.execute(sql`${SELECT} where ${where}
    order by ${options.order ?? sql`r.created_at desc, r.id desc`}
    limit ${options.limit ?? 1} offset ${options.offset ?? 0}`);
  return result.rows.map((row) => normalize(row as Record<string, unknown>));
}

export async function countReviews(db: Database, where: SQL): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from reviews r
    join users au on au.id = r.author_id
    left join safari_packages p on p.id = r.package_id
    left join transport_routes tr on tr.id = r.route_id
    where ${where}`);
  return Number((result.rows[0] as { n?: unknown } | undefined)?.n ?? 0);
}

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();
const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value));

function normalize(row: Record<string, unknown>): ReviewRow {
  const photoIds = Array.isArray(row.photo_ids)
    ? row.photo_ids.map(Number)
    : String(row.photo_ids ?? '{}')
        .replace(/[{}]/g, '')
        .split(',')
        .filter(Boolean)
        .map(Number);
  return {
    id: Number(row.id),
    booking_id: String(row.booking_id),
    kind: row.kind === 'trip' ? 'trip' : 'safari',
    author_id: String(row.author_id),
    operator_id: String(row.operator_id),
    package_id: row.package_id == null ? null : Number(row.package_id),
    route_id: row.route_id == null ? null : Number(row.route_id),
    rating: Number(row.rating),
    title: String(row.title),
    body: String(row.body),
    created_at: iso(row.created_at),
    edited_at: isoOrNull(row.edited_at),
    reply: row.reply == null ? null : String(row.reply),
    replied_at: isoOrNull(row.replied_at),
    hidden_at: isoOrNull(row.hidden_at),
    hidden_reason: row.hidden_reason == null ? null : String(row.hidden_reason),
    author_first_name: String(row.author_first_name ?? ''),
    author_last_name: String(row.author_last_name ?? ''),
    author_email: String(row.author_email ?? ''),
    operator_name: String(row.operator_name ?? ''),
    hidden_by_name: row.hidden_by_name == null ? null : String(row.hidden_by_name),
    booking_reference: String(row.booking_reference),
    start_date: String(row.start_date),
    subject_title: String(row.subject_title ?? ''),
    subject_slug: row.subject_slug == null ? null : String(row.subject_slug),
    photo_ids: photoIds,
  };
}

export function photoUrl(reviewId: number, photoId: number): string {
  return `/api/reviews/${reviewId}/photos/${photoId}`;
}

export function toSubject(row: ReviewRow): ReviewSubject {
  return {
    kind: row.kind,
    id: (row.kind === 'safari' ? row.package_id : row.route_id) ?? 0,
    title: row.subject_title,
    slug: row.subject_slug,
    operator_name: row.operator_name,
  };
}

export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    author_name: reviewerDisplayName(row.author_first_name, row.author_last_name),
    rating: row.rating,
    title: row.title,
    text: row.body,
    photos: row.photo_ids.map((id) => ({ id, url: photoUrl(row.id, id) })),
    verified_booking: true,
    created_at: row.created_at,
    edited_at: row.edited_at,
    reply:
      row.reply != null && row.replied_at != null
        ? { text: row.reply, replied_at: row.replied_at, operator_name: row.operator_name }
        : null,
  };
}

export function toMyReview(row: ReviewRow, now: Date = new Date()): MyReview {
  const createdAt = new Date(row.created_at);
  return {
    ...toPublicReview(row),
    subject: toSubject(row),
    booking_id: row.booking_id,
    booking_reference: row.booking_reference,
    editable_until: reviewEditableUntil(createdAt).toISOString(),
    can_edit: canEditReview({ createdAt, hidden: row.hidden_at !== null }, now),
    hidden: row.hidden_at !== null,
    hidden_reason: row.hidden_reason,
  };
}

export function toReceivedReview(row: ReviewRow): ReceivedReview {
  return {
    ...toPublicReview(row),
    subject: toSubject(row),
    booking_reference: row.booking_reference,
    travel_date: row.start_date,
    hidden: row.hidden_at !== null,
    hidden_reason: row.hidden_reason,
  };
}

export function toAdminReview(row: ReviewRow): AdminReview {
  return {
    ...toReceivedReview(row),
    author_email: row.author_email,
    hidden_at: row.hidden_at,
    hidden_by_name: row.hidden_by_name,
  };
}
