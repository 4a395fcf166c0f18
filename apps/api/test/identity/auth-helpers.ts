import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OperatorType, User } from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { operatorProfiles, users } from '../../src/db/schema';
import { createSession } from '../../src/lib/auth/sessions';
import { signAccessToken } from '../../src/lib/auth/tokens';
import { hashPassword } from '../../src/lib/password';
import { getUser } from '../../src/modules/users/users.service';

/** Password of every user createUser() makes (unless given): not in the common-passwords list. */
export const TEST_PASSWORD = 'Serengeti-Sunrise-2026';

let testPasswordHash: Promise<string> | undefined;

export interface CreateUserOptions {
  type?: 'traveler' | 'operator' | 'admin';
  operator_type?: OperatorType;
  /** Operators: approved (default false). */
  is_verified?: boolean;
  email?: string;
  password?: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string | null;
  company_name?: string;
  email_verified?: boolean;
  remember_me?: boolean;
}

export interface TestUser {
  user: User;
  password: string;
  /** A live access token of a fresh session. */
  accessToken: string;
  /** `{ authorization: 'Bearer …' }`, to spread into app.inject headers. */
  authHeader: { authorization: string };
  sessionId: string;
  refreshToken: string;
}

/**
 * Creates an account straight in the database with a signed-in session, for tests of any feature:
 *   const op = await createUser(app, { type: 'operator', operator_type: 'tour_operator', is_verified: true });
 *   await app.inject({ method: 'GET', url: '/api/…', headers: op.authHeader });
 */
export async function createUser(app: FastifyInstance, options: CreateUserOptions = {}): Promise<TestUser> {
  const type = options.type ?? 'traveler';
  const isOperator = type === 'operator';
  const operatorType = isOperator ? (options.operator_type ?? 'tour_operator') : null;
  const password = options.password ?? TEST_PASSWORD;
  const passwordHash =
    password === TEST_PASSWORD
      ? await (testPasswordHash ??= hashPassword(TEST_PASSWORD))
      : await hashPassword(password);
  const email = (
    options.email ?? `${type}-${randomBytes(5).toString('hex')}@test.dalarides.co.tz`
  ).toLowerCase();
  const verified = isOperator && (options.is_verified ?? false);
  const [row] = await app.db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstName: options.first_name ?? 'Test',
      lastName: options.last_name ?? type.charAt(0).toUpperCase() + type.slice(1),
      phoneNumber:
        options.phone_number === undefined ? (isOperator ? '+255712000000' : null) : options.phone_number,
      type,
      operatorType,
      isVerified: verified,
      emailVerifiedAt: options.email_verified === false ? null : sql`now()`,
    })
    .returning({ id: users.id });
  const id = row!.id;
  if (isOperator) {
    await app.db.insert(operatorProfiles).values({
      userId: id,
      companyName:
        options.company_name ?? `Test ${operatorType === 'transporter' ? 'Coaches' : 'Safaris'} Ltd`,
      verificationStatus: verified ? 'approved' : 'not_submitted',
      submittedAt: verified ? sql`now()` : null,
      reviewedAt: verified ? sql`now()` : null,
    });
  }
  const session = await createSession(app.db, { userId: id, rememberMe: options.remember_me ?? false });
  const accessToken = await signAccessToken(app.config.jwtSecret, {
    userId: id,
    sessionId: session.sessionId,
    type,
    operatorType,
  });
  return {
    user: await getUser(app.db, id),
    password,
    accessToken,
    authHeader: { authorization: `Bearer ${accessToken}` },
    sessionId: session.sessionId,
    refreshToken: session.refreshToken,
  };
}

/** Headers of cookie-authenticated calls (refresh, logout): the CSRF header and the refresh cookie. */
export function refreshHeaders(refreshToken?: string): Record<string, string> {
  return {
    'x-requested-with': 'XMLHttpRequest',
    ...(refreshToken ? { cookie: `dala_refresh=${refreshToken}` } : {}),
  };
}

/** The value of the refresh cookie an answer sets (undefined when it sets none). */
export function refreshCookieOf(response: {
  cookies: { name: string; value: string }[];
}): string | undefined {
  return response.cookies.find((c) => c.name === 'dala_refresh')?.value;
}

/** Decodes an .eml body enough to read links: quoted-printable soft breaks and =XX escapes. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Mails in DATA_DIR/outbox sent to `to`, oldest first, decoded. */
export function outboxMails(dataDir: string, to: string): string[] {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files
    .map((f) => decodeQuotedPrintable(readFileSync(join(dir, f), 'utf8')))
    .filter((mail) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(mail));
}

/** Mails to `to` once there are at least `count` (some are sent after the answer); throws after 5 s. */
export async function waitForMails(dataDir: string, to: string, count = 1): Promise<string[]> {
  for (let waited = 0; ; waited += 25) {
    const mails = outboxMails(dataDir, to);
    if (mails.length >= count) return mails;
    if (waited > 5000) throw new Error(`no mail to ${to} after 5 s`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The token of the newest link to `path` (/verify-email, /reset-password) mailed to `to`. */
export function latestMailedToken(dataDir: string, to: string, path: string): string | undefined {
  const mails = outboxMails(dataDir, to);
  for (const mail of mails.reverse()) {
    const match = new RegExp(`${path}\\?token=([\\w-]+)`).exec(mail);
    if (match) return match[1];
  }
  return undefined;
}
