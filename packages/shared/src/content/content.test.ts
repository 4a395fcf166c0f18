import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { CONTACT_SUBJECTS, contactRequestSchema } from './contact';
import { newsletterRequestSchema } from './newsletter';

describe('contactRequestSchema', () => {
  const valid = {
    name: 'Amani Mushi',
    email: 'amani@example.com',
    subject: 'safari-inquiry',
    message: 'Hello',
  };

  it('has the six subjects of the spec', () => {
    expect(CONTACT_SUBJECTS.map((s) => s.value)).toEqual([
      'safari-inquiry',
      'booking-help',
      'custom-package',
      'transport-inquiry',
      'general-question',
      'feedback',
    ]);
  });

  it('accepts a complete message and trims it', () => {
    const parsed = contactRequestSchema.parse({ ...valid, name: '  Amani Mushi ' });
    expect(parsed.name).toBe('Amani Mushi');
  });

  it('requires every field with a message per field', () => {
    const result = contactRequestSchema.safeParse({ name: ' ', email: '', subject: 'other', message: '' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(
      result.error!.issues.map((i) => [i.path[0], translate('en', i.message)]),
    );
    expect(fields).toEqual({
      name: 'Full name is required',
      email: 'Email is required',
      subject: 'Please choose a subject',
      message: 'Message is required',
    });
  });

  it('rejects a malformed email and an overlong message', () => {
    expect(
      translate(
        'en',
        contactRequestSchema.safeParse({ ...valid, email: 'amani@' }).error?.issues[0]?.message ?? '',
      ),
    ).toBe('Please enter a valid email address');
    expect(contactRequestSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(true);
  });
});

describe('newsletterRequestSchema', () => {
  it('requires a valid email', () => {
    expect(
      translate('en', newsletterRequestSchema.safeParse({ email: '' }).error?.issues[0]?.message ?? ''),
    ).toBe('Email is required');
    expect(
      translate(
        'en',
        newsletterRequestSchema.safeParse({ email: 'no-at-sign' }).error?.issues[0]?.message ?? '',
      ),
    ).toBe('Please enter a valid email address');
    expect(newsletterRequestSchema.parse({ email: ' Zawadi@Example.com ', source: 'blog' })).toEqual({
      email: 'Zawadi@Example.com',
      source: 'blog',
    });
  });
});
