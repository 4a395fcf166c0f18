import {
  ACCESS_TOKEN_RENEW_WITHIN_S,
  AUTH_MESSAGES,
  NEW_ACCESS_TOKEN_HEADER,
  type Language,
  type OperatorType,
  type OperatorTypeChoice,
  type UserType,
} from '@dala/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authSessions, users } from '../../db/schema';
import { AppError, forbidden, unauthenticated } from '../errors';
import { signAccessToken, verifyAccessToken } from './tokens';
import { isUuid } from './uuid';

/** The signed-in user of a request, read fresh from the database on every request. */
export interface AuthUser {
  id: string;
  email: string;
  type: UserType;
  operator_type: OperatorTypeChoice | null;
  is_verified: boolean;
  /** The language the user's answers, mails and notifications are written in (issue 11). */
  preferred_language: Language;
  /** The session (refresh family) the access token belongs to. */
  session_id: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / optionalUser (and the guards built on them); null for guests. */
    user: AuthUser | null;
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Reads and checks the bearer token: signature and expiry, then the user and the session in the
 * database (a signed-out session, a deleted or disabled user or a changed role take effect at once). When the
 * token has less than two minutes left, the answer carries a fresh one in `x-new-access-token`.
 */
async function authenticate(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AuthUser | 'missing' | 'invalid'> {
  if (request.user) return request.user;
  const token = bearerToken(request);
  if (!token) return 'missing';
  const { config, db } = request.server;
  const verified = await verifyAccessToken(config.jwtSecret, token);
  if (!verified.ok) return 'invalid';
  const { claims } = verified;
  if (!isUuid(claims.sub) || !isUuid(claims.sid)) return 'invalid';
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      type: users.type,
      operator_type: users.operatorType,
      is_verified: users.isVerified,
      preferred_language: users.preferredLanguage,
    })
    .from(users)
    .innerJoin(authSessions, eq(authSessions.userId, users.id))
    .where(
      and(
        eq(users.id, claims.sub),
        // A disabled account's tokens stop working on its next request (issue 15).
        isNull(users.disabledAt),
        eq(authSessions.id, claims.sid),
        isNull(authSessions.revokedAt),
        sql`${authSessions.expiresAt} > now()`,
      ),
    );
  if (!row) return 'invalid';
  const user: AuthUser = { ...row, session_id: claims.sid };
  request.user = user;
  if (claims.exp - Date.now() / 1000 < ACCESS_TOKEN_RENEW_WITHIN_S) {
    const fresh = await signAccessToken(config.jwtSecret, {
      userId: user.id,
      sessionId: user.session_id,
      type: user.type,
      operatorType: user.operator_type,
    });
    reply.header(NEW_ACCESS_TOKEN_HEADER, fresh);
  }
  return user;
}

/** 401 unless the request carries a valid bearer access token of a live session. */
export const requireUser: Guard = async (request, reply) => {
  const result = await authenticate(request, reply);
  if (result === 'missing') throw unauthenticated(AUTH_MESSAGES.authenticationRequired);
  if (result === 'invalid') throw unauthenticated(AUTH_MESSAGES.sessionExpired);
};

/** Reads the bearer token when there is one; a missing or bad token leaves request.user null. */
export const optionalUser: Guard = async (request, reply) => {
  request.user ??= null;
  const result = await authenticate(request, reply);
  if (typeof result === 'string') request.user = null;
};

/** 403 unless the user is an operator (of the given operator type, when given). */
export function requireOperator(operatorType?: OperatorType): Guard {
  return async (request, reply) => {
    await requireUser(request, reply);
    const user = request.user!;
    if (user.type !== 'operator') throw forbidden(AUTH_MESSAGES.operatorsOnly);
    if (operatorType && user.operator_type !== operatorType) {
      throw forbidden(
        operatorType === 'tour_operator' ? AUTH_MESSAGES.tourOperatorsOnly : AUTH_MESSAGES.transportersOnly,
      );
    }
  };
}

/** Like requireOperator, and 403 `verification_required` until an admin has approved the operator. */
export function requireVerifiedOperator(operatorType?: OperatorType): Guard {
  const operatorGuard = requireOperator(operatorType);
  return async (request, reply) => {
    await operatorGuard(request, reply);
    if (!request.user!.is_verified) {
      throw new AppError(403, VERIFICATION_REQUIRED_CODE, AUTH_MESSAGES.verificationRequired);
    }
  };
}

/** Error code of the 403 for unverified operators: the web app sends the user to /verification-required. */
export const VERIFICATION_REQUIRED_CODE = 'verification_required';

/** 403 unless the user is an administrator. */
export const requireAdmin: Guard = async (request, reply) => {
  await requireUser(request, reply);
  if (request.user!.type !== 'admin') throw forbidden(AUTH_MESSAGES.adminsOnly);
};

/**
 * The signed-in user inside a handler behind one of the guards above (throws 401 otherwise, so a
 * route that forgot its guard fails closed).
 */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated(AUTH_MESSAGES.authenticationRequired);
  return request.user;
}
