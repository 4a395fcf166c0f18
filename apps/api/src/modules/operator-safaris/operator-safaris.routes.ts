import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import {
  SAFARI_IMAGE_MAX_BYTES,
  hasUnsafeCharacters,
  operatorSafariRoutes,
  TEXT_UNSAFE_CHARACTERS_MESSAGE,
} from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireOperator } from '../../lib/auth/guards';
import { route } from '../../lib/contract';
import { validationError } from '../../lib/errors';
import { processSafariImage, removeSafariImageFiles } from '../../lib/images/safari-images';
import { multipartReadError } from '../../lib/uploads';
import { imagesOf } from '../safaris';
import {
  addImage,
  blockDates,
  createDeparture,
  createOperatorSafari,
  deleteDeparture,
  deleteImage,
  deleteOperatorSafari,
  listBlockedDates,
  listDepartures,
  listOperatorSafaris,
  ownPackage,
  reorderImages,
  toOperatorSafari,
  unblockDates,
  updateDeparture,
  updateOperatorSafari,
} from './operator-safaris.service';

/**
 * A tour operator's own packages: /api/operator/safaris… Every route checks the operator type; every
 * row is the operator's own (another operator's package is 404). Publishing needs verification.
 */
export const operatorSafarisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireOperator('tour_operator'));
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: SAFARI_IMAGE_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1_000,
      parts: 6,
      headerPairs: 100,
    },
  });

  app.route({
    ...route(operatorSafariRoutes, 'GET /operator/safaris'),
    handler: async (request) => listOperatorSafaris(app.db, currentUser(request).id, request.query),
  });

  app.route({
    ...route(operatorSafariRoutes, 'POST /operator/safaris'),
    handler: async (request, reply) => {
      const id = await createOperatorSafari(app.db, currentUser(request), request.body);
      return reply.code(201).send(await toOperatorSafari(app.db, id));
    },
  });

  app.route({
    ...route(operatorSafariRoutes, 'GET /operator/safaris/:id'),
    handler: async (request) => {
      await ownPackage(app.db, currentUser(request).id, request.params.id);
      return toOperatorSafari(app.db, request.params.id);
    },
  });

  app.route({
    ...route(operatorSafariRoutes, 'PUT /operator/safaris/:id'),
    handler: async (request) => {
      await updateOperatorSafari(app.db, currentUser(request), request.params.id, request.body);
      return toOperatorSafari(app.db, request.params.id);
    },
  });

  app.route({
    ...route(operatorSafariRoutes, 'DELETE /operator/safaris/:id'),
    handler: async (request) => {
      const { id, result, variants } = await deleteOperatorSafari(
        app.db,
        currentUser(request),
        request.params.id,
      );
      await removeSafariImageFiles(app.config.dataDir, variants);
      return { id, result };
    },
  });

  // ── Images: multipart field `file` (JPEG/PNG/WebP ≤ 8 MB), optional `alt` and `is_cover` ──────────
  app.route({
    ...route(operatorSafariRoutes, 'POST /operator/safaris/:id/images'),
    handler: async (request, reply) => {
      const user = currentUser(request);
      await ownPackage(app.db, user.id, request.params.id);
      let file: MultipartFile | undefined;
      let data: Buffer;
      try {
        file = await request.file();
        if (!file || file.fieldname !== 'file') throw validationError({ file: ['safaris.imageRequired'] });
        data = await file.toBuffer();
      } catch (err) {
        throw multipartReadError(err);
      }
      const fieldValue = (name: string) => {
        const field = file.fields[name];
        const one = Array.isArray(field) ? field[0] : field;
        return one && 'value' in one ? String(one.value) : undefined;
      };
      const alt = (fieldValue('alt') ?? '').trim().slice(0, 200);
      if (hasUnsafeCharacters(alt)) throw validationError({ alt: [TEXT_UNSAFE_CHARACTERS_MESSAGE] });
      const processed = await processSafariImage(app.config.dataDir, data);
      try {
        await addImage(app.db, user, request.params.id, {
          ...processed,
          alt,
          makeCover: fieldValue('is_cover') === 'true',
        });
      } catch (err) {
        await removeSafariImageFiles(app.config.dataDir, processed.variants);
        throw err;
      }
      return reply.code(201).send({ images: await imagesOf(app.db, request.params.id) });
    },
  });

  app.route({
    ...route(operatorSafariRoutes, 'PUT /operator/safaris/:id/images'),
    handler: async (request) => {
      await reorderImages(app.db, currentUser(request), request.params.id, request.body);
      return { images: await imagesOf(app.db, request.params.id) };
    },
  });

  app.route({
    ...route(operatorSafariRoutes, 'DELETE /operator/safaris/:id/images/:imageId'),
    handler: async (request) => {
      const variants = await deleteImage(
        app.db,
        currentUser(request),
        request.params.id,
        request.params.imageId,
      );
      await removeSafariImageFiles(app.config.dataDir, variants);
      return { images: await imagesOf(app.db, request.params.id) };
    },
  });

  // ── Departures (group tours) ─────────────────────────────────────────────────────────────────────
  app.route({
    ...route(operatorSafariRoutes, 'GET /operator/safaris/:id/departures'),
    handler: async (request) => {
      await ownPackage(app.db, currentUser(request).id, request.params.id);
      return { items: await listDepartures(app.db, request.params.id) };
    },
  });

  app.route({
    ...route(operatorSafariRoutes, 'POST /operator/safaris/:id/departures'),
    handler: async (request, reply) => {
      const id = await createDeparture(app.db, currentUser(request), request.params.id, request.body);
      const created = (await listDepartures(app.db, request.params.id)).find((d) => d.id === id)!;
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...route(operatorSafariRoutes, 'PUT /operator/safaris/:id/departures/:departureId'),
    handler: async (request) => {
      const { id, departureId } = request.params;
      await updateDeparture(app.db, currentUser(request), id, departureId, request.body);
      return (await listDepartures(app.db, id)).find((d) => d.id === departureId)!;
    },
  });

  app.route({
    ...route(operatorSafariRoutes, 'DELETE /operator/safaris/:id/departures/:departureId'),
    handler: async (request) => {
      const { id, departureId } = request.params;
      await deleteDeparture(app.db, currentUser(request), id, departureId);
      return { items: await listDepartures(app.db, id) };
    },
  });

  // ── Blocked dates (private tours) ────────────────────────────────────────────────────────────────
  app.route({
    ...route(operatorSafariRoutes, 'GET /operator/safaris/:id/blocked-dates'),
    handler: async (request) => {
      await ownPackage(app.db, currentUser(request).id, request.params.id);
      return { items: await listBlockedDates(app.db, request.params.id) };
    },
  });

  app.route({
    ...route(operatorSafariRoutes, 'POST /operator/safaris/:id/blocked-dates'),
    handler: async (request) => {
      await blockDates(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.dates,
        request.body.reason,
      );
      return { items: await listBlockedDates(app.db, request.params.id) };
    },
  });

  app.route({
    ...route(operatorSafariRoutes, 'DELETE /operator/safaris/:id/blocked-dates'),
    handler: async (request) => {
      await unblockDates(app.db, currentUser(request), request.params.id, request.body.dates);
      return { items: await listBlockedDates(app.db, request.params.id) };
    },
  });
};
