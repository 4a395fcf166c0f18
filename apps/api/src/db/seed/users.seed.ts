import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import type { Database } from '../client';
import { operatorProfiles, users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/** The demo accounts; existing emails are left as they are. */
export async function seedDemoUsers(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const [row] = await db
      .insert(users)
      .values({
        email: account.email,
        passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        phoneNumber: account.phoneNumber,
        type: account.type,
        operatorType: account.operatorType,
        isVerified: account.type === 'operator',
        emailVerifiedAt: sql`now()`,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (row && account.companyName) {
      await db
        .insert(operatorProfiles)
        .values({
          userId: row.id,
          companyName: account.companyName,
          verificationStatus: 'approved',
          submittedAt: sql`now()`,
          reviewedAt: sql`now()`,
        })
        .onConflictDoNothing();
    }
  }
}
