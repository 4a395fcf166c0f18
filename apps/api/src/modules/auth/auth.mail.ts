import { EMAIL_VERIFICATION_TOKEN_LIFETIME_S, PASSWORD_RESET_TOKEN_LIFETIME_S } from '@dala/shared';
import type { MailMessage } from '../../lib/mailer';

const hours = (s: number) => `${s / 3600} hour${s === 3600 ? '' : 's'}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(greeting: string, lines: string[], link: { href: string; label: string }, footer: string) {
  const text = [greeting, '', ...lines, '', link.href, '', footer, '', '— Dala Rides'].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#292524;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}" style="background:#d97706;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#57534e">Or open this link: ${escapeHtml(link.href)}</p>
<p style="font-size:13px;color:#57534e">${escapeHtml(footer)}</p>
<p>— Dala Rides</p></body></html>`;
  return { text, html };
}

export function verificationMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your email address for Dala Rides',
    ...layout(
      `Hello ${firstName},`,
      ['Welcome to Dala Rides! Please confirm that this is your email address.'],
      { href: link, label: 'Verify Email' },
      `The link works once and expires in ${hours(EMAIL_VERIFICATION_TOKEN_LIFETIME_S)}. If you did not create an account, ignore this email.`,
    ),
  };
}

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Dala Rides password',
    ...layout(
      `Hello ${firstName},`,
      ['Someone (hopefully you) asked to reset the password of your Dala Rides account.'],
      { href: link, label: 'Reset Password' },
      `The link works once and expires in ${hours(PASSWORD_RESET_TOKEN_LIFETIME_S)}. If you did not ask for this, ignore this email: your password stays as it is.`,
    ),
  };
}
