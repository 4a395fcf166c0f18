import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/lib/mailer';

const dir = mkdtempSync(join(tmpdir(), 'dala-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the default mailer', () => {
  it('writes each message to the outbox as an .eml file', async () => {
    const mailer = createMailer({
      from: 'Dala Rides <no-reply@example.test>',
      outboxDir: dir,
      log: pino({ level: 'silent' }),
    });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'neema@example.test', subject: 'Karibu', text: 'Welcome to Dala Rides' });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: neema@example.test');
    expect(eml).toContain('Subject: Karibu');
    expect(eml).toContain('Welcome to Dala Rides');
  });
});
