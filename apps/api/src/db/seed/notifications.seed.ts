import { DEFAULT_LANGUAGE, isLanguage, renderMessage, type Language, type Message } from '@dala/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { notifications, operatorProfiles, users } from '../schema';
import { DEMO_ACCOUNTS } from './demo-accounts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A row as notify() (modules/notifications) writes it: the messages, and their text in `language`. */
function noticeRow(userId: string, language: Language, title: Message, message: Message) {
  return {
    userId,
    type: 'success' as const,
    title: renderMessage(language, title),
    message: renderMessage(language, message),
    messages: { title, message },
  };
}

/**
 * What the demo accounts would have received on their way to where the seed puts them: the welcome
 * of registration, and the approval of the two verified operators. Stored as notify() stores them
 * (catalog messages, read in the reader's language). Only for accounts that have no notification yet
 * (idempotent).
 */
export async function seedDemoNotifications(db: Database): Promise<void> {
  const accounts = await db
    .select({
      id: users.id,
      type: users.type,
      language: users.preferredLanguage,
      company: operatorProfiles.companyName,
    })
    .from(users)
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, users.id))
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
    const language = isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE;
    const operator = account.type === 'operator';
    const rows: (typeof notifications.$inferInsert)[] = [
      {
        ...noticeRow(
          account.id,
          language,
          { key: 'notifications.welcomeTitle' },
          { key: operator ? 'notifications.welcomeOperator' : 'notifications.welcomeTraveler' },
        ),
        isRead: true,
        createdAt: new Date(Date.now() - 2 * DAY_MS),
      },
    ];
    if (operator) {
      rows.push({
        ...noticeRow(
          account.id,
          language,
          { key: 'notifications.verificationApprovedTitle' },
          { key: 'notifications.verificationApproved', values: { company: account.company ?? '' } },
        ),
        createdAt: new Date(Date.now() - DAY_MS),
      });
    }
    await db.insert(notifications).values(rows);
  }
}
