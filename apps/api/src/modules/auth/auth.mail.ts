import {
  EMAIL_VERIFICATION_TOKEN_LIFETIME_S,
  PASSWORD_RESET_TOKEN_LIFETIME_S,
  escapeHtml,
  translate,
  type Language,
  type MessageKey,
  type MessageValues,
} from '@dala/shared';
import type { MailMessage } from '../../lib/mailer';

/** The texts of one account mail, as message keys (`mail.auth.*`). */
interface AccountMail {
  subject: MessageKey;
  intro: MessageKey;
  button: MessageKey;
  footer: MessageKey;
  lifetimeS: number;
}

/** An account mail (text and HTML) in the recipient's language. */
function accountMail(
  language: Language,
  mail: AccountMail,
  to: string,
  firstName: string,
  href: string,
): MailMessage {
  const t = (key: MessageKey, values?: MessageValues) => translate(language, key, values);
  const greeting = t('mail.hello', { name: firstName });
  const lines = [t(mail.intro)];
  const label = t(mail.button);
  const footer = t(mail.footer, { hours: { key: 'mail.hours', values: { count: mail.lifetimeS / 3600 } } });
  const signature = t('mail.signature');
  const text = [greeting, '', ...lines, '', href, '', footer, '', signature].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#292524;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(href)}" style="background:#d97706;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#57534e">${escapeHtml(t('mail.openLink', { link: href }))}</p>
<p style="font-size:13px;color:#57534e">${escapeHtml(footer)}</p>
<p>${escapeHtml(signature)}</p></body></html>`;
  return { to, subject: t(mail.subject), text, html };
}

export function verificationMail(
  language: Language,
  to: string,
  firstName: string,
  link: string,
): MailMessage {
  return accountMail(
    language,
    {
      subject: 'mail.auth.verifySubject',
      intro: 'mail.auth.verifyIntro',
      button: 'mail.auth.verifyButton',
      footer: 'mail.auth.verifyFooter',
      lifetimeS: EMAIL_VERIFICATION_TOKEN_LIFETIME_S,
    },
    to,
    firstName,
    link,
  );
}

export function passwordResetMail(
  language: Language,
  to: string,
  firstName: string,
  link: string,
): MailMessage {
  return accountMail(
    language,
    {
      subject: 'mail.auth.resetSubject',
      intro: 'mail.auth.resetIntro',
      button: 'mail.auth.resetButton',
      footer: 'mail.auth.resetFooter',
      lifetimeS: PASSWORD_RESET_TOKEN_LIFETIME_S,
    },
    to,
    firstName,
    link,
  );
}
