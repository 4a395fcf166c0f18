export interface Webmail {
  label: string;
  url: string;
}

const PROVIDERS: Array<{ domains: string[]; label: string; url: string }> = [
  { domains: ['gmail.com', 'googlemail.com'], label: 'Gmail', url: 'https://mail.google.com/' },
  {
    domains: ['outlook.com', 'hotmail.com', 'live.com'],
    label: 'Outlook',
    url: 'https://outlook.live.com/mail/',
  },
  { domains: ['yahoo.com'], label: 'Yahoo Mail', url: 'https://mail.yahoo.com/' },
  { domains: ['icloud.com', 'me.com'], label: 'iCloud Mail', url: 'https://www.icloud.com/mail' },
];

/**
 * The webmail of an address's domain (spec §2): gmail.com → Gmail, outlook/hotmail/live → Outlook,
 * yahoo → Yahoo Mail, icloud/me → iCloud Mail, otherwise the domain itself.
 */
export function webmailFor(email: string): Webmail | null {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (!domain || !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain)) return null;
  const provider = PROVIDERS.find((p) => p.domains.includes(domain));
  if (provider) return { label: provider.label, url: provider.url };
  return { label: domain, url: `https://${domain}` };
}
