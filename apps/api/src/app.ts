import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import { ERROR_CODES, translate } from '@dala/shared';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { authPlugin } from './lib/auth/plugin';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandler,
  sendError,
} from './lib/error-handler';
import { responseCachePlugin } from './lib/http-cache';
import { requestLanguage } from './lib/i18n';
import { JobWorker } from './lib/jobs';
import { scheduledJobs } from './lib/jobs/scheduled';
import { loggerOptions } from './lib/logging';
import { loadPageRenderer } from './lib/page-renderer';
import { createMailer, type Mailer } from './lib/mailer';
import { securityHeaders } from './lib/security-headers';
import { isSpaRoute, registerStaticSite } from './lib/static-site';
import { apiModules } from './modules';
import { seoRoutes } from './modules/seo';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  /** Tests pass false to keep output quiet; otherwise pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
}

const BODY_LIMIT_BYTES = 1024 * 1024;
const METHODS: HTTPMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** X-Forwarded-For entries are believed for this many hops from our side: the right-most ones. */
const trustedHops = (hops: number) => (_address: string, hop: number) => hop < hops;
/** How often Node looks for requests past their timeout (its default, 30 s, would stretch them). */
const CONNECTIONS_CHECK_MS = 1_000;

/**
 * Builds the whole server without listening: main.ts listens, tests call `app.inject()`.
 * The database is opened by the caller and closed when the app closes.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // Fastify's two lines per request are replaced by the one onResponse line below.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // A number of hops is given as Fastify's own hop test (its types only list the other forms).
    trustProxy: typeof config.trustProxy === 'number' ? trustedHops(config.trustProxy) : config.trustProxy,
    // A client that declares a body and sends part of it (or drips its headers) is cut off with a 408.
    requestTimeout: config.requestTimeoutMs,
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: CONNECTIONS_CHECK_MS },
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate(
    'mailer',
    options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
        log: app.log,
      }),
  );
  app.addHook('onClose', async () => {
    await database.close();
    app.log.info('database closed');
  });

  // One line per request: id, method, path (no query string: it may carry tokens), status, duration.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        duration_ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await app.register(securityHeaders);
  await app.register(fastifyCookie);
  await app.register(authPlugin);
  await app.register(responseCachePlugin);
  // Responses are compressed as they are sent, so brotli runs at quality 4: its default (11) is meant
  // for build-time assets and took ~35 ms of CPU for one page of search results; 4 takes ~0.2 ms and is
  // still smaller than gzip. (The SPA's assets are precompressed at build time at full quality.)
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
  });

  // A shadow router of every API route, to tell "wrong method" (405) from "no such path" (404).
  const apiRoutes = FindMyWay({ ignoreTrailingSlash: true, ignoreDuplicateSlashes: true });
  app.decorate('apiRouteTable', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    app.apiRouteTable.push({ method: route.method, url: route.url, schema: route.schema });
    for (const method of [route.method].flat()) {
      if (METHODS.includes(method as HTTPMethod) && !apiRoutes.find(method as HTTPMethod, route.url)) {
        apiRoutes.on(method as HTTPMethod, route.url, () => {});
      }
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Dala Rides API', version: '1', description: 'Errors: { detail, code, fields? }' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api' },
  );
  // robots.txt and the sitemap, at the site's root (and noindex on API answers).
  await app.register(seoRoutes);

  const hasSite = await registerStaticSite(app, config.webDistDir);
  const pageRenderer = hasSite ? await loadPageRenderer(app, config.webDistDir) : null;
  // Public pages arrive rendered; other deep links (/bookings/12) get the app shell, and the browser
  // renders them.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (pageRenderer && (await pageRenderer.reply(request, reply))) return reply;
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
  // `/` is a page like the others (the static files' handler would answer the folder).
  if (hasSite) app.get('/', { schema: { hide: true } }, sendPage);

  // Background jobs (lib/jobs): claimed from the jobs table after start; stopped, runs in progress
  // finished, before the server and the database close.
  const jobWorker = new JobWorker({
    app,
    db: database.db,
    log: app.log.child({ component: 'jobs' }),
    pollMs: config.jobsPollMs,
    leaseMs: config.jobsLeaseMs,
    schedules: scheduledJobs,
  });
  app.decorate('jobs', jobWorker);
  if (config.jobsEnabled) {
    app.addHook('onReady', async () => jobWorker.start());
    app.addHook('preClose', async () => jobWorker.stop());
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      const allowed = METHODS.filter((m) => apiRoutes.find(m, path));
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '));
        return sendError(reply, 405, {
          detail: translate(requestLanguage(request), 'common.methodNotAllowed', {
            method: request.method,
            allowed: allowed.join(', '),
          }),
          code: ERROR_CODES.methodNotAllowed,
        });
      }
      return sendError(reply, 404, {
        detail: translate(requestLanguage(request), 'common.noApiRoute'),
        code: ERROR_CODES.notFound,
      });
    }
    if (hasSite && (request.method === 'GET' || request.method === 'HEAD') && isSpaRoute(path)) {
      return sendPage(request, reply);
    }
    return sendError(reply, 404, {
      detail: translate(requestLanguage(request), 'common.notFound'),
      code: ERROR_CODES.notFound,
    });
  });

  return app;
}
