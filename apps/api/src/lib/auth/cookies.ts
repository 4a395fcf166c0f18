import { REFRESH_COOKIE_NAME, REFRESH_COOKIE_PATH } from '@dala/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { secondsUntil } from './sessions';

function baseOptions(request: FastifyRequest) {
  return {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.server.config.publicUrl.startsWith('https:'),
  };
}

/** The refresh cookie: httpOnly, SameSite=Lax, only sent to /api/auth, Secure behind https. */
export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(REFRESH_COOKIE_NAME, token, { ...baseOptions(request), maxAge: secondsUntil(expiresAt) });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE_NAME, baseOptions(request));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE_NAME];
  return value && value.length <= 200 ? value : undefined;
}
