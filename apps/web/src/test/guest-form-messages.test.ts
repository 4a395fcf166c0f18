import type { ZodType } from 'zod';
import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_MESSAGES } from '../features/contact/routes';
import { contactRequestSchema } from '../features/contact/form-schema';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '../features/auth/form-schemas';
import { GUEST_FORM_MESSAGES } from '../features/auth/routes';

/** Values that break every rule a text field can have: missing, empty, too long, unsafe, wrong type. */
const BAD_VALUES: unknown[] = [undefined, '', ' ', 'x'.repeat(10_000), 'a\u0000<>', 42, 'not-an-email', 'ab'];

/** Every message key the schema produces for bad input in each of its fields. */
function messagesOf(schema: ZodType): Set<string> {
  const fields = new Set<string>();
  for (const issue of schema.safeParse({}).error?.issues ?? []) fields.add(String(issue.path[0] ?? ''));
  const messages = new Set<string>();
  const collect = (input: unknown) => {
    for (const issue of schema.safeParse(input).error?.issues ?? []) messages.add(issue.message);
  };
  collect({});
  for (const value of BAD_VALUES) {
    collect(Object.fromEntries([...fields].map((field) => [field, value])));
    for (const field of fields) collect({ [field]: value });
  }
  return messages;
}

const sectionOf = (key: string) => key.split('.')[0];

describe('the catalog sections a guest form page loads (first load: not the whole catalog)', () => {
  it.each([
    ['login', loginSchema, GUEST_FORM_MESSAGES],
    ['register', registerSchema, GUEST_FORM_MESSAGES],
    ['forgot password', forgotPasswordSchema, GUEST_FORM_MESSAGES],
    ['reset password', resetPasswordSchema, GUEST_FORM_MESSAGES],
    ['contact', contactRequestSchema, CONTACT_FORM_MESSAGES],
  ] as const)('hold every field message of the %s form', (_name, schema, sections) => {
    const messages = messagesOf(schema as ZodType);
    expect(messages.size).toBeGreaterThan(2);
    for (const message of messages) expect(sections as readonly string[]).toContain(sectionOf(message));
  });
});
