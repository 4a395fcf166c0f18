import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dala/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
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
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_type_idx').on(t.type),
    uniqueIndex('users_google_sub_key').on(t.googleSubject),
    check('users_preferred_language_check', sql`${t.preferredLanguage} in (${languageList})`),
  ],
);

/** The business side of an operator account: company and verification state. */
export const operatorProfiles = pgTable('operator_profiles', {
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
});
