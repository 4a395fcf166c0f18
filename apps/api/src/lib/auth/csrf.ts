import { AUTH_MESSAGES, CSRF_HEADER, CSRF_HEADER_VALUE } from '@dala/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

/** Origins of our own web app: PUBLIC_URL, and CORS_ORIGIN when the web app is hosted apart. */
function trustedOrigins(config: { publicUrl: string; corsOrigin?: string }): string[] {
  const origins = [new URL(config.publicUrl).origin];
  if (config.corsOrigin) origins.push(new URL(config.corsOrigin).origin);
  return origins;
}

/**
 * CSRF defence of cookie-authenticated endpoints (refresh, logout): the request must carry
 * `X-Requested-With: XMLHttpRequest` (a header no cross-site form or link can send without a CORS
 * preflight we would refuse), or come from one of our own origins. Otherwise 403.
 */
export async function requireCsrfHeader(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE) return;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && trustedOrigins(request.server.config).includes(origin)) return;
  throw forbidden(AUTH_MESSAGES.csrfRejected);
}
