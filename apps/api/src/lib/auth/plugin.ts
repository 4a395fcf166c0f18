import fastifyCors from '@fastify/cors';
import { CSRF_HEADER, NEW_ACCESS_TOKEN_HEADER } from '@dala/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Identity plumbing for the whole app (registered once by app.ts, before the routes):
 * - `request.user` (null until a guard of ./guards.ts reads the bearer token);
 * - CORS for a separately hosted web app (CORS_ORIGIN): credentials allowed, and the
 *   `x-new-access-token` header exposed so the client can pick up a renewed token.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    const origin = app.config.corsOrigin;
    if (origin) {
      await app.register(fastifyCors, {
        origin: new URL(origin).origin,
        credentials: true,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['authorization', 'content-type', CSRF_HEADER, 'x-request-id'],
        exposedHeaders: [NEW_ACCESS_TOKEN_HEADER, 'retry-after', 'x-request-id'],
        maxAge: 600,
      });
    }
  },
  { name: 'dala-auth' },
);
