import {
  AUTH_MESSAGES as M,
  DEFAULT_LANGUAGE,
  EMAIL_VERIFICATION_TOKEN_LIFETIME_S,
  LOGIN_ACCOUNT_WINDOW_S,
  LOGIN_IP_WINDOW_S,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RESET_TOKEN_LIFETIME_S,
  tooManyLoginAttemptsMessage,
  tooManyPasswordAttemptsMessage,
  tooManyRequestsMessage,
  type Language,
  type LoginResponse,
  type RegisterRequest,
  type User,
} from '@dala/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { emailTokens, operatorProfiles, users } from '../../db/schema';
import { isCommonPassword } from '../../lib/auth/common-passwords';
import type { GoogleIdentity } from '../../lib/auth/google';
import { clearRefreshCookie, setRefreshCookie } from '../../lib/auth/cookies';
import { hitRateLimit, peekRateLimit, resetRateLimit } from '../../lib/rate-limit';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  secondsUntil,
  type IssuedSession,
} from '../../lib/auth/sessions';
import { hashToken, randomToken, signAccessToken } from '../../lib/auth/tokens';
import { AppError, conflict, tooManyRequests, unauthenticated, validationError } from '../../lib/errors';
import { userLanguage } from '../../lib/i18n';
import { enqueueMail } from '../../lib/jobs';
import { hashPassword, verifyPassword } from '../../lib/password';
import { notify } from '../notifications';
import { findUserRow, getUser, toUser } from '../users';
import { passwordResetMail, verificationMail } from './auth.mail';

/** 400 with `fields.password` when the password is in the bundled common-passwords list. */
export function assertNotCommonPassword(password: string, field = 'password') {
  if (isCommonPassword(password)) throw validationError({ [field]: [M.passwordTooCommon] });
}

/** Postgres unique violation (both drivers expose the SQLSTATE as `code`, possibly on `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

// ── Registration ────────────────────────────────────────────────────────────────────────────────

/** Loose: a whole mobile carrier can sit behind one address. Stops scripted mass sign-ups only. */
const REGISTER_PER_IP = { limit: 100, windowS: 60 * 60 };

export async function registerUser(app: FastifyInstance, input: RegisterRequest, ip: string): Promise<User> {
  assertNotCommonPassword(input.password);
  const ipLimit = await hitRateLimit(app.db, `register:ip:${ip}`, REGISTER_PER_IP.windowS);
  if (ipLimit.count > REGISTER_PER_IP.limit) {
    throw tooManyRequests(tooManyRequestsMessage(ipLimit.retryAfterS), ipLimit.retryAfterS);
  }
  const emailTaken = () => conflict(M.emailTaken, { email: [M.emailTaken] });
  const [existing] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`);
  if (existing) throw emailTaken();

  const isOperator = input.type === 'operator';
  const passwordHash = await hashPassword(input.password);
  let userId: string;
  try {
    userId = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          phoneNumber: input.phone_number ?? null,
          type: input.type,
          operatorType: isOperator ? (input.operator_type as 'tour_operator' | 'transporter') : null,
          ...(input.preferred_language ? { preferredLanguage: input.preferred_language } : {}),
        })
        .returning({ id: users.id });
      const id = row!.id;
      if (isOperator) {
        await tx.insert(operatorProfiles).values({ userId: id, companyName: input.company_name! });
      }
      await notify(
        tx,
        id,
        'success',
        'notifications.welcomeTitle',
        isOperator ? 'notifications.welcomeOperator' : 'notifications.welcomeTraveler',
      );
      // The verification mail is queued with the account: it exists exactly when the account does.
      await queueVerificationEmail(app, tx, { id, email: input.email, firstName: input.first_name });
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  return getUser(app.db, userId);
}

// ── Mailed tokens ───────────────────────────────────────────────────────────────────────────────

type EmailPurpose = 'verify_email' | 'reset_password';

async function createEmailToken(db: Database, userId: string, purpose: EmailPurpose, lifetimeS: number) {
  const token = randomToken();
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(secs => ${lifetimeS})`,
  });
  return token;
}

/** Whether a token is known, unused and unexpired, without using it (a cheap check before costly work). */
async function isEmailTokenUsable(db: Database, token: string, purpose: EmailPurpose): Promise<boolean> {
  const [row] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        sql`${emailTokens.expiresAt} > now()`,
      ),
    );
  return row !== undefined;
}

/** Marks a token used, atomically; returns its user, or undefined when unknown, used or expired. */
async function consumeEmailToken(db: Database, token: string, purpose: EmailPurpose) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        sql`${emailTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}

// Mails are jobs (lib/jobs): queued in the transaction that creates their token, sent after it commits,
// retried while the mail server is down. The link is a credential: it is never logged, at any level,
// and the job keeps only the masked recipient and the subject once sent (in development, open the .eml
// file in DATA_DIR/outbox).

/** A new verification link, queued in `tx` (the registration's, or its own for a resend). */
async function queueVerificationEmail(
  app: FastifyInstance,
  tx: Database,
  user: { id: string; email: string; firstName: string },
) {
  const token = await createEmailToken(tx, user.id, 'verify_email', EMAIL_VERIFICATION_TOKEN_LIFETIME_S);
  const link = `${app.config.publicUrl}/verify-email?token=${token}`;
  const language = await userLanguage(tx, user.id);
  await enqueueMail(tx, verificationMail(language, user.email, user.firstName, link));
}

export async function sendVerificationEmail(app: FastifyInstance, userId: string) {
  const user = await findUserRow(app.db, userId);
  if (!user) return;
  await app.db.transaction((tx) => queueVerificationEmail(app, tx, user));
}

const tokenInvalid = () => validationError({ token: [M.tokenInvalid] }, M.tokenInvalid);

export async function verifyEmail(app: FastifyInstance, token: string): Promise<void> {
  const userId = await consumeEmailToken(app.db, token, 'verify_email');
  if (!userId) throw tokenInvalid();
  await app.db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

const FORGOT_PER_IP = { limit: 50, windowS: 60 * 60 };
const FORGOT_PER_ACCOUNT = { limit: 3, windowS: 60 * 60 };

/**
 * Always the same answer, in about the same time (no enumeration): mails only existing accounts, at
 * most 3 an hour, and after the answer.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string, ip: string) {
  const ipLimit = await hitRateLimit(app.db, `forgot:ip:${ip}`, FORGOT_PER_IP.windowS);
  if (ipLimit.count > FORGOT_PER_IP.limit) {
    throw tooManyRequests(tooManyRequestsMessage(ipLimit.retryAfterS), ipLimit.retryAfterS);
  }
  const accountLimit = await hitRateLimit(app.db, `forgot:account:${email}`, FORGOT_PER_ACCOUNT.windowS);
  if (accountLimit.count > FORGOT_PER_ACCOUNT.limit) return;
  const [user] = await app.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!user) return;
  // Queued, not sent: the answer never waits for the mail server, so its timing tells nothing.
  await app.db.transaction(async (tx) => {
    const token = await createEmailToken(tx, user.id, 'reset_password', PASSWORD_RESET_TOKEN_LIFETIME_S);
    const link = `${app.config.publicUrl}/reset-password?token=${token}`;
    const language = await userLanguage(tx, user.id);
    await enqueueMail(tx, passwordResetMail(language, user.email, user.firstName, link));
  });
}

/** Sets a new password from a reset link (which also proves the email address) and signs out everywhere. */
export async function resetPassword(app: FastifyInstance, token: string, password: string): Promise<void> {
  assertNotCommonPassword(password);
  // The token first: hashing costs ~50 ms of CPU, and nobody without a live link may spend it.
  if (!(await isEmailTokenUsable(app.db, token, 'reset_password'))) throw tokenInvalid();
  const passwordHash = await hashPassword(password);
  const userId = await consumeEmailToken(app.db, token, 'reset_password');
  if (!userId) throw tokenInvalid();
  const [user] = await app.db
    .update(users)
    .set({
      passwordHash,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  // Other reset links of the account die with this one.
  await app.db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'reset_password'),
        isNull(emailTokens.usedAt),
      ),
    );
  // Every session ends (a thief's too); the owner, having proved the address, may sign in at once.
  await revokeUserSessions(app.db, userId, 'password_reset');
  if (user) await resetRateLimit(app.db, loginAccountKey(user.email.toLowerCase()));
}

// ── Sign-in ─────────────────────────────────────────────────────────────────────────────────────

const loginAccountKey = (email: string) => `login:account:${email}`;

let dummyHash: Promise<string> | undefined;
/** Unknown emails are checked against this, so they take as long as known ones. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken());
  return dummyHash;
}

/** Sign-in, Google sign-in and token refresh of an account an admin disabled (issue 15). */
const accountDisabled = () => new AppError(403, ACCOUNT_DISABLED_CODE, 'admin.accountDisabled');
export const ACCOUNT_DISABLED_CODE = 'account_disabled';

const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', M.invalidCredentials, { password: [M.invalidCredentials] });

/**
 * Checks email and password with the lockouts of ARCHITECTURE §5, counted in the database:
 * per account, every attempt is reserved before the check (so parallel guesses cannot exceed the
 * limit) and a success clears the count; per IP, only failures count, and the limit is loose.
 */
export async function checkCredentials(app: FastifyInstance, email: string, password: string, ip: string) {
  const ipKey = `login:ip:${ip}`;
  const accountKey = loginAccountKey(email);
  const ipState = await peekRateLimit(app.db, ipKey);
  if (ipState.count >= LOGIN_MAX_FAILURES_PER_IP) {
    throw tooManyRequests(tooManyLoginAttemptsMessage(ipState.retryAfterS), ipState.retryAfterS);
  }
  const attempt = await hitRateLimit(app.db, accountKey, LOGIN_ACCOUNT_WINDOW_S);
  if (attempt.count > LOGIN_MAX_FAILURES_PER_ACCOUNT) {
    throw tooManyRequests(tooManyLoginAttemptsMessage(attempt.retryAfterS), attempt.retryAfterS);
  }
  const [user] = await app.db
    .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  const candidate = password.length <= PASSWORD_MAX_LENGTH ? password : '';
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, candidate)
    : (await verifyPassword(await dummyPasswordHash(), candidate)) && false;
  if (!ok || !user || !candidate) {
    await hitRateLimit(app.db, ipKey, LOGIN_IP_WINDOW_S);
    throw invalidCredentials();
  }
  await resetRateLimit(app.db, accountKey);
  // Told only to whoever knows the password, so it reveals nothing to a guesser.
  if (user.disabledAt) throw accountDisabled();
  return user.id;
}

const passwordChangeKey = (userId: string) => `password-change:account:${userId}`;

/**
 * The current password, checked before a password change. Attempts per account are limited as
 * sign-ins are (reserved before the check, cleared by a success), so a stolen access token cannot
 * be used to guess the password.
 */
export async function checkCurrentPassword(app: FastifyInstance, userId: string, password: string) {
  const key = passwordChangeKey(userId);
  const attempt = await hitRateLimit(app.db, key, LOGIN_ACCOUNT_WINDOW_S);
  if (attempt.count > LOGIN_MAX_FAILURES_PER_ACCOUNT) {
    throw tooManyRequests(tooManyPasswordAttemptsMessage(attempt.retryAfterS), attempt.retryAfterS);
  }
  const row = await findUserRow(app.db, userId);
  const ok =
    row?.passwordHash != null &&
    password.length <= PASSWORD_MAX_LENGTH &&
    (await verifyPassword(row.passwordHash, password));
  if (!ok) throw validationError({ current_password: [M.currentPasswordIncorrect] });
  await resetRateLimit(app.db, key);
}

/** Opens a session for a user: refresh cookie set, access token and user in the answer. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  rememberMe: boolean,
): Promise<LoginResponse> {
  const app = request.server;
  const account = await findUserRow(app.db, userId);
  if (account?.disabledAt) throw accountDisabled();
  const session = await createSession(app.db, {
    userId,
    rememberMe,
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
  return sessionAnswer(request, reply, userId, session);
}

export async function sessionAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  session: IssuedSession,
): Promise<LoginResponse> {
  const app = request.server;
  const row = await findUserRow(app.db, userId);
  if (!row) {
    clearRefreshCookie(request, reply);
    throw invalidCredentials();
  }
  if (row.disabledAt) {
    // Disabling revoked every session already; this closes the gap of a refresh racing it.
    await revokeSession(app.db, session.sessionId, 'admin');
    clearRefreshCookie(request, reply);
    throw accountDisabled();
  }
  setRefreshCookie(request, reply, session.refreshToken, session.expiresAt);
  const accessToken = await signAccessToken(app.config.jwtSecret, {
    userId,
    sessionId: session.sessionId,
    type: row.type,
    operatorType: row.operatorType,
  });
  return {
    access_token: accessToken,
    user: toUser(row),
    refresh_expires_in: secondsUntil(session.expiresAt),
  };
}

// ── Google sign-in ──────────────────────────────────────────────────────────────────────────────

/** An existing account with the same (Google-verified) email is linked; otherwise a new traveler. */
export async function findOrCreateGoogleUser(
  app: FastifyInstance,
  identity: GoogleIdentity,
  /** A new account's language: the one the visitor was reading the site in. */
  language: Language = DEFAULT_LANGUAGE,
): Promise<string> {
  const [linked] = await app.db
    .select({ id: users.id, googleSubject: users.googleSubject })
    .from(users)
    .where(sql`${users.googleSubject} = ${identity.subject} or lower(${users.email}) = ${identity.email}`)
    .orderBy(sql`${users.googleSubject} = ${identity.subject} desc nulls last`)
    .limit(1);
  if (linked) {
    if (linked.googleSubject && linked.googleSubject !== identity.subject) {
      throw unauthenticated(M.googleAccountNotAllowed);
    }
    await app.db
      .update(users)
      .set({
        googleSubject: identity.subject,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(sql`${users.id} = ${linked.id}`);
    return linked.id;
  }
  try {
    return await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: identity.email,
          firstName: identity.firstName,
          lastName: identity.lastName,
          type: 'traveler',
          googleSubject: identity.subject,
          emailVerifiedAt: sql`now()`,
          preferredLanguage: language,
        })
        .returning({ id: users.id });
      await notify(tx, row!.id, 'success', 'notifications.welcomeTitle', 'notifications.welcomeGoogle');
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw unauthenticated(M.googleAccountNotAllowed);
    throw err;
  }
}
