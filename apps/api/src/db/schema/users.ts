import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dala/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const languageList = sql.raw(LANGUAGES.map((language) => `'${language}'`).join(', '));

export const userTypeEnum = pgEnum('user_type', ['traveler', 'operator', 'admin']);
export const operatorTypeEnum = pgEnum('operator_type', ['tour_operator', 'transporter', 'travel_agent']);
export const verificationStatusEnum = pgEnum('verification_status', [
  'not_submitted',
  'pending',
  'approved',
  'rejected',
]);

/** Every account. Emails are stored lower-cased; the unique index makes that the identity. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    type: userTypeEnum('type').notNull(),
    operatorType: operatorTypeEnum('operator_type'),
    /** Operators: approved by an admin. Travelers: always false (not used). */
    isVerified: boolean('is_verified').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The Google account ("sub" of its ID token) linked by Google sign-in, if any. */
    googleSubject: text('google_sub'),
    /** The language of the user's mails, notifications and API texts (issue 11; LANGUAGES). */
    preferredLanguage: text('preferred_language').$type<Language>().notNull().default(DEFAULT_LANGUAGE),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set while an admin has disabled the account (issue 15): sign-in and token refresh are refused
     * and every request's guard turns it away; cleared when re-enabled. The reason is the admin's.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    disabledBy: uuid('disabled_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_type_idx').on(t.type),
    uniqueIndex('users_google_sub_key').on(t.googleSubject),
    check('users_preferred_language_check', sql`${t.preferredLanguage} in (${languageList})`),
    check('users_disabled_reason_check', sql`${t.disabledAt} is null or ${t.disabledReason} is not null`),
  ],
);

/** A stored logo variant (WebP under DATA_DIR/uploads/logos, served by GET /api/companies/logos/{file}). */
export interface StoredLogoVariant {
  width: number;
  file: string;
}

/**
 * The business side of an operator account: company, verification state and the public company
 * profile (/company, /operators/{slug}; issue 15). '' means "not given" for the profile's texts.
 */
export const operatorProfiles = pgTable(
  'operator_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    /** The company's postal or street address, printed on tickets (LATRA's guidance); '' until given. */
    address: text('address').notNull().default(''),
    verificationStatus: verificationStatusEnum('verification_status').notNull().default('not_submitted'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The public page's address, /operators/{slug}. Filled from the company name by a trigger when a
     * profile is inserted without one (registration); unique with every slug the company used before
     * (company_slug_history), which keeps leading to the company.
     */
    // '' on insert is replaced by the trigger (operator_profiles_fill_slug); the check refuses it otherwise.
    slug: text('slug').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Tanzanian region of the head office (Arusha, Kilimanjaro …). */
    region: text('region').notNull().default(''),
    logoVariants: jsonb('logo_variants').$type<StoredLogoVariant[]>().notNull().default([]),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    website: text('website').notNull().default(''),
    /** Whether the public page shows the contact email / phone (never without the operator's choice). */
    publishEmail: boolean('publish_email').notNull().default(false),
    publishPhone: boolean('publish_phone').notNull().default(false),
    /** Tanzania Association of Tour Operators / TALA tourism licence number. */
    talaLicence: text('tala_licence').notNull().default(''),
    /** LATRA road-service licence number (transporters). */
    latraLicence: text('latra_licence').notNull().default(''),
    yearFounded: integer('year_founded'),
    profileUpdatedAt: timestamp('profile_updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operator_profiles_slug_key').on(t.slug),
    check('operator_profiles_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('operator_profiles_year_founded_check', sql`${t.yearFounded} between 1900 and 2100`),
  ],
);

/** Slugs a company used before: /operators/{old} keeps leading to the company (its page redirects). */
export const companySlugHistory = pgTable(
  'company_slug_history',
  {
    slug: text('slug').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_slug_history_user_idx').on(t.userId)],
);
