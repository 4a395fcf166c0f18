import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { docsRoutes } from './docs/docs.routes';
import { healthRoutes } from './health/health.routes';
import { destinationsRoutes } from './destinations/destinations.routes';
import { contactRoutes } from './contact/contact.routes';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { safarisRoutes } from './safaris/safaris.routes';

/** Every feature's routes, mounted under /api by app.ts. One line per feature module. */
export const apiModules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  docsRoutes,
  destinationsRoutes,
  contactRoutes,
  newsletterRoutes,
  safarisRoutes,
];
