import { AUTH_MESSAGES as M, emailSchema, newPasswordSchema, translate } from '@dala/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { isCommonPassword } from '../../lib/auth/common-passwords';
import { revokeUserSessions } from '../../lib/auth/sessions';
import { hashPassword } from '../../lib/password';

export class AdminCreateError extends Error {
  override name = 'AdminCreateError';
}

export interface CreateAdminInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Creates an administrator (the only way to get one: never self-registration). Run again for an
 * existing admin, it sets the new password and signs that admin out everywhere. An email that
 * belongs to a traveler or operator is refused rather than silently promoted.
 */
export async function createAdmin(
  db: Database,
  input: CreateAdminInput,
): Promise<{ id: string; created: boolean }> {
  const email = emailSchema.safeParse(input.email);
  if (!email.success)
    throw new AdminCreateError(`--email: ${translate('en', email.error.issues[0]!.message)}`);
  const password = newPasswordSchema.safeParse(input.password);
  if (!password.success)
    throw new AdminCreateError(`--password: ${translate('en', password.error.issues[0]!.message)}`);
  if (isCommonPassword(password.data))
    throw new AdminCreateError(`--password: ${translate('en', M.passwordTooCommon)}`);
  const passwordHash = await hashPassword(password.data);

  const [existing] = await db
    .select({ id: users.id, type: users.type })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.data}`);
  if (existing) {
    if (existing.type !== 'admin') {
      throw new AdminCreateError(
        `${email.data} belongs to a ${existing.type} account; use another email for the admin`,
      );
    }
    await db
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, existing.id));
    await revokeUserSessions(db, existing.id, 'password_change');
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(users)
    .values({
      email: email.data,
      passwordHash,
      firstName: input.firstName?.trim() || 'Admin',
      lastName: input.lastName?.trim() || 'Dala Rides',
      type: 'admin',
      emailVerifiedAt: sql`now()`,
    })
    .returning({ id: users.id });
  return { id: row!.id, created: true };
}
