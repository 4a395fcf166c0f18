import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { COMPANY_LIMITS, companyRoutes as contracts } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, optionalUser, requireOperator } from '../../lib/auth/guards';
import { route } from '../../lib/contract';
import { notFound, validationError } from '../../lib/errors';
import { IMAGE_VARIANT_FILE } from '../../lib/images/variants';
import { multipartReadError, registerMultipart } from '../../lib/uploads';
import {
  ownCompanyProfile,
  publicCompany,
  publicCompanyReviews,
  replaceCompanyLogo,
  updateCompanyProfile,
} from './company.service';
import { companyLogosDir, processCompanyLogo, removeCompanyLogoFiles } from './logos';

/**
 * Operators' company profiles (/api/company, the signed-in operator's own, verified or not) and their
 * public pages (/api/companies/:slug) with the logos they show.
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app, { fileSizeBytes: COMPANY_LIMITS.logoMaxBytes, files: 1 });
  const operatorOnly = { onRequest: requireOperator() };

  app.route({
    ...route(contracts, 'GET /company'),
    ...operatorOnly,
    handler: async (request) => ownCompanyProfile(app.db, currentUser(request).id),
  });

  app.route({
    ...route(contracts, 'PUT /company'),
    ...operatorOnly,
    handler: async (request) => {
      const { id } = currentUser(request);
      await updateCompanyProfile(app.db, id, request.body);
      return ownCompanyProfile(app.db, id);
    },
  });

  app.route({
    ...route(contracts, 'POST /company/logo'),
    ...operatorOnly,
    handler: async (request) => {
      const { id } = currentUser(request);
      let data: Buffer;
      try {
        const file: MultipartFile | undefined = await request.file();
        if (!file || file.fieldname !== 'file') throw validationError({ file: ['company.logoRequired'] });
        data = await file.toBuffer();
      } catch (err) {
        throw multipartReadError(err);
      }
      const processed = await processCompanyLogo(app.config.dataDir, data);
      let replaced;
      try {
        replaced = await replaceCompanyLogo(app.db, id, processed.variants);
      } catch (err) {
        await removeCompanyLogoFiles(app.config.dataDir, processed.variants);
        throw err;
      }
      // The old files go once the new logo is saved (a crash between leaves files, never a broken logo).
      await removeCompanyLogoFiles(app.config.dataDir, replaced);
      return ownCompanyProfile(app.db, id);
    },
  });

  app.route({
    ...route(contracts, 'DELETE /company/logo'),
    ...operatorOnly,
    handler: async (request) => {
      const { id } = currentUser(request);
      const replaced = await replaceCompanyLogo(app.db, id, []);
      await removeCompanyLogoFiles(app.config.dataDir, replaced);
      return ownCompanyProfile(app.db, id);
    },
  });

  app.route({
    ...route(contracts, 'GET /companies/logos/:file'),
    handler: async (request, reply) => {
      const { file } = request.params;
      if (!IMAGE_VARIANT_FILE.test(file)) throw notFound('company.noSuchLogo');
      const path = join(companyLogosDir(app.config.dataDir), file);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound('company.noSuchLogo');
      return reply
        .type('image/webp')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  });

  app.route({
    ...route(contracts, 'GET /companies/:slug'),
    onRequest: optionalUser,
    handler: async (request, reply) => {
      const company = await publicCompany(app.db, request.params.slug, request.user?.id ?? null);
      // A signed-in answer (the owner's preview, a renewed token) never sits in a shared cache.
      reply.header(
        'cache-control',
        company.is_public && !request.user ? 'public, max-age=30' : 'private, no-store',
      );
      return company;
    },
  });

  app.route({
    ...route(contracts, 'GET /companies/:slug/reviews'),
    onRequest: optionalUser,
    handler: async (request, reply) => {
      const viewerId = request.user?.id ?? null;
      const page = await publicCompanyReviews(app.db, request.params.slug, viewerId, request.query);
      reply.header('cache-control', request.user ? 'private, no-store' : 'public, max-age=30');
      return page;
    },
  });
};
