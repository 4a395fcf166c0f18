import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { notifications, users } from '../schema';
import { DEMO_ACCOUNTS } from './demo-accounts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the demo accounts would have received on their way to where the seed puts them: the welcome
 * of registration, and the approval of the two verified operators. Only for accounts that have no
 * notification yet (idempotent).
 */
export async function seedDemoNotifications(db: Database): Promise<void> {
  const accounts = await db
    .select({ id: users.id, email: users.email, type: users.type })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  for (const account of accounts) {
    const [existing] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(sql`${notifications.userId} = ${account.id}`);
    if ((existing?.n ?? 0) > 0) continue;
    const rows: (typeof notifications.$inferInsert)[] = [
      {
        userId: account.id,
        type: 'success',
        title: 'Welcome to Dala Rides!',
        message:
          account.type === 'operator'
            ? 'Your operator account is ready. Verify your email, then submit your business documents so we can verify your company.'
            : 'Your account is ready. Verify your email and start exploring safaris and trips across Tanzania.',
        isRead: true,
        createdAt: new Date(Date.now() - 2 * DAY_MS),
      },
    ];
    if (account.type === 'operator') {
      rows.push({
        userId: account.id,
        type: 'success',
        title: 'Verification approved',
        message: 'Your company is now verified. You have full access to your operator tools.',
        createdAt: new Date(Date.now() - DAY_MS),
      });
    }
    await db.insert(notifications).values(rows);
  }
}
