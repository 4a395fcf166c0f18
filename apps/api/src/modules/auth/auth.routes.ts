import {
  AUTH_MESSAGES as M,
  authRoutes as contracts,
  registerQuerySchema,
  tooManyRequestsMessage,
} from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract';
import { clearRefreshCookie, readRefreshCookie } from '../../lib/auth/cookies';
import { requireCsrfHeader } from '../../lib/auth/csrf';
import { googleKeys, verifyGoogleIdToken } from '../../lib/auth/google';
import { currentUser, optionalUser, requireUser } from '../../lib/auth/guards';
import { hitRateLimit } from '../../lib/rate-limit';
import {
  findSessionByRefreshToken,
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
} from '../../lib/auth/sessions';
import { requestLanguage, requestText } from '../../lib/i18n';
import { AppError, tooManyRequests, unauthenticated } from '../../lib/errors';
import { findUserRow } from '../users';
import {
  checkCredentials,
  findOrCreateGoogleUser,
  registerUser,
  requestPasswordReset,
  resetPassword,
  sendVerificationEmail,
  sessionAnswer,
  startSession,
  verifyEmail,
} from './auth.service';

/** POST /api/auth/*: registration, sign-in, session refresh and sign-out, mailed tokens. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(contracts, 'POST /auth/register'),
    // The form mirrors type and operator_type in the query string (spec §7): fill them in.
    preValidation: async (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return;
      const query = registerQuerySchema.parse(request.query ?? {});
      if (body.type === undefined) {
        body.type = query.type ?? (body.operator_type || query.operator_type ? 'operator' : undefined);
      }
      if (body.type === 'operator' && (body.operator_type === undefined || body.operator_type === null)) {
        body.operator_type = query.operator_type;
      }
    },
    handler: async (request, reply) => {
      // A new account speaks the language the visitor was reading the site in (switch, browser).
      const body = {
        ...request.body,
        preferred_language: request.body.preferred_language ?? requestLanguage(request),
      };
      const user = await registerUser(app, body, request.ip);
      return reply.code(201).send({ detail: requestText(request, M.registered), user });
    },
  });

  app.route({
    ...route(contracts, 'POST /auth/login'),
    handler: async (request, reply) => {
      const { email, password, remember_me } = request.body;
      const userId = await checkCredentials(app, email, password, request.ip);
      return startSession(request, reply, userId, remember_me);
    },
  });

  app.route({
    ...route(contracts, 'GET /auth/google/config'),
    handler: async () => ({
      enabled: app.config.googleClientId !== undefined,
      client_id: app.config.googleClientId ?? null,
    }),
  });

  app.route({
    ...route(contracts, 'POST /auth/google'),
    handler: async (request, reply) => {
      const clientId = app.config.googleClientId;
      if (!clientId) throw new AppError(503, 'service_unavailable', M.googleUnavailable);
      const identity = await verifyGoogleIdToken(request.body.credential, {
        clientId,
        keys: app.googleKeys ?? googleKeys(),
        nonce: request.body.nonce,
      });
      if (!identity) throw unauthenticated(M.googleAccountNotAllowed);
      const userId = await findOrCreateGoogleUser(app, identity, requestLanguage(request));
      return startSession(request, reply, userId, request.body.remember_me);
    },
  });

  app.route({
    ...route(contracts, 'POST /auth/token/refresh'),
    onRequest: requireCsrfHeader,
    handler: async (request, reply) => {
      const token = readRefreshCookie(request);
      if (!token) {
        // A session hint left without its refresh cookie would make every page load ask again.
        clearRefreshCookie(request, reply);
        throw unauthenticated(M.noRefreshToken);
      }
      const result = await rotateRefreshToken(app.db, token);
      if (result.status !== 'ok') {
        clearRefreshCookie(request, reply);
        throw unauthenticated(M.sessionExpired);
      }
      const answer = await sessionAnswer(request, reply, result.session.userId, result.session);
      return {
        access_token: answer.access_token,
        refresh_expires_in: answer.refresh_expires_in,
        user: answer.user,
      };
    },
  });

  app.route({
    ...route(contracts, 'POST /auth/logout'),
    onRequest: [requireCsrfHeader, optionalUser],
    handler: async (request, reply) => {
      const token = readRefreshCookie(request);
      const sessionId = token ? await findSessionByRefreshToken(app.db, token) : undefined;
      if (sessionId) await revokeSession(app.db, sessionId, 'logout');
      if (request.user) await revokeSession(app.db, request.user.session_id, 'logout');
      clearRefreshCookie(request, reply);
      return { detail: requestText(request, M.loggedOut) };
    },
  });

  app.route({
    ...route(contracts, 'POST /auth/logout-all'),
    onRequest: requireUser,
    handler: async (request, reply) => {
      await revokeUserSessions(app.db, currentUser(request).id, 'logout_all');
      clearRefreshCookie(request, reply);
      return { detail: requestText(request, M.loggedOutEverywhere) };
    },
  });

  app.route({
    ...route(contracts, 'POST /auth/verify-email'),
    handler: async (request) => {
      await verifyEmail(app, request.body.token);
      return { detail: requestText(request, M.emailVerified) };
    },
  });

  app.route({
    ...route(contracts, 'POST /auth/verify-email/resend'),
    onRequest: requireUser,
    handler: async (request) => {
      const user = currentUser(request);
      const row = await findUserRow(app.db, user.id);
      if (row?.emailVerifiedAt) return { detail: requestText(request, M.emailAlreadyVerified) };
      const limit = await hitRateLimit(app.db, `verify-resend:${user.id}`, 60 * 60);
      if (limit.count > 5) {
        throw tooManyRequests(tooManyRequestsMessage(limit.retryAfterS), limit.retryAfterS);
      }
      await sendVerificationEmail(app, user.id);
      return { detail: requestText(request, M.verificationEmailSent) };
    },
  });

  app.route({
    ...route(contracts, 'POST /auth/password/forgot'),
    handler: async (request, reply) => {
      await requestPasswordReset(app, request.body.email, request.ip);
      return reply.code(202).send({ detail: requestText(request, M.passwordResetRequested) });
    },
  });

  app.route({
    ...route(contracts, 'POST /auth/password/reset'),
    handler: async (request, reply) => {
      await resetPassword(app, request.body.token, request.body.password);
      clearRefreshCookie(request, reply);
      return { detail: requestText(request, M.passwordResetDone) };
    },
  });
};
