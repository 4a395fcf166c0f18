import { translate, type Language, type MessageKey, type MessageValues } from '@dala/shared';
import type { Database } from '../../db/client';
import { enqueueMail } from '../../lib/jobs/mail-job';

export interface OperatorDecisionMail {
  to: string;
  language: Language;
  name: string;
  company: string;
  publicUrl: string;
}

/**
 * Mails the operator the admin's decision on their verification, queued in the decision's
 * transaction (sent after it commits, never if it rolls back).
 */
export async function queueOperatorDecisionMail(
  db: Database,
  mail: OperatorDecisionMail,
  decision: { approved: true } | { approved: false; reason: string },
): Promise<void> {
  const t = (key: MessageKey, values?: MessageValues) => translate(mail.language, key, values);
  const values = { name: mail.name, company: mail.company };
  const message = decision.approved
    ? {
        to: mail.to,
        subject: t('admin.mail.approvedSubject'),
        text: t('admin.mail.approvedText', { ...values, link: `${mail.publicUrl}/dashboard` }),
      }
    : {
        to: mail.to,
        subject: t('admin.mail.rejectedSubject'),
        text: t('admin.mail.rejectedText', {
          ...values,
          reason: decision.reason,
          link: `${mail.publicUrl}/verification-required`,
        }),
      };
  await enqueueMail(db, message);
}
