import { REFRESH_LIFETIME_DEFAULT_S, REFRESH_LIFETIME_REMEMBER_ME_S } from '@dala/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions, refreshTokens } from '../../db/schema';
import { hashToken, randomToken } from './tokens';

export type RevokeReason =
  'logout' | 'logout_all' | 'password_change' | 'password_reset' | 'token_reuse' | 'admin';

export interface IssuedSession {
  sessionId: string;
  /** The raw refresh token for the cookie; only its hash is stored. */
  refreshToken: string;
  expiresAt: Date;
}

/** A new session (refresh-token family) with its first refresh token. */
export async function createSession(
  db: Database,
  options: { userId: string; rememberMe: boolean; userAgent?: string; ip?: string },
): Promise<IssuedSession> {
  const lifetimeS = options.rememberMe ? REFRESH_LIFETIME_REMEMBER_ME_S : REFRESH_LIFETIME_DEFAULT_S;
  const refreshToken = randomToken();
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({
        userId: options.userId,
        rememberMe: options.rememberMe,
        expiresAt: sql`now() + make_interval(secs => ${lifetimeS})`,
        userAgent: options.userAgent?.slice(0, 500),
        ip: options.ip,
      })
      .returning({ id: authSessions.id, expiresAt: authSessions.expiresAt });
    await tx.insert(refreshTokens).values({ sessionId: session!.id, tokenHash: hashToken(refreshToken) });
    return { sessionId: session!.id, refreshToken, expiresAt: session!.expiresAt };
  });
}

export type RotateResult =
  | { status: 'ok'; session: IssuedSession & { userId: string } }
  /** The token was already used: the family is now revoked. */
  | { status: 'reused' }
  /** Unknown token, or its session was revoked or expired. */
  | { status: 'invalid' };

/**
 * How long a used refresh token may come back while its successor was never used. The answer carrying
 * the successor can be lost — a reload or a closed tab while the refresh was in flight, two tabs
 * refreshing at once — and without this leeway the returning client would be taken for a thief and the
 * whole family signed out.
 */
export const REFRESH_REUSE_GRACE_S = 30;

/**
 * Exchanges a refresh token for a new one of the same family. The old token is marked used in one
 * atomic UPDATE, so two concurrent refreshes with the same token cannot both win. Presenting a used
 * token again revokes the whole family (the thief and the victim are both signed out), except within
 * REFRESH_REUSE_GRACE_S of its use while its successor is still unused: then that successor is retired
 * and a new one issued. A thief replaying inside the leeway still gets caught: the victim's retired
 * token, presented next, has no unused successor and revokes the family.
 */
export async function rotateRefreshToken(db: Database, token: string): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id, sessionId: refreshTokens.sessionId });
  if (claimed) return issueSuccessor(db, claimed);

  const [known] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      recentlyUsed: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${REFRESH_REUSE_GRACE_S})`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!known) return { status: 'invalid' };
  if (known.recentlyUsed) {
    const [lost] = await db
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(refreshTokens.parentId, known.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (lost) return issueSuccessor(db, known);
  }
  await revokeSession(db, known.sessionId, 'token_reuse');
  return { status: 'reused' };
}

/** The next token of a live family, child of `parent`; 'invalid' once the family is revoked or over. */
async function issueSuccessor(
  db: Database,
  parent: { id: string; sessionId: string },
): Promise<RotateResult> {
  const [session] = await db
    .select({ userId: authSessions.userId, expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, parent.sessionId),
        isNull(authSessions.revokedAt),
        sql`${authSessions.expiresAt} > now()`,
      ),
    );
  if (!session) return { status: 'invalid' };
  const refreshToken = randomToken();
  await db
    .insert(refreshTokens)
    .values({ sessionId: parent.sessionId, parentId: parent.id, tokenHash: hashToken(refreshToken) });
  await db
    .update(authSessions)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(authSessions.id, parent.sessionId));
  return {
    status: 'ok',
    session: {
      sessionId: parent.sessionId,
      refreshToken,
      expiresAt: session.expiresAt,
      userId: session.userId,
    },
  };
}

/** The session a refresh token belongs to, used or not (for logout). */
export async function findSessionByRefreshToken(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row?.sessionId;
}

/** Ends one session; already revoked sessions keep their first reason. */
export async function revokeSession(db: Database, sessionId: string, reason: RevokeReason): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every session of a user, except `keepSessionId` when given (the device making the change). */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  reason: RevokeReason,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keepSessionId ? ne(authSessions.id, keepSessionId) : undefined,
      ),
    );
}

/** Seconds until a session ends (never negative). */
export function secondsUntil(date: Date): number {
  return Math.max(0, Math.floor((date.getTime() - Date.now()) / 1000));
}
