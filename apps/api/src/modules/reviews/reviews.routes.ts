import type { MultipartFile } from '@fastify/multipart';
import { ERROR_CODES, REVIEW_PHOTO_MAX_BYTES, reviewRoutes as contracts } from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { currentUser, optionalUser, requireAdmin, requireOperator, requireUser } from '../../lib/auth/guards';
import { route } from '../../lib/contract';
import { AppError, notFound, validationError } from '../../lib/errors';
import {
  detectFileType,
  multipartReadError,
  registerMultipart,
  removeUpload,
  storeUpload,
  uploadsDir,
} from '../../lib/uploads';
import {
  countReviews,
  selectReviews,
  toAdminReview,
  toMyReview,
  toPublicReview,
  toReceivedReview,
} from './reviews.repository';
import {
  addReviewPhoto,
  adminWhere,
  createReview,
  hideReview,
  listInvitations,
  receivedWhere,
  removeReviewPhoto,
  replyToReview,
  restoreReview,
  updateReview,
} from './reviews.service';

/** Reviews of completed bookings, operator replies, moderation (issue 15). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app, { fileSizeBytes: REVIEW_PHOTO_MAX_BYTES, files: 1, flagOversizedFiles: true });

  const ownReview = async (id: number, authorId: string) => {
    const [row] = await selectReviews(app.db, sql`r.id = ${id} and r.author_id = ${authorId}`);
    if (!row) throw notFound('reviews.reviewNotFound');
    return toMyReview(row);
  };

  // ── Public ─────────────────────────────────────────────────────────────────────────────────────

  app.route({
    ...route(contracts, 'GET /safaris/:id/reviews'),
    handler: async (request) => {
      const { id } = request.params;
      const { page, page_size } = request.query;
      const pkg = await app.db.execute(sql`select rating_avg, review_count from safari_packages
        where id = ${id} and status = 'published'`);
      const figures = pkg.rows[0] as { rating_avg: number; review_count: number } | undefined;
      if (!figures) throw notFound('safaris.safariNotFound');
      const rows = await selectReviews(app.db, sql`r.package_id = ${id} and r.hidden_at is null`, {
        limit: page_size,
        offset: (page - 1) * page_size,
      });
      return {
        items: rows.map(toPublicReview),
        // The package's own count: the figure the card and the heading show, kept with every write.
        total: Number(figures.review_count),
        rating_avg: Math.round(Number(figures.rating_avg) * 10) / 10,
        page,
        page_size,
      };
    },
  });

  /** A photo: public while its review is visible; its author, operator and admins see it when hidden. */
  app.route({
    ...route(contracts, 'GET /reviews/:id/photos/:photoId'),
    onRequest: optionalUser,
    handler: async (request, reply) => {
      const { id, photoId } = request.params;
      const found = await app.db.execute(sql`select ph.storage_key, ph.content_type, r.hidden_at,
          r.author_id::text as author_id, r.operator_id::text as operator_id
        from review_photos ph join reviews r on r.id = ph.review_id
        where ph.id = ${photoId} and ph.review_id = ${id}`);
      const photo = found.rows[0] as
        | {
            storage_key: string;
            content_type: string;
            hidden_at: unknown;
            author_id: string;
            operator_id: string;
          }
        | undefined;
      if (!photo) throw notFound('reviews.photoNotFound');
      const viewer = request.user;
      const visible = photo.hidden_at == null;
      if (
        !visible &&
        !(
          viewer &&
          (viewer.type === 'admin' || viewer.id === photo.author_id || viewer.id === photo.operator_id)
        )
      ) {
        throw notFound('reviews.photoNotFound');
      }
      if (!/^[0-9a-f]{32}\.(jpg|png|webp)$/.test(photo.storage_key)) throw notFound('reviews.photoNotFound');
      const path = join(uploadsDir(app.config.dataDir), photo.storage_key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound('reviews.photoNotFound');
      return reply
        .type(photo.content_type)
        .header('content-length', info.size)
        .header('cache-control', visible ? 'public, max-age=3600' : 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  });

  // ── Travelers ──────────────────────────────────────────────────────────────────────────────────

  app.route({
    ...route(contracts, 'GET /reviews/mine'),
    onRequest: requireUser,
    handler: async (request) => {
      const user = currentUser(request);
      const { page, page_size } = request.query;
      const where = sql`r.author_id = ${user.id}`;
      const [rows, total] = await Promise.all([
        selectReviews(app.db, where, { limit: page_size, offset: (page - 1) * page_size }),
        countReviews(app.db, where),
      ]);
      const now = new Date();
      return { items: rows.map((row) => toMyReview(row, now)), total, page, page_size };
    },
  });

  app.route({
    ...route(contracts, 'GET /reviews/invitations'),
    onRequest: requireUser,
    handler: async (request) => {
      const user = currentUser(request);
      const { page, page_size } = request.query;
      const { items, total } = await listInvitations(app.db, user.id, { page, page_size });
      return { items, total, page, page_size };
    },
  });

  app.route({
    ...route(contracts, 'POST /reviews'),
    onRequest: requireUser,
    handler: async (request, reply) => {
      const user = currentUser(request);
      const id = await createReview(app.db, user.id, request.body);
      return reply.code(201).send(await ownReview(id, user.id));
    },
  });

  app.route({
    ...route(contracts, 'PATCH /reviews/:id'),
    onRequest: requireUser,
    handler: async (request) => {
      const user = currentUser(request);
      await updateReview(app.db, user.id, request.params.id, request.body);
      return ownReview(request.params.id, user.id);
    },
  });

  app.route({
    ...route(contracts, 'POST /reviews/:id/photos'),
    onRequest: requireUser,
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      // Only the author's reviews take photos: anyone else learns nothing, the file is not kept.
      await ownReview(id, user.id);
      const data = await readPhoto(request);
      const type = detectFileType(data);
      if (!type || type === 'application/pdf') throw validationError({ photo: ['reviews.photoType'] });
      const storageKey = await storeUpload(app.config.dataDir, data, type);
      try {
        await addReviewPhoto(app.db, user.id, id, { storageKey, contentType: type });
      } catch (err) {
        await removeUpload(app.config.dataDir, storageKey);
        throw err;
      }
      return reply.code(201).send(await ownReview(id, user.id));
    },
  });

  app.route({
    ...route(contracts, 'DELETE /reviews/:id/photos/:photoId'),
    onRequest: requireUser,
    handler: async (request) => {
      const user = currentUser(request);
      const { id, photoId } = request.params;
      const key = await removeReviewPhoto(app.db, user.id, id, photoId);
      await removeUpload(app.config.dataDir, key);
      return ownReview(id, user.id);
    },
  });

  // ── Operators ──────────────────────────────────────────────────────────────────────────────────

  app.route({
    ...route(contracts, 'GET /reviews/received'),
    onRequest: requireOperator(),
    handler: async (request) => {
      const user = currentUser(request);
      const q = request.query;
      const where = receivedWhere(user.id, q);
      const [rows, total, listings, figures] = await Promise.all([
        selectReviews(app.db, where, { limit: q.page_size, offset: (q.page - 1) * q.page_size }),
        countReviews(app.db, where),
        app.db.execute(sql`select r.kind, coalesce(r.package_id, r.route_id) as id,
            coalesce(p.title, tr.name, '') as title, count(*)::int as n
          from reviews r
          left join safari_packages p on p.id = r.package_id
          left join transport_routes tr on tr.id = r.route_id
          where r.operator_id = ${user.id}
          group by r.kind, coalesce(r.package_id, r.route_id), coalesce(p.title, tr.name, '')
          order by 3`),
        app.db.execute(sql`select coalesce(avg(rating) filter (where hidden_at is null), 0)::real as avg,
            (count(*) filter (where hidden_at is null and reply is null))::int as unreplied
          from reviews where operator_id = ${user.id}`),
      ]);
      const fig = figures.rows[0] as { avg: number; unreplied: number } | undefined;
      return {
        items: rows.map(toReceivedReview),
        total,
        page: q.page,
        page_size: q.page_size,
        listings: (listings.rows as { kind: 'safari' | 'trip'; id: number; title: string; n: number }[]).map(
          (l) => ({
            key: `${l.kind}:${Number(l.id)}`,
            kind: l.kind,
            title: String(l.title),
            review_count: Number(l.n),
          }),
        ),
        rating_avg: Math.round(Number(fig?.avg ?? 0) * 10) / 10,
        unreplied: Number(fig?.unreplied ?? 0),
      };
    },
  });

  app.route({
    ...route(contracts, 'POST /reviews/:id/reply'),
    onRequest: requireOperator(),
    handler: async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      await replyToReview(app.db, user.id, id, request.body.text, app.config.publicUrl);
      const [row] = await selectReviews(app.db, sql`r.id = ${id} and r.operator_id = ${user.id}`);
      if (!row) throw notFound('reviews.reviewNotFound');
      return toReceivedReview(row);
    },
  });

  // ── Moderation (admins) ────────────────────────────────────────────────────────────────────────

  const adminReview = async (id: number) => {
    const [row] = await selectReviews(app.db, sql`r.id = ${id}`);
    if (!row) throw notFound('reviews.reviewNotFound');
    return toAdminReview(row);
  };

  app.route({
    ...route(contracts, 'GET /admin/reviews'),
    onRequest: requireAdmin,
    handler: async (request) => {
      const q = request.query;
      const where = adminWhere(q);
      const [rows, total] = await Promise.all([
        selectReviews(app.db, where, { limit: q.page_size, offset: (q.page - 1) * q.page_size }),
        countReviews(app.db, where),
      ]);
      return { items: rows.map(toAdminReview), total, page: q.page, page_size: q.page_size };
    },
  });

  app.route({
    ...route(contracts, 'POST /admin/reviews/:id/hide'),
    onRequest: requireAdmin,
    handler: async (request) => {
      const admin = currentUser(request);
      await hideReview(app.db, admin.id, request.params.id, request.body.reason);
      return adminReview(request.params.id);
    },
  });

  app.route({
    ...route(contracts, 'POST /admin/reviews/:id/restore'),
    onRequest: requireAdmin,
    handler: async (request) => {
      const admin = currentUser(request);
      await restoreReview(app.db, admin.id, request.params.id, request.body.reason);
      return adminReview(request.params.id);
    },
  });
};

/** The `photo` part of a multipart form; an oversized one is 413 on `photo`, a missing one 400. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  let data: Buffer | null = null;
  let tooLarge = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      const upload = part as MultipartFile;
      if (upload.fieldname !== 'photo' || data) {
        upload.file.resume();
        continue;
      }
      const buffer = await upload.toBuffer();
      if (upload.file.truncated) {
        tooLarge = true;
        continue;
      }
      if (buffer.length > 0) data = buffer;
    }
  } catch (err) {
    throw multipartReadError(err);
  }
  if (tooLarge) {
    throw new AppError(413, ERROR_CODES.payloadTooLarge, 'reviews.photoTooLarge', {
      photo: ['reviews.photoTooLarge'],
    });
  }
  if (!data) throw validationError({ photo: ['reviews.photoRequired'] });
  return data;
}
