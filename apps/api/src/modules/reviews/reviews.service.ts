import {
  REVIEW_MAX_PHOTOS,
  canEditReview,
  translate,
  type AdminReviewsQuery,
  type CreateReviewInput,
  type Language,
  type ReceivedReviewsQuery,
  type ReviewInvitation,
  type UpdateReviewInput,
} from '@dala/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { enqueueMail } from '../../lib/jobs';
import { recordAudit } from '../audit';
import { notify } from '../notifications';
import { recomputeRatings } from './ratings';
import { selectReviews, type ReviewRow } from './reviews.repository';

/** Postgres unique violation (both drivers expose the SQLSTATE as `code`, possibly on `cause`). */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

async function languageOf(
  db: Database,
  userId: string,
): Promise<{ email: string; firstName: string; language: Language }> {
  const result = await db.execute(
    sql`select email, first_name, preferred_language from users where id = ${userId}`,
  );
  const row = result.rows[0] as { email: string; first_name: string; preferred_language: string } | undefined;
  return {
    email: row?.email ?? '',
    firstName: row?.first_name ?? '',
    language: (row?.preferred_language as Language | undefined) ?? 'en',
  };
}

/** The review `id` as its author may change it, locked; 404 for anyone else's. */
async function ownReviewForUpdate(tx: Database, id: number, authorId: string): Promise<ReviewRow> {
  await tx.execute(sql`select 1 from reviews where id = ${id} and author_id = ${authorId} for update`);
  const [row] = await selectReviews(tx, sql`r.id = ${id} and r.author_id = ${authorId}`);
  if (!row) throw notFound('reviews.reviewNotFound');
  return row;
}

/** 409 unless the review may still be edited (not hidden, within 30 days of writing). */
export function assertEditable(row: ReviewRow, now: Date = new Date()): void {
  if (row.hidden_at !== null) throw conflict('reviews.reviewHidden');
  if (!canEditReview({ createdAt: new Date(row.created_at), hidden: false }, now)) {
    throw conflict('reviews.editWindowClosed');
  }
}

// ── Eligibility: a booking that ended ───────────────────────────────────────────────────────────

/**
 * The instant a booking ended: a safari at the end of its last day in Tanzania, a trip when it
 * reached the traveler's stop. Bookings that never took place (cancelled, expired, unpaid, or a
 * cancelled trip) end never.
 */
const ENDED_FROM = sql`
  from bookings b
  left join safari_packages p on p.id = b.package_id
  left join trip_bookings tb on tb.booking_id = b.id
  left join trips t on t.id = tb.trip_id
  left join transport_routes tr on tr.id = t.route_id
  left join route_stops rs on rs.route_id = t.route_id and rs.position = tb.alight_pos
  left join operator_profiles op on op.user_id = coalesce(p.operator_id, t.transporter_id)`;
const ENDED_AT = sql`(case when b.kind = 'safari'
    then ((b.end_date + 1)::timestamp at time zone 'Africa/Dar_es_Salaam')
    else t.departs_at + make_interval(mins => coalesce(rs.minutes_from_departure, 0)) end)`;
const TOOK_PLACE = sql`(b.status in ('confirmed', 'completed') and (b.kind = 'safari' or t.status <> 'cancelled'))`;
const INVITATION_FIELDS = sql`b.id::text as booking_id, b.reference, b.kind, b.traveler_id::text as traveler_id,
  b.start_date::text as start_date, b.end_date::text as end_date,
  coalesce(p.title, tr.name, '') as subject_title, p.slug as subject_slug,
  coalesce(b.package_id, t.route_id) as subject_id, coalesce(op.company_name, '') as operator_name,
  coalesce(p.operator_id, t.transporter_id)::text as operator_id`;

interface InvitationRow {
  booking_id: string;
  reference: string;
  kind: 'safari' | 'trip';
  traveler_id: string;
  start_date: string;
  end_date: string;
  subject_title: string;
  subject_slug: string | null;
  subject_id: number;
  operator_name: string;
  operator_id: string;
}

function toInvitation(row: InvitationRow): ReviewInvitation {
  return {
    booking_id: row.booking_id,
    booking_reference: row.reference,
    subject: {
      kind: row.kind,
      id: Number(row.subject_id),
      title: row.subject_title,
      slug: row.subject_slug,
      operator_name: row.operator_name,
    },
    start_date: row.start_date,
    end_date: row.end_date,
  };
}

/** The traveler's finished bookings without a review, most recently ended first. */
export async function listInvitations(
  db: Database,
  travelerId: string,
  page: { page: number; page_size: number },
): Promise<{ items: ReviewInvitation[]; total: number }> {
  const where = sql`b.traveler_id = ${travelerId} and ${TOOK_PLACE} and ${ENDED_AT} <= now()
    and not exists (select 1 from reviews r where r.booking_id = b.id)`;
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${INVITATION_FIELDS} ${ENDED_FROM} where ${where}
      order by b.end_date desc, b.id limit ${page.page_size} offset ${(page.page - 1) * page.page_size}`),
    db.execute(sql`select count(*)::int as n ${ENDED_FROM} where ${where}`),
  ]);
  return {
    items: (rows.rows as unknown as InvitationRow[]).map(toInvitation),
    total: Number((count.rows[0] as { n?: unknown } | undefined)?.n ?? 0),
  };
}

// ── Writing ──────────────────────────────────────────────────────────────────────────────────────

/** Reviews one of the traveler's own bookings that ended; once per booking. */
export async function createReview(
  db: Database,
  authorId: string,
  input: CreateReviewInput,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const result = await tx.execute(sql`select ${INVITATION_FIELDS}, b.package_id, t.route_id,
          ${TOOK_PLACE} as took_place, ${ENDED_AT} <= now() as ended
        ${ENDED_FROM} where b.id = ${input.booking_id} and b.traveler_id = ${authorId}
        for update of b`);
      const booking = result.rows[0] as
        | (InvitationRow & {
            package_id: number | null;
            route_id: number | null;
            took_place: boolean;
            ended: boolean;
          })
        | undefined;
      // Another traveler's booking is "not found", never "not yours".
      if (!booking) throw notFound('reviews.bookingNotFound');
      const existing = await tx.execute(sql`select 1 from reviews where booking_id = ${input.booking_id}`);
      if (existing.rows.length > 0) throw conflict('reviews.alreadyReviewed');
      if (!booking.took_place) throw conflict('reviews.notTaken');
      if (!booking.ended) throw conflict('reviews.notEnded');
      const kind = booking.kind;
      const packageId = kind === 'safari' ? Number(booking.package_id) : null;
      const inserted = await tx.execute(sql`insert into reviews
          (booking_id, kind, author_id, operator_id, package_id, route_id, rating, title, body)
        values (${input.booking_id}, ${kind}, ${authorId}, ${booking.operator_id}, ${packageId},
          ${kind === 'trip' ? Number(booking.route_id) : null}, ${input.rating}, ${input.title}, ${input.text})
        returning id`);
      const id = Number((inserted.rows[0] as { id: unknown }).id);
      await recomputeRatings(tx, { kind, packageId, operatorId: booking.operator_id });
      const author = await languageOf(tx, authorId);
      await notify(tx, booking.operator_id, 'info', 'reviews.newReviewTitle', {
        key: 'reviews.newReview',
        values: {
          author: author.firstName,
          subject: booking.subject_title,
          rating: input.rating,
          title: excerpt(input.title, 80),
        },
      });
      return id;
    });
  } catch (err) {
    // Two submissions of one booking at once: the unique index decides, the second is told so.
    if (isUniqueViolation(err)) throw conflict('reviews.alreadyReviewed');
    throw err;
  }
}

export async function updateReview(
  db: Database,
  authorId: string,
  id: number,
  input: UpdateReviewInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownReviewForUpdate(tx, id, authorId);
    assertEditable(row);
    const sets: SQL[] = [sql`edited_at = now()`];
    if (input.rating !== undefined) sets.push(sql`rating = ${input.rating}`);
    if (input.title !== undefined) sets.push(sql`title = ${input.title}`);
    if (input.text !== undefined) sets.push(sql`body = ${input.text}`);
    await tx.execute(sql`update reviews set ${sql.join(sets, sql`, `)} where id = ${id}`);
    if (input.rating !== undefined && input.rating !== row.rating) {
      await recomputeRatings(tx, { kind: row.kind, packageId: row.package_id, operatorId: row.operator_id });
    }
  });
}

/** Adds a stored photo to the author's editable review (at most REVIEW_MAX_PHOTOS). */
export async function addReviewPhoto(
  db: Database,
  authorId: string,
  id: number,
  photo: { storageKey: string; contentType: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownReviewForUpdate(tx, id, authorId);
    assertEditable(row);
    if (row.photo_ids.length >= REVIEW_MAX_PHOTOS) throw conflict('reviews.tooManyPhotos');
    await tx.execute(sql`insert into review_photos (review_id, storage_key, content_type)
      values (${id}, ${photo.storageKey}, ${photo.contentType})`);
    await tx.execute(sql`update reviews set edited_at = now() where id = ${id}`);
  });
}

/** Removes a photo of the author's editable review; answers its storage key (the caller deletes the file). */
export async function removeReviewPhoto(
  db: Database,
  authorId: string,
  id: number,
  photoId: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await ownReviewForUpdate(tx, id, authorId);
    assertEditable(row);
    const deleted = await tx.execute(sql`delete from review_photos where id = ${photoId} and review_id = ${id}
      returning storage_key`);
    const key = (deleted.rows[0] as { storage_key?: string } | undefined)?.storage_key;
    if (!key) throw notFound('reviews.photoNotFound');
    await tx.execute(sql`update reviews set edited_at = now() where id = ${id}`);
    return key;
  });
}

/** The operator's one public reply; the traveler is notified and emailed. */
export async function replyToReview(
  db: Database,
  operatorId: string,
  id: number,
  text: string,
  publicUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await selectReviews(tx, sql`r.id = ${id} and r.operator_id = ${operatorId}`);
    if (!row) throw notFound('reviews.reviewNotFound');
    if (row.hidden_at !== null) throw conflict('reviews.reviewHidden');
    const updated = await tx.execute(sql`update reviews set reply = ${text}, replied_at = now()
      where id = ${id} and operator_id = ${operatorId} and reply is null returning id`);
    if (updated.rows.length === 0) throw conflict('reviews.alreadyReplied');
    const author = await languageOf(tx, row.author_id);
    const values = { operator: row.operator_name, subject: row.subject_title, excerpt: excerpt(text) };
    await notify(
      tx,
      row.author_id,
      'info',
      { key: 'reviews.replyTitle', values },
      { key: 'reviews.reply', values },
    );
    await enqueueMail(
      tx,
      {
        to: author.email,
        subject: translate(author.language, 'reviews.replyMailSubject', values),
        text: translate(author.language, 'reviews.replyMailBody', {
          ...values,
          name: author.firstName,
          reply: text,
          link: `${publicUrl}/reviews`,
        }),
      },
      { dedupeKey: `review-reply:${id}` },
    );
  });
}

// ── Moderation ───────────────────────────────────────────────────────────────────────────────────

export async function hideReview(db: Database, adminId: string, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from reviews where id = ${id} for update`);
    const [row] = await selectReviews(tx, sql`r.id = ${id}`);
    if (!row) throw notFound('reviews.reviewNotFound');
    if (row.hidden_at !== null) throw conflict('reviews.alreadyHidden');
    const updated = await tx.execute(sql`update reviews set hidden_at = now(), hidden_by = ${adminId},
      hidden_reason = ${reason} where id = ${id} returning hidden_at`);
    const hiddenAt = new Date((updated.rows[0] as { hidden_at: string | Date }).hidden_at).toISOString();
    await recomputeRatings(tx, { kind: row.kind, packageId: row.package_id, operatorId: row.operator_id });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'review.hide',
      targetType: 'review',
      targetId: id,
      before: { hidden_at: null, hidden_reason: null },
      after: { hidden_at: hiddenAt, hidden_reason: reason },
      reason,
    });
    await notify(tx, row.author_id, 'warning', 'reviews.hiddenTitle', {
      key: 'reviews.hidden',
      values: { subject: row.subject_title, reason },
    });
  });
}

export async function restoreReview(
  db: Database,
  adminId: string,
  id: number,
  reason: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from reviews where id = ${id} for update`);
    const [row] = await selectReviews(tx, sql`r.id = ${id}`);
    if (!row) throw notFound('reviews.reviewNotFound');
    if (row.hidden_at === null) throw conflict('reviews.notHidden');
    await tx.execute(sql`update reviews set hidden_at = null, hidden_by = null, hidden_reason = null
      where id = ${id}`);
    await recomputeRatings(tx, { kind: row.kind, packageId: row.package_id, operatorId: row.operator_id });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'review.restore',
      targetType: 'review',
      targetId: id,
      before: { hidden_at: row.hidden_at, hidden_reason: row.hidden_reason },
      after: { hidden_at: null, hidden_reason: null },
      reason: reason ?? null,
    });
    await notify(tx, row.author_id, 'info', 'reviews.restoredTitle', {
      key: 'reviews.restored',
      values: { subject: row.subject_title },
    });
  });
}

// ── Filters of the lists ─────────────────────────────────────────────────────────────────────────

export function receivedWhere(operatorId: string, q: ReceivedReviewsQuery): SQL {
  const parts: SQL[] = [sql`r.operator_id = ${operatorId}`];
  if (q.rating !== undefined) parts.push(sql`r.rating = ${q.rating}`);
  if (q.replied === 'yes') parts.push(sql`r.reply is not null`);
  if (q.replied === 'no') parts.push(sql`r.reply is null`);
  if (q.listing) {
    const [kind, idText] = q.listing.split(':');
    const listingId = Number(idText);
    parts.push(kind === 'safari' ? sql`r.package_id = ${listingId}` : sql`r.route_id = ${listingId}`);
  }
  return sql.join(parts, sql` and `);
}

export function adminWhere(q: AdminReviewsQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.status === 'visible') parts.push(sql`r.hidden_at is null`);
  if (q.status === 'hidden') parts.push(sql`r.hidden_at is not null`);
  if (q.rating !== undefined) parts.push(sql`r.rating = ${q.rating}`);
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(r.title ilike ${like} or r.body ilike ${like} or au.email ilike ${like}
      or (au.first_name || ' ' || au.last_name) ilike ${like} or coalesce(p.title, tr.name) ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

// ── Invitations (the recurring job) ──────────────────────────────────────────────────────────────

/** How far back a run looks for finished bookings (a job that did not run for days still invites them). */
const INVITE_LOOKBACK_DAYS = 14;

/**
 * Invites the travelers of bookings that ended in the last days and have neither a review nor an
 * invitation: a notification and an email each. The invitation row is inserted in the transaction
 * that queues them, so two processes running at once invite a booking exactly once.
 */
export async function sendReviewInvitations(
  db: Database,
  publicUrl: string,
  now: Date = new Date(),
): Promise<string[]> {
  const result = await db.execute(sql`select ${INVITATION_FIELDS},
      u.email, u.first_name, u.preferred_language
    ${ENDED_FROM}
    join users u on u.id = b.traveler_id
    where b.end_date >= (${now.toISOString()}::timestamptz at time zone 'Africa/Dar_es_Salaam')::date - ${INVITE_LOOKBACK_DAYS}::int
      and ${TOOK_PLACE} and ${ENDED_AT} <= ${now.toISOString()}::timestamptz
      and ${ENDED_AT} > ${now.toISOString()}::timestamptz - make_interval(days => ${INVITE_LOOKBACK_DAYS})
      and not exists (select 1 from reviews r where r.booking_id = b.id)
      and not exists (select 1 from review_invitations i where i.booking_id = b.id)
    order by b.end_date, b.id limit 500`);
  const invited: string[] = [];
  for (const raw of result.rows) {
    const row = raw as unknown as InvitationRow & {
      email: string;
      first_name: string;
      preferred_language: Language;
    };
    const sent = await db.transaction(async (tx) => {
      const claimed =
        await tx.execute(sql`insert into review_invitations (booking_id) values (${row.booking_id})
        on conflict do nothing returning booking_id`);
      if (claimed.rows.length === 0) return false;
      const values = {
        subject: row.subject_title,
        operator: row.operator_name,
        date: { date: row.end_date },
        reference: row.reference,
        name: row.first_name,
        link: `${publicUrl}/reviews?write=${row.booking_id}`,
      };
      await notify(
        tx,
        row.traveler_id,
        'info',
        { key: 'reviews.inviteTitle', values },
        {
          key: 'reviews.invite',
          values,
        },
      );
      await enqueueMail(
        tx,
        {
          to: row.email,
          subject: translate(row.preferred_language, 'reviews.inviteMailSubject', values),
          text: translate(row.preferred_language, 'reviews.inviteMailBody', values),
        },
        { dedupeKey: `review-invitation:${row.booking_id}` },
      );
      return true;
    });
    if (sent) invited.push(row.booking_id);
  }
  return invited;
}
