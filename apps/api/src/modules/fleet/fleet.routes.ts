import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  FLEET_LIMITS,
  TEXT_UNSAFE_CHARACTERS_MESSAGE,
  documentUploadFieldsSchema,
  fleetOperatorRoutes as contracts,
  fleetPublicRoutes,
  hasUnsafeCharacters,
  type DocumentKind,
  type MessageKey,
} from '@dala/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireOperator } from '../../lib/auth/guards';
import { route } from '../../lib/contract';
import { notFound, validationError } from '../../lib/errors';
import { IMAGE_VARIANT_FILE } from '../../lib/images/variants';
import { requestLanguage } from '../../lib/i18n';
import { detectFileType, registerMultipart, removeUpload, sendUpload, storeUpload } from '../../lib/uploads';
import { countByState, fleetDocuments, ownDocument, saveDocument, type Holder } from './documents.service';
import {
  addVehiclePhoto,
  createDriver,
  createVehicle,
  deleteVehiclePhoto,
  fleetOverview,
  getDriver,
  getVehicle,
  listDrivers,
  listVehicles,
  retireDriver,
  retireVehicle,
  setDriverPhoto,
  updateDriver,
  updateVehicle,
  vehiclePhotoList,
} from './fleet.service';
import { readUpload } from './multipart';
import { fleetPhotosDir, processFleetPhoto, removeFleetPhotoFiles } from './photos';
import { vehicleArtSvg } from './vehicle-art';

/**
 * A transporter's fleet (issue 13): vehicles, drivers, their documents and the /fleet overview under
 * /api/operator/…, transporters only (403 for anyone else; another transporter's rows are 404), and
 * the public photo files. Fleet writes need no verification: nothing here puts anything on sale.
 */
export const fleetRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicFleetFiles);
  await app.register(operatorFleetRoutes);
};

const publicFleetFiles: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(fleetPublicRoutes, 'GET /vehicles/photos/:file'),
    handler: async (request, reply) => {
      const { file } = request.params;
      if (!IMAGE_VARIANT_FILE.test(file)) throw notFound('fleet.photoNotFound');
      const path = join(fleetPhotosDir(app.config.dataDir), file);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound('fleet.photoNotFound');
      return reply
        .type('image/webp')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  });
  /** Original SVG art of a vehicle type (vehicle-art.ts); only its known names answer. */
  app.route({
    ...route(fleetPublicRoutes, 'GET /vehicles/art/:name'),
    handler: async (request, reply) => {
      const svg = vehicleArtSvg(request.params.name.replace(/\.svg$/, ''));
      if (svg === null) throw notFound('fleet.photoNotFound');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=604800, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(svg);
    },
  });
};

/** The uploaded document of a form: checked by content, stored under a random name. */
async function receiveDocument(app: FastifyInstance, request: FastifyRequest) {
  const { fields, file } = await readUpload(request, {
    tooLarge: 'fleet.documentTooLarge',
    required: 'fleet.documentFileRequired',
  });
  const type = detectFileType(file.data);
  const parsed = documentUploadFieldsSchema.safeParse({ expires_on: fields.expires_on ?? '' });
  const errors: Record<string, MessageKey[]> = {};
  if (!type) errors.file = ['fleet.documentTypeNotAllowed'];
  if (!parsed.success) {
    errors.expires_on = [
      fields.expires_on ? (parsed.error.issues[0]!.message as MessageKey) : 'fleet.documentExpiryRequired',
    ];
  }
  if (!type || !parsed.success) throw validationError(errors);
  const storageKey = await storeUpload(app.config.dataDir, file.data, type);
  return {
    storageKey,
    originalName: file.name,
    contentType: type,
    sizeBytes: file.data.length,
    expiresOn: parsed.data.expires_on,
  };
}

async function uploadDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  holder: Holder,
  kind: DocumentKind,
) {
  const user = currentUser(request);
  const upload = await receiveDocument(app, request);
  let saved;
  try {
    saved = await saveDocument(app.db, user, holder, kind, upload);
  } catch (err) {
    await removeUpload(app.config.dataDir, upload.storageKey);
    throw err;
  }
  if (saved.replacedKey) await removeUpload(app.config.dataDir, saved.replacedKey);
  return saved.document;
}

async function receivePhoto(app: FastifyInstance, request: FastifyRequest, kind: 'vehicle' | 'driver') {
  const { fields, file } = await readUpload(request, {
    tooLarge: 'fleet.photoTooLarge',
    required: 'fleet.photoRequired',
  });
  const alt = (fields.alt ?? '').trim().slice(0, FLEET_LIMITS.altMax);
  if (hasUnsafeCharacters(alt)) throw validationError({ alt: [TEXT_UNSAFE_CHARACTERS_MESSAGE] });
  return { ...(await processFleetPhoto(app.config.dataDir, kind, file.data)), alt };
}

const operatorFleetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireOperator('transporter'));
  // Documents up to 10 MB; photos are refused above 8 MB by their own check.
  await registerMultipart(app, {
    fileSizeBytes: FLEET_LIMITS.documentMaxBytes,
    files: 1,
    flagOversizedFiles: true,
  });
  const language = requestLanguage;

  app.route({
    ...route(contracts, 'GET /operator/fleet/overview'),
    handler: async (request) => fleetOverview(app.db, currentUser(request).id),
  });

  // ── Vehicles ─────────────────────────────────────────────────────────────────────────────────
  app.route({
    ...route(contracts, 'GET /operator/vehicles'),
    handler: async (request) =>
      listVehicles(app.db, currentUser(request).id, request.query, language(request)),
  });

  app.route({
    ...route(contracts, 'POST /operator/vehicles'),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const id = await createVehicle(app.db, user, request.body);
      return reply.code(201).send(await getVehicle(app.db, user.id, id, language(request)));
    },
  });

  app.route({
    ...route(contracts, 'GET /operator/vehicles/:id'),
    handler: async (request) =>
      getVehicle(app.db, currentUser(request).id, request.params.id, language(request)),
  });

  app.route({
    ...route(contracts, 'PUT /operator/vehicles/:id'),
    handler: async (request) => {
      const user = currentUser(request);
      await updateVehicle(app.db, user, request.params.id, request.body);
      return getVehicle(app.db, user.id, request.params.id, language(request));
    },
  });

  app.route({
    ...route(contracts, 'POST /operator/vehicles/:id/retire'),
    handler: async (request) => {
      const user = currentUser(request);
      await retireVehicle(app.db, user, request.params.id);
      return getVehicle(app.db, user.id, request.params.id, language(request));
    },
  });

  app.route({
    ...route(contracts, 'POST /operator/vehicles/:id/photos'),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      // 404 before reading a large body for someone else's vehicle.
      await getVehicle(app.db, user.id, id, language(request));
      const photo = await receivePhoto(app, request, 'vehicle');
      try {
        await addVehiclePhoto(app.db, user, id, photo);
      } catch (err) {
        await removeFleetPhotoFiles(app.config.dataDir, photo.variants);
        throw err;
      }
      return reply.code(201).send({ photos: await vehiclePhotoList(app.db, id) });
    },
  });

  app.route({
    ...route(contracts, 'DELETE /operator/vehicles/:id/photos/:photoId'),
    handler: async (request) => {
      const { id, photoId } = request.params;
      const variants = await deleteVehiclePhoto(app.db, currentUser(request), id, photoId);
      await removeFleetPhotoFiles(app.config.dataDir, variants);
      return { photos: await vehiclePhotoList(app.db, id) };
    },
  });

  app.route({
    ...route(contracts, 'POST /operator/vehicles/:id/documents/:kind'),
    handler: async (request, reply) => {
      const { id, kind } = request.params;
      return reply.code(201).send(await uploadDocument(app, request, { type: 'vehicle', id }, kind));
    },
  });

  // ── Drivers ──────────────────────────────────────────────────────────────────────────────────
  app.route({
    ...route(contracts, 'GET /operator/drivers'),
    handler: async (request) =>
      listDrivers(app.db, currentUser(request).id, request.query, language(request)),
  });

  app.route({
    ...route(contracts, 'POST /operator/drivers'),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const id = await createDriver(app.db, user, request.body);
      return reply.code(201).send(await getDriver(app.db, user.id, id, language(request)));
    },
  });

  app.route({
    ...route(contracts, 'GET /operator/drivers/:id'),
    handler: async (request) =>
      getDriver(app.db, currentUser(request).id, request.params.id, language(request)),
  });

  app.route({
    ...route(contracts, 'PUT /operator/drivers/:id'),
    handler: async (request) => {
      const user = currentUser(request);
      await updateDriver(app.db, user, request.params.id, request.body);
      return getDriver(app.db, user.id, request.params.id, language(request));
    },
  });

  app.route({
    ...route(contracts, 'POST /operator/drivers/:id/retire'),
    handler: async (request) => {
      const user = currentUser(request);
      await retireDriver(app.db, user, request.params.id);
      return getDriver(app.db, user.id, request.params.id, language(request));
    },
  });

  app.route({
    ...route(contracts, 'POST /operator/drivers/:id/photo'),
    handler: async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      await getDriver(app.db, user.id, id, language(request));
      const photo = await receivePhoto(app, request, 'driver');
      let old;
      try {
        old = await setDriverPhoto(app.db, user, id, photo.variants);
      } catch (err) {
        await removeFleetPhotoFiles(app.config.dataDir, photo.variants);
        throw err;
      }
      await removeFleetPhotoFiles(app.config.dataDir, old);
      return getDriver(app.db, user.id, id, language(request));
    },
  });

  app.route({
    ...route(contracts, 'DELETE /operator/drivers/:id/photo'),
    handler: async (request) => {
      const user = currentUser(request);
      const old = await setDriverPhoto(app.db, user, request.params.id, []);
      await removeFleetPhotoFiles(app.config.dataDir, old);
      return getDriver(app.db, user.id, request.params.id, language(request));
    },
  });

  app.route({
    ...route(contracts, 'POST /operator/drivers/:id/documents/:kind'),
    handler: async (request, reply) => {
      const { id, kind } = request.params;
      return reply.code(201).send(await uploadDocument(app, request, { type: 'driver', id }, kind));
    },
  });

  // ── Documents ────────────────────────────────────────────────────────────────────────────────
  app.route({
    ...route(contracts, 'GET /operator/fleet/documents'),
    handler: async (request) => {
      const all = await fleetDocuments(app.db, currentUser(request).id);
      const { state, holder_type } = request.query;
      return {
        items: all.filter(
          (d) => (!state || d.state === state) && (!holder_type || d.holder.type === holder_type),
        ),
        counts: countByState(all),
      };
    },
  });

  app.route({
    ...route(contracts, 'GET /operator/fleet/documents/:id/file'),
    handler: async (request, reply) => {
      const doc = await ownDocument(app.db, currentUser(request).id, request.params.id);
      return sendUpload(reply, app.config.dataDir, {
        key: doc.storageKey,
        contentType: doc.contentType,
        fileName: doc.originalName,
      });
    },
  });
};
