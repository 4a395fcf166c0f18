import { z } from 'zod';
import { phoneNumberSchema } from '../auth/schemas';
import { text } from '../input';
import { pageSchema } from '../pagination';
import { publicReviewSchema } from '../reviews/schemas';
import { safariCardSchema } from '../safaris/schemas';
import { COMPANY_SLUG_MAX_LENGTH, COMPANY_SLUG_MIN_LENGTH, COMPANY_SLUG_PATTERN } from './slug';

/** The 31 regions of Tanzania (mainland and Zanzibar), for the head office's region. */
export const TANZANIA_REGIONS = [
  'Arusha',
  'Dar es Salaam',
  'Dodoma',
  'Geita',
  'Iringa',
  'Kagera',
  'Katavi',
  'Kigoma',
  'Kilimanjaro',
  'Lindi',
  'Manyara',
  'Mara',
  'Mbeya',
  'Morogoro',
  'Mtwara',
  'Mwanza',
  'Njombe',
  'Pemba North',
  'Pemba South',
  'Pwani',
  'Rukwa',
  'Ruvuma',
  'Shinyanga',
  'Simiyu',
  'Singida',
  'Songwe',
  'Tabora',
  'Tanga',
  'Zanzibar Central/South',
  'Zanzibar North',
  'Zanzibar Urban/West',
] as const;

export const COMPANY_LIMITS = {
  description: 3000,
  address: 200,
  website: 200,
  licence: 40,
  /** A logo: JPEG, PNG or WebP by content, at most 2 MB, at least 96 × 96 px. */
  logoMaxBytes: 2 * 1024 * 1024,
  logoMinSize: 96,
  /** The first year a company may say it was founded in. */
  firstYear: 1900,
} as const;

/** Stored logo widths (WebP), ascending: the mark is shown at 48–128 CSS px. */
export const COMPANY_LOGO_WIDTHS = [96, 192, 384] as const;

const licenceSchema = text()
  .trim()
  .max(COMPANY_LIMITS.licence, 'company.licenceTooLong')
  .regex(/^[A-Za-z0-9][A-Za-z0-9/.\- ]*$|^$/, 'company.licenceInvalid');

/** An http(s) address; 'dalarides.co.tz' is taken as https://dalarides.co.tz. '' means none. */
const websiteSchema = text()
  .trim()
  .max(COMPANY_LIMITS.website, 'company.websiteTooLong')
  .transform((value) => (value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`))
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname);
    } catch {
      return false;
    }
  }, 'company.websiteInvalid');

const contactEmailSchema = text()
  .trim()
  .toLowerCase()
  .max(254, 'company.emailInvalid')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'company.emailInvalid');

/** PUT /company: the whole editable profile (the company name is the verified one: not here). */
export const companyProfileUpdateSchema = z
  .object({
    slug: text({ error: 'company.slugRequired' })
      .trim()
      .toLowerCase()
      .min(1, { error: 'company.slugRequired', abort: true })
      .min(COMPANY_SLUG_MIN_LENGTH, 'company.slugTooShort')
      .max(COMPANY_SLUG_MAX_LENGTH, 'company.slugTooLong')
      .regex(COMPANY_SLUG_PATTERN, 'company.slugInvalid'),
    description: text().trim().max(COMPANY_LIMITS.description, 'company.descriptionTooLong').default(''),
    region: z.enum(['', ...TANZANIA_REGIONS], { error: 'company.regionInvalid' }).default(''),
    address: text().trim().max(COMPANY_LIMITS.address, 'company.addressTooLong').default(''),
    contact_email: contactEmailSchema.default(''),
    contact_phone: z
      .union([phoneNumberSchema, z.null()])
      .transform((value) => value ?? '')
      .default(''),
    website: websiteSchema.default(''),
    publish_email: z.boolean({ error: 'company.choiceInvalid' }).default(false),
    publish_phone: z.boolean({ error: 'company.choiceInvalid' }).default(false),
    tala_licence: licenceSchema.default(''),
    latra_licence: licenceSchema.default(''),
    year_founded: z
      .number({ error: 'company.yearFoundedInvalid' })
      .int('company.yearFoundedInvalid')
      .min(COMPANY_LIMITS.firstYear, 'company.yearFoundedInvalid')
      .refine((year) => year <= new Date().getUTCFullYear(), 'company.yearFoundedInFuture')
      .nullable()
      .default(null),
  })
  .superRefine((profile, ctx) => {
    // Publishing a contact needs one to publish.
    if (profile.publish_email && !profile.contact_email) {
      ctx.addIssue({ code: 'custom', path: ['contact_email'], message: 'company.publishEmailNeedsEmail' });
    }
    if (profile.publish_phone && !profile.contact_phone) {
      ctx.addIssue({ code: 'custom', path: ['contact_phone'], message: 'company.publishPhoneNeedsPhone' });
    }
  });
export type CompanyProfileUpdate = z.input<typeof companyProfileUpdateSchema>;

/** A logo's URL (≈192 px) and every stored width. */
export const companyLogoSchema = z.object({ url: z.string(), srcset: z.string() });
export type CompanyLogo = z.infer<typeof companyLogoSchema>;

/** GET /company: the signed-in operator's own profile, everything it may edit and where it shows. */
export const companyProfileSchema = z.object({
  company_name: z.string(),
  operator_type: z.enum(['tour_operator', 'transporter', 'travel_agent']),
  is_verified: z.boolean(),
  slug: z.string(),
  /** Former slugs, which lead to the current one. */
  former_slugs: z.array(z.string()),
  description: z.string(),
  region: z.string(),
  address: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  website: z.string(),
  publish_email: z.boolean(),
  publish_phone: z.boolean(),
  tala_licence: z.string(),
  latra_licence: z.string(),
  year_founded: z.number().int().nullable(),
  logo: companyLogoSchema.nullable(),
  updated_at: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** `/companies/:slug`. */
export const companySlugParamsSchema = z.object({
  slug: text()
    .trim()
    .toLowerCase()
    .max(COMPANY_SLUG_MAX_LENGTH + 20),
});
/** `/companies/logos/:file`: a stored logo variant (the handler checks its exact form). */
export const companyLogoFileParamsSchema = z.object({ file: text().max(60) });

/**
 * A review on the company's page: a review as the safari page shows it (the operator's reply included)
 * and what it is of.
 */
export const companyReviewSchema = publicReviewSchema.extend({
  kind: z.enum(['safari', 'trip']),
  /** What was reviewed: a package's title (linked by its slug) or a route's name (slug null). */
  listing_title: z.string(),
  listing_slug: z.string().nullable(),
});
export type CompanyReview = z.infer<typeof companyReviewSchema>;

/** GET /companies/:slug/reviews: its visible reviews, newest first; `total` is the count listed. */
export const companyReviewPageSchema = pageSchema(companyReviewSchema);

/** A transporter's route with its whole-route fare (first to last stop) and next departures on sale. */
export const companyRouteSchema = z.object({
  route_id: z.number().int(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  fare_tzs: z.number().int().nullable(),
  departures: z.array(z.object({ trip_id: z.number().int(), departs_at: z.string() })),
});

/**
 * GET /companies/:slug: the public page of a verified operator. Unverified operators are 404 to
 * everyone but themselves (`is_public` false: their own preview). Contacts are null unless published.
 */
export const publicCompanySchema = z.object({
  slug: z.string(),
  company_name: z.string(),
  operator_type: z.enum(['tour_operator', 'transporter', 'travel_agent']),
  is_verified: z.boolean(),
  is_public: z.boolean(),
  initials: z.string(),
  logo: companyLogoSchema.nullable(),
  description: z.string(),
  region: z.string(),
  address: z.string(),
  year_founded: z.number().int().nullable(),
  licences: z.object({ tala: z.string().nullable(), latra: z.string().nullable() }),
  contacts: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
  }),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** The first page of GET /companies/:slug/reviews. */
  reviews: z.array(companyReviewSchema),
  safaris: z.array(safariCardSchema),
  routes: z.array(companyRouteSchema),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;
