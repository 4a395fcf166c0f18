import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { docsRoutes } from './docs/docs.routes';
import { healthRoutes } from './health/health.routes';

/** Every feature's routes, mounted under /api by app.ts. One line per feature module. */
export const apiModules: FastifyPluginAsyncZod[] = [healthRoutes, docsRoutes];
