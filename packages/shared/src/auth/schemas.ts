import { z } from 'zod';
import { languageSchema } from '../i18n/language-schema';
import { text } from '../input';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { pageSchema, paginationQuerySchema } from '../pagination';
import {
  ALLOWED_DOCUMENT_TYPES,
  OPERATOR_TYPE_CHOICES,
  PASSWORD_MAX_LENGTH,
  VERIFICATION_DOCUMENT_FIELDS,
  type OperatorTypeChoice,
} from './constants';
import { AUTH_MESSAGES as M } from './messages';
import { PHONE_COUNTRIES } from './phone-countries';

// ── Enumerations ────────────────────────────────────────────────────────────────────────────────

/** Account types. `admin` is not self-registered (ARCHITECTURE §5). */
export const userTypeSchema = z.enum(['traveler', 'operator', 'admin']);
export type UserType = z.infer<typeof userTypeSchema>;
/** What the register form offers (`type` query parameter). */
export const registrationTypeSchema = z.enum(['traveler', 'operator']);
export type RegistrationType = z.infer<typeof registrationTypeSchema>;
/** Enabled operator types. */
export const operatorTypeSchema = z.enum(['tour_operator', 'transporter']);
export type OperatorType = z.infer<typeof operatorTypeSchema>;
export const verificationStatusSchema = z.enum(['not_submitted', 'pending', 'approved', 'rejected']);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

// ── Field schemas ───────────────────────────────────────────────────────────────────────────────

/** "Must be at most N characters" (a key per length the schemas use). */
const atMost = (max: 100 | 200) =>
  max === 200 ? 'common.atMost200Characters' : 'common.atMost100Characters';
const requiredText = (message: string, max: 100 | 200 = 100) =>
  text({ error: message }).trim().min(1, message).max(max, atMost(max));

/** Email: required, trimmed, lower-cased, well-formed (spec §5 texts). */
export const emailSchema = text({ error: M.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: M.emailRequired, abort: true })
  .max(254, { error: M.emailInvalid, abort: true })
  .pipe(z.email(M.emailInvalid));

/** A new password: 8 to 256 characters (the common-password check is the server's). */
export const newPasswordSchema = text({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

const confirmPasswordSchema = text({ error: M.password2Required }).min(1, M.password2Required);

/** Country codes of the list, to recognise "only a code, no number". */
const COUNTRY_CODES = new Set(PHONE_COUNTRIES.map((c) => c.code));

/**
 * Phone number as sent: country code plus digits ('+255712345678'). Spaces, dashes, dots and brackets
 * are stripped; a bare country code counts as empty. '' means "no phone number".
 */
export const phoneNumberSchema = text()
  .trim()
  .transform((value) => {
    const compact = value.replace(/[\s\-().]/g, '');
    return COUNTRY_CODES.has(compact) || compact === '+' ? '' : compact;
  })
  .refine((value) => value === '' || /^\+[1-9]\d{6,14}$/.test(value), M.phoneInvalid);

const optionalPhone = z
  .union([phoneNumberSchema, z.null()])
  .optional()
  .transform((v) => v || undefined);
const optionalText = (max: 100 | 200) =>
  z
    .union([text().trim().max(max, atMost(max)), z.null()])
    .optional()
    .transform((v) => v || undefined);

type Loose = Record<string, unknown> | null | undefined;
const always = { when: () => true } as const;
const asObject = (v: unknown): Loose => (typeof v === 'object' && v !== null ? (v as Loose) : undefined);

/** password2 must equal password; checked even when other fields have errors, so the form shows all. */
function passwordsMatch(v: unknown): boolean {
  const o = asObject(v);
  return !o || typeof o.password !== 'string' || typeof o.password2 !== 'string' || o.password2 === ''
    ? true
    : o.password === o.password2;
}

// ── Registration (spec §3, §5, §7) ──────────────────────────────────────────────────────────────

/**
 * POST /auth/register. `type` is not in the spec's body: the form sends it (and operator_type) in the
 * query string; the server accepts either. Operators also need company_name, phone_number and an
 * enabled operator_type.
 */
export const registerSchema = z
  .object({
    type: registrationTypeSchema.default('traveler'),
    first_name: requiredText(M.firstNameRequired),
    last_name: requiredText(M.lastNameRequired),
    email: emailSchema,
    password: newPasswordSchema,
    password2: confirmPasswordSchema,
    phone_number: optionalPhone,
    company_name: optionalText(200),
    operator_type: z
      .union([z.enum(OPERATOR_TYPE_CHOICES, { error: M.operatorTypeRequired }), z.literal(''), z.null()])
      .optional()
      .transform((v) => v || undefined),
    /** The language of the account's mails and texts (issue 11); the server's default is English. */
    preferred_language: languageSchema.optional(),
  })
  .refine(passwordsMatch, { path: ['password2'], message: M.passwordsDoNotMatch, ...always })
  .refine((v) => asObject(v)?.type !== 'operator' || !!asObject(v)?.company_name, {
    path: ['company_name'],
    message: M.companyNameRequired,
    ...always,
  })
  .refine((v) => asObject(v)?.type !== 'operator' || !!asObject(v)?.phone_number, {
    path: ['phone_number'],
    message: M.phoneRequired,
    when: (p) => noIssueAt(p.issues, 'phone_number'),
  })
  .refine((v) => asObject(v)?.type !== 'operator' || !!asObject(v)?.operator_type, {
    path: ['operator_type'],
    message: M.operatorTypeRequired,
    when: (p) => noIssueAt(p.issues, 'operator_type'),
  })
  .refine((v) => asObject(v)?.type !== 'operator' || asObject(v)?.operator_type !== 'travel_agent', {
    path: ['operator_type'],
    message: M.travelAgentComingSoon,
    ...always,
  });
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterRequest = z.output<typeof registerSchema>;

function noIssueAt(issues: readonly { path?: readonly PropertyKey[] }[], field: string): boolean {
  return !issues.some((i) => i.path?.[0] === field);
}

/** Query string of POST /auth/register (the form mirrors its choice there, spec §2). */
export const registerQuerySchema = z.object({
  type: z.enum(['traveler', 'operator']).optional().catch(undefined),
  operator_type: z.enum(OPERATOR_TYPE_CHOICES).optional().catch(undefined),
});

// ── User ─────────────────────────────────────────────────────────────────────────────────────────

/** The user object every identity endpoint returns (snake_case, spec §3 plus what the shell needs). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  type: userTypeSchema,
  operator_type: z.enum(OPERATOR_TYPE_CHOICES).nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  /** Operators: approved by an admin. Always false for travelers and admins. */
  is_verified: z.boolean(),
  email_verified: z.boolean(),
  /** Operators only; null for travelers and admins. */
  verification_status: verificationStatusSchema.nullable(),
  /** Set when an admin rejected the verification; shown on /verification-required. */
  rejection_reason: z.string().nullable(),
  /** Operators only. */
  company_name: z.string().nullable(),
  /** Whether the account can sign in with a password (false for Google-only accounts). */
  has_password: z.boolean(),
  /** The language of the user's mails, notifications and API texts (issue 11). */
  preferred_language: languageSchema,
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** PUT /users/me: only these change here; anything else in the body (email, type …) is ignored. */
export const profileUpdateSchema = z.object({
  first_name: requiredText(M.firstNameRequired).optional(),
  last_name: requiredText(M.lastNameRequired).optional(),
  /** '' or null clears it (operators keep theirs: it is required for them). */
  phone_number: z.union([phoneNumberSchema, z.null()]).optional(),
  preferred_language: languageSchema.optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** POST /users/me/password: signs out every other session. */
export const passwordChangeSchema = z
  .object({
    current_password: text({ error: M.currentPasswordRequired }).min(1, M.currentPasswordRequired),
    password: newPasswordSchema,
    password2: confirmPasswordSchema,
  })
  .refine(passwordsMatch, { path: ['password2'], message: M.passwordsDoNotMatch, ...always });
export type PasswordChange = z.input<typeof passwordChangeSchema>;

// ── Login and session (spec §3, §7) ─────────────────────────────────────────────────────────────

/** POST /auth/login. Email format is not checked here: any failure is 'Invalid email or password'. */
export const loginSchema = z.object({
  email: text({ error: M.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, M.emailRequired)
    .max(254, M.emailInvalid),
  password: text({ error: M.passwordRequired }).min(1, M.passwordRequired),
  remember_me: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  user: userSchema,
  /** Seconds until the refresh cookie (the whole session) expires: 30 days with remember_me, else 1. */
  refresh_expires_in: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/token/refresh: spec §3 names access_token; user and refresh_expires_in come along. */
export const refreshResponseSchema = z.object({
  access_token: z.string(),
  refresh_expires_in: z.number().int(),
  user: userSchema,
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** POST /auth/google: the ID token ("credential") Google returned to the browser. */
export const googleLoginSchema = z.object({
  credential: text({ error: M.googleCredentialMissing }).min(1, M.googleCredentialMissing),
  /** The nonce the browser sent to Google, when it sent one: the token must carry the same. */
  nonce: text().max(200).optional(),
  remember_me: z.boolean().optional().default(false),
});

/** GET /auth/google/config: whether Google sign-in is configured (GOOGLE_CLIENT_ID), and its client id. */
export const googleConfigSchema = z.object({
  enabled: z.boolean(),
  client_id: z.string().nullable(),
});
export type GoogleConfig = z.infer<typeof googleConfigSchema>;

/**
 * GET /config: public settings the web app reads before anyone signs in. geolocation_url is the
 * IP-geolocation service the phone input may ask for the visitor's calling code (spec §7); null means
 * never ask (the default, and always in tests).
 */
export const clientConfigSchema = z.object({
  google_client_id: z.string().nullable(),
  geolocation_url: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** Claims of our access token (JWT, HS256). */
export interface AccessTokenClaims {
  sub: string;
  /** Session (refresh family) id: signing out ends the access token too. */
  sid: string;
  type: UserType;
  operator_type: OperatorTypeChoice | null;
  exp: number;
  iat: number;
}

/** Answer of endpoints whose result is a sentence (logout, password changes, forgot …). */
export const messageResponseSchema = z.object({ detail: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const registerResponseSchema = z.object({ detail: z.string(), user: userSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// ── Email verification and password reset ───────────────────────────────────────────────────────

const tokenSchema = text({ error: M.tokenRequired }).trim().min(1, M.tokenRequired).max(200, M.tokenInvalid);

/** POST /auth/verify-email */
export const verifyEmailSchema = z.object({ token: tokenSchema });
/** POST /auth/password/forgot: always 202. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
/** POST /auth/password/reset: signs out every session of the account. */
export const resetPasswordSchema = z
  .object({ token: tokenSchema, password: newPasswordSchema, password2: confirmPasswordSchema })
  .refine(passwordsMatch, { path: ['password2'], message: M.passwordsDoNotMatch, ...always });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

// ── Operator verification (spec §3) ─────────────────────────────────────────────────────────────

/**
 * Text fields of the multipart POST /auth/verify. The files (business_license, identification_doc,
 * insurance_cert; VERIFICATION_DOCUMENT_FIELDS) are optional; the server checks size and content.
 */
export const verificationFieldsSchema = z.object({
  company_name: requiredText(M.verificationCompanyNameRequired, 200),
  phone_number: text({ error: M.verificationPhoneRequired })
    .pipe(phoneNumberSchema)
    .refine((v) => v !== '', M.verificationPhoneRequired),
});
export type VerificationFields = z.input<typeof verificationFieldsSchema>;

export const verificationDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(VERIFICATION_DOCUMENT_FIELDS),
  original_name: z.string(),
  content_type: z.enum(ALLOWED_DOCUMENT_TYPES),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
  /** GET it with the bearer header; only the owner and admins may. */
  download_url: z.string(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;
export const verificationDocumentListSchema = z.object({ items: z.array(verificationDocumentSchema) });

// ── Admin review of operators ───────────────────────────────────────────────────────────────────

export const adminOperatorsQuerySchema = paginationQuerySchema.extend({
  status: verificationStatusSchema.optional(),
});
export const adminOperatorSchema = z.object({
  user: userSchema,
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  documents: z.array(verificationDocumentSchema),
});
export type AdminOperator = z.infer<typeof adminOperatorSchema>;
export const adminOperatorPageSchema = pageSchema(adminOperatorSchema);
export const rejectOperatorSchema = z.object({
  reason: text({ error: M.rejectionReasonRequired }).trim().min(1, M.rejectionReasonRequired).max(1000),
});
