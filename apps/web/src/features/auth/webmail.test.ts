import { describe, expect, it } from 'vitest';
import { webmailFor } from './webmail';

describe('webmailFor', () => {
  it('maps the known providers', () => {
    expect(webmailFor('a@gmail.com')).toEqual({ label: 'Gmail', url: 'https://mail.google.com/' });
    for (const domain of ['outlook.com', 'hotmail.com', 'live.com']) {
      expect(webmailFor(`a@${domain}`)?.label).toBe('Outlook');
    }
    expect(webmailFor('a@yahoo.com')?.label).toBe('Yahoo Mail');
    expect(webmailFor('a@icloud.com')?.label).toBe('iCloud Mail');
    expect(webmailFor('a@me.com')?.label).toBe('iCloud Mail');
  });
  it('falls back to the domain itself, case-insensitively', () => {
    expect(webmailFor('Juma@Twiga.CO.TZ')).toEqual({ label: 'twiga.co.tz', url: 'https://twiga.co.tz' });
  });
  it('gives nothing for an address without a usable domain', () => {
    expect(webmailFor('nobody')).toBeNull();
    expect(webmailFor('a@localhost')).toBeNull();
  });
});
