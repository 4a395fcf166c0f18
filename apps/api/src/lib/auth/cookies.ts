import { REFRESH_COOKIE_NAME, REFRESH_COOKIE_PATH, SESSION_HINT_COOKIE_NAME } from '@dala/shared';
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

/**
 * The session hint: readable by the page (and sent with page requests, hence path /), it only says
 * that a refresh cookie was set, so a visitor without it is anonymous without asking the API.
 * It carries no secret: forging it only costs the forger one failing refresh.
 */
function hintOptions(request: FastifyRequest) {
  return { ...baseOptions(request), path: '/', httpOnly: false };
}

/**
 * The refresh cookie: httpOnly, SameSite=Lax, only sent to /api/auth, Secure behind https; and
 * beside it the session hint with the same lifetime.
 */
export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  const maxAge = secondsUntil(expiresAt);
  reply.setCookie(REFRESH_COOKIE_NAME, token, { ...baseOptions(request), maxAge });
  reply.setCookie(SESSION_HINT_COOKIE_NAME, '1', { ...hintOptions(request), maxAge });
}

/** Clears the refresh cookie and the session hint together. */
export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE_NAME, baseOptions(request));
  reply.clearCookie(SESSION_HINT_COOKIE_NAME, hintOptions(request));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE_NAME];
  return value && value.length <= 200 ? value : undefined;
}
