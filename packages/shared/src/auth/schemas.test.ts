import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { AUTH_MESSAGES } from './messages';

/** The English text of every identity message (the schemas give keys). */
const M = Object.fromEntries(
  Object.entries(AUTH_MESSAGES).map(([name, key]) => [name, translate('en', key)]),
) as Record<keyof typeof AUTH_MESSAGES, string>;
import {
  composePhoneNumber,
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  splitPhoneNumber,
} from './phone-countries';
import { loginSchema, passwordChangeSchema, registerSchema, verificationFieldsSchema } from './schemas';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (out[String(issue.path[0])] ??= []).push(translate('en', issue.message));
  return out;
}

const traveler = {
  first_name: 'Neema',
  last_name: 'Mushi',
  email: 'Neema@Example.com ',
  password: 'kilimanjaro-2026',
  password2: 'kilimanjaro-2026',
};

describe('registerSchema', () => {
  it('accepts a traveler and normalises the email', () => {
    const r = registerSchema.parse(traveler);
    expect(r.type).toBe('traveler');
    expect(r.email).toBe('neema@example.com');
    expect(r.phone_number).toBeUndefined();
  });

  it('gives every required message of spec §5 for an empty form', () => {
    const errors = fieldErrors(registerSchema.safeParse({}));
    expect(errors).toEqual({
      first_name: [M.firstNameRequired],
      last_name: [M.lastNameRequired],
      email: [M.emailRequired],
      password: [M.passwordRequired],
      password2: [M.password2Required],
    });
    expect(M.firstNameRequired).toBe('First name is required');
    expect(M.password2Required).toBe('Please confirm your password');
  });

  it('checks email shape, password length and the confirmation together', () => {
    const errors = fieldErrors(
      registerSchema.safeParse({
        ...traveler,
        first_name: ' ',
        email: 'nope',
        password: 'short',
        password2: 'other',
      }),
    );
    expect(errors).toEqual({
      first_name: ['First name is required'],
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 8 characters long'],
      password2: ['Passwords do not match'],
    });
  });

  it('accepts long passwords (128+ characters)', () => {
    const long = 'x'.repeat(200);
    expect(registerSchema.safeParse({ ...traveler, password: long, password2: long }).success).toBe(true);
  });

  it('requires company, phone and operator type of operators', () => {
    const errors = fieldErrors(registerSchema.safeParse({ ...traveler, type: 'operator' }));
    expect(errors).toEqual({
      company_name: ['Company name is required for operators'],
      phone_number: ['Phone number is required for operators'],
      operator_type: ['Please select an operator type'],
    });
  });

  it('treats a bare country code as no phone number and rejects malformed ones', () => {
    const op = { ...traveler, type: 'operator', company_name: 'Kilele', operator_type: 'transporter' };
    expect(fieldErrors(registerSchema.safeParse({ ...op, phone_number: '+255' }))).toEqual({
      phone_number: [M.phoneRequired],
    });
    expect(fieldErrors(registerSchema.safeParse({ ...op, phone_number: '0712' }))).toEqual({
      phone_number: [M.phoneInvalid],
    });
    expect(registerSchema.parse({ ...op, phone_number: '+255 712-345 678' }).phone_number).toBe(
      '+255712345678',
    );
  });

  it('refuses travel agents as coming soon', () => {
    const errors = fieldErrors(
      registerSchema.safeParse({
        ...traveler,
        type: 'operator',
        company_name: 'Agents',
        phone_number: '+255712345678',
        operator_type: 'travel_agent',
      }),
    );
    expect(errors).toEqual({ operator_type: ['Travel agent accounts are coming soon'] });
  });
});

describe('loginSchema', () => {
  it('defaults remember_me to false and requires both fields', () => {
    expect(loginSchema.parse({ email: 'A@b.co', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
      remember_me: false,
    });
    expect(fieldErrors(loginSchema.safeParse({}))).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });
});

describe('passwordChangeSchema and verificationFieldsSchema', () => {
  it('requires the current password and a matching confirmation', () => {
    expect(
      fieldErrors(passwordChangeSchema.safeParse({ password: 'longenough1', password2: 'longenough2' })),
    ).toEqual({ current_password: [M.currentPasswordRequired], password2: [M.passwordsDoNotMatch] });
  });
  it('requires company name and phone number', () => {
    expect(fieldErrors(verificationFieldsSchema.safeParse({ company_name: '', phone_number: '' }))).toEqual({
      company_name: [M.verificationCompanyNameRequired],
      phone_number: [M.verificationPhoneRequired],
    });
  });
});

describe('phone country list', () => {
  it('has 44 entries from +255 Tanzania to +64 New Zealand with unique codes, default +255', () => {
    expect(PHONE_COUNTRIES).toHaveLength(44);
    expect(PHONE_COUNTRIES[0]).toMatchObject({ code: '+255', country: 'Tanzania' });
    expect(PHONE_COUNTRIES.at(-1)).toMatchObject({ code: '+64', country: 'New Zealand' });
    expect(new Set(PHONE_COUNTRIES.map((c) => c.code)).size).toBe(44);
    expect(DEFAULT_PHONE_COUNTRY.code).toBe('+255');
  });
  it('composes code plus digits and splits them back', () => {
    expect(composePhoneNumber('+255', '0712 345-678')).toBe('+255712345678');
    expect(composePhoneNumber('+255', ' ')).toBe('');
    expect(splitPhoneNumber('+254712345678')).toEqual({ code: '+254', localNumber: '712345678' });
    expect(splitPhoneNumber(null)).toEqual({ code: '+255', localNumber: '' });
  });
});
