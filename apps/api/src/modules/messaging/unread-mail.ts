import { MESSAGE_EMAIL_DELAY_MINUTES, escapeHtml, translate, type MessageValues } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob, enqueue, enqueueMail } from '../../lib/jobs';
import { userLanguage } from '../../lib/i18n';
import { notify } from '../notifications';
import { conversationSummary, subjectText, type SentMessage } from './messaging.service';

/** An email quotes at most this much of the unread messages. */
const EXCERPT_CHARS = 600;

/**
 * One email per unread burst: the first message a recipient has not read (everything before it read)
 * queues this job for MESSAGE_EMAIL_DELAY_MINUTES later, keyed by conversation, recipient and that
 * message's number; later messages of the same burst queue nothing. When it runs, one conditional
 * update decides: the burst's first message still unread and not yet mailed → mark it mailed and queue
 * the mail in the same transaction. A second run, in this process or another, finds it marked and
 * sends nothing.
 */
export const unreadMessageMailJob = defineJob({
  kind: 'messaging-unread-mail',
  payload: z.object({ conversation_id: z.string(), user_id: z.string(), seq: z.number().int().min(1) }),
  maxAttempts: 5,
  async run({ conversation_id, user_id, seq }, { app }) {
    await app.db.transaction(async (tx) => {
      const marked = await tx.execute(sql`
        update conversation_participants p
           set notified_through_seq = c.message_count
          from conversations c
         where c.id = p.conversation_id and p.conversation_id = ${conversation_id} and p.user_id = ${user_id}
           and p.last_read_seq < ${seq} and p.notified_through_seq < ${seq}
        returning p.last_read_seq`);
      const lastRead = (marked.rows[0] as { last_read_seq: number } | undefined)?.last_read_seq;
      if (lastRead === undefined) return;
      const summary = await conversationSummary(tx, conversation_id, user_id);
      if (!summary) return;
      const result = await tx.execute(sql`
        select u.email, m.body from users u, messages m
         where u.id = ${user_id} and m.conversation_id = ${conversation_id} and m.seq > ${lastRead}
           and m.sender_id <> ${user_id}
         order by m.seq`);
      const found = result.rows as { email: string; body: string }[];
      if (found.length === 0) return;
      const excerpt = found.map((m) => m.body).join('\n\n');
      const clipped = excerpt.length > EXCERPT_CHARS ? `${excerpt.slice(0, EXCERPT_CHARS)}…` : excerpt;
      const language = await userLanguage(tx, user_id);
      const link = `${app.config.publicUrl}/messages/${conversation_id}`;
      const values: MessageValues = {
        name: summary.counterpart_name,
        subject: subjectText(summary.subject),
      };
      const t = (key: Parameters<typeof translate>[1], v: MessageValues = values) =>
        translate(language, key, v);
      // The message text is the other party's: escaped in the HTML part, never markup.
      const html = [
        `<p>${escapeHtml(t('messaging.unreadMailIntro'))}</p>`,
        `<blockquote style="white-space:pre-wrap;border-left:3px solid #d97706;margin:0;padding:0 12px">${escapeHtml(clipped)}</blockquote>`,
        `<p><a href="${escapeHtml(link)}">${escapeHtml(t('messaging.unreadMailAction'))}</a></p>`,
        `<p style="color:#78716c">${escapeHtml(t('messaging.unreadMailFooter'))}</p>`,
      ].join('\n');
      await enqueueMail(
        tx,
        {
          to: found[0]!.email,
          subject: t('messaging.unreadMailSubject'),
          text: t('messaging.unreadMailText', { ...values, excerpt: clipped, link }),
          html,
        },
        { dedupeKey: `messaging-unread-mail:${conversation_id}:${user_id}:${seq}` },
      );
    });
  },
});

/**
 * After a message is written (same transaction): a message that starts an unread burst tells its
 * recipient in the app at once and queues the burst's email check. Nothing for the rest of a burst.
 */
export async function afterMessageSent(
  tx: Database,
  conversationId: string,
  sent: SentMessage,
): Promise<void> {
  if (!sent.startsBurst) return;
  const summary = await conversationSummary(tx, conversationId, sent.recipientId);
  if (!summary) return;
  await notify(tx, sent.recipientId, 'info', 'messaging.newMessageTitle', {
    key: 'messaging.newMessage',
    values: { name: summary.counterpart_name, subject: subjectText(summary.subject) },
  });
  await enqueue(
    tx,
    unreadMessageMailJob,
    { conversation_id: conversationId, user_id: sent.recipientId, seq: sent.seq },
    {
      runAt: new Date(Date.now() + MESSAGE_EMAIL_DELAY_MINUTES * 60_000),
      dedupeKey: `messaging-unread:${conversationId}:${sent.recipientId}:${sent.seq}`,
    },
  );
}
