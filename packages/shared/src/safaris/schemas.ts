import { z } from 'zod';
import { dealCodeInputSchema } from '../deals/code';
import { MAX_INT4, queryWholeNumber, SANE_DATE_RANGE, serialId, serialIdParam, text } from '../input';
import { MAX_PAGE_SIZE } from '../constants';
import { pageSchema } from '../pagination';
import { MEALS, SAFARI_LIMITS, SAFARI_SORTS, SAFARI_STATUSES, SAFARI_TIERS } from './constants';
import { isValidIsoDate } from './dates';
import { safariAlternativeSchema } from '../search/alternatives';

// ── Building blocks ──────────────────────────────────────────────────────────────────────────────

export const isoDateSchema = text({ message: 'common.enterDate' })
  .refine(isValidIsoDate, { message: 'common.dateInvalid', abort: true })
  .refine((date) => date >= SANE_DATE_RANGE.min && date <= SANE_DATE_RANGE.max, {
    message: 'common.dateOutOfRange',
  });

/** Query-string booleans: true/false/1/0. */
const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const safariIdParamSchema = z.object({
  id: text()
    .trim()
    .regex(/^(\d{1,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, { message: 'safaris.unknownSafariId' })
    .max(140)
    // All digits is an id (the slug pattern would let 10 of them through): it must fit the column.
    .refine((v) => !/^\d+$/.test(v) || Number(v) <= MAX_INT4, { message: 'safaris.unknownSafariId' }),
});
export const numericIdParamSchema = z.object({
  id: serialIdParam('common.unknownId'),
});

export const tierSchema = z.enum(SAFARI_TIERS, { message: 'safaris.tierInvalid' });
export const safariStatusSchema = z.enum(SAFARI_STATUSES, { message: 'safaris.statusInvalid' });

// ── Catalog: cards, search, detail ───────────────────────────────────────────────────────────────

export const safariImageSchema = z.object({
  id: z.number().int().nullable(),
  url: z.string(),
  /** `url 400w, url 800w, …` for <img srcset>; empty for SVG art. */
  srcset: z.string(),
  alt: z.string(),
  is_cover: z.boolean(),
  position: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type SafariImage = z.infer<typeof safariImageSchema>;

export const safariOperatorSummarySchema = z.object({
  id: z.string(),
  company_name: z.string(),
  is_verified: z.boolean(),
});

/** A destination of the `destinations` table, named by its slug (the public destinations API's key). */
export const safariDestinationRefSchema = z.object({
  slug: z.string(),
  name: z.string(),
  region: z.string(),
});

/** A result / home page card. Prices: `from_price_usd` whole USD (per adult) plus cents + currency. */
export const safariCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  location: z.string(),
  destinations: z.array(safariDestinationRefSchema),
  cover_image: safariImageSchema.nullable(),
  cover_image_url: z.string().nullable(),
  duration_days: z.number().int(),
  duration_text: z.string(),
  rating: z.number(),
  review_count: z.number().int(),
  from_price_usd: z.number().int(),
  from_price_cents: z.number().int(),
  currency: z.literal('USD'),
  tier: tierSchema,
  is_private: z.boolean(),
  max_group_size: z.number().int(),
  operator: safariOperatorSummarySchema,
});
export type SafariCard = z.infer<typeof safariCardSchema>;

export const safariSearchQuerySchema = z
  .object({
    q: text().trim().max(100, { message: 'search.textTooLong' }).optional(),
    location: text().trim().max(100, { message: 'search.locationTooLong' }).optional(),
    start_date: isoDateSchema.optional(),
    end_date: isoDateSchema.optional(),
    guests: queryWholeNumber('search.guestsInvalid', 1, SAFARI_LIMITS.maxGroupSize.max).optional(),
    min_price: queryWholeNumber('search.minPriceInvalid', 0, SAFARI_LIMITS.priceUsd.max).optional(),
    max_price: queryWholeNumber('search.maxPriceInvalid', 0, SAFARI_LIMITS.priceUsd.max).optional(),
    min_days: queryWholeNumber('search.minDaysInvalid', 1, SAFARI_LIMITS.durationDays.max).optional(),
    max_days: queryWholeNumber('search.maxDaysInvalid', 1, SAFARI_LIMITS.durationDays.max).optional(),
    /** One tier or several separated by commas. */
    tier: text()
      .trim()
      .transform((v, ctx) => {
        const tiers = v
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean);
        for (const t of tiers) {
          if (!(SAFARI_TIERS as readonly string[]).includes(t)) {
            ctx.addIssue({ code: 'custom', message: 'search.tierInvalid' });
            return z.NEVER;
          }
        }
        return tiers as (typeof SAFARI_TIERS)[number][];
      })
      .optional(),
    private: queryBoolean.optional(),
    min_rating: z.coerce
      .number({ message: 'search.minRatingInvalid' })
      .min(0, { message: 'search.minRatingInvalid' })
      .max(5, { message: 'search.minRatingInvalid' })
      .optional(),
    destination: text().trim().max(100).optional(),
    sort: z.enum(SAFARI_SORTS, { message: 'search.sortInvalid' }).default('recommended'),
    page: queryWholeNumber('search.pageInvalid', 1, 10_000).default(1),
    page_size: z.coerce
      .number({ message: 'search.pageSizeNotWhole' })
      .int({ message: 'search.pageSizeNotWhole' })
      .min(1, { message: 'search.pageSizeTooSmall' })
      .default(12)
      .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  })
  .superRefine((q, ctx) => {
    if (q.start_date && q.end_date && q.end_date < q.start_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'common.endBeforeStart',
      });
    }
    if (q.min_price !== undefined && q.max_price !== undefined && q.max_price < q.min_price) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_price'],
        message: 'search.maxPriceBelowMin',
      });
    }
    if (q.min_days !== undefined && q.max_days !== undefined && q.max_days < q.min_days) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_days'],
        message: 'search.maxDaysBelowMin',
      });
    }
  });
export type SafariSearchQuery = z.input<typeof safariSearchQuerySchema>;
export type SafariSearchParams = z.output<typeof safariSearchQuerySchema>;

/** A page of results; a first page with none carries the nearest alternatives (issue 15). */
export const safariSearchResultSchema = pageSchema(safariCardSchema).extend({
  alternatives: z.array(safariAlternativeSchema).optional(),
});
export type SafariSearchResult = z.infer<typeof safariSearchResultSchema>;

export const popularSafarisQuerySchema = z.object({
  limit: queryWholeNumber('search.popularLimitInvalid', 1, 24).default(4),
});
export const popularSafarisSchema = z.object({ items: z.array(safariCardSchema) });

export const itineraryDaySchema = z.object({
  day: z.number().int().min(1).max(SAFARI_LIMITS.durationDays.max),
  title: text({ message: 'safaris.dayTitleRequired' })
    .trim()
    .min(1, { message: 'safaris.dayTitleRequired' })
    .max(120, { message: 'safaris.dayTitleTooLong' }),
  description: text({ message: 'safaris.dayDescriptionRequired' })
    .trim()
    .min(1, { message: 'safaris.dayDescriptionRequired' })
    .max(2_000, { message: 'safaris.dayDescriptionTooLong' }),
  accommodation: text().trim().max(160, { message: 'safaris.accommodationTooLong' }).default(''),
  meals: z
    .array(z.enum(MEALS, { message: 'safaris.mealInvalid' }))
    .max(3)
    .default([]),
});
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

export const safariReviewSchema = z.object({
  id: z.number().int(),
  author_name: z.string(),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  /** The operator's public answer (the operator is the package's). */
  reply: z.object({ text: z.string(), replied_at: z.string() }).nullable(),
});

export const refundScheduleEntrySchema = z.object({
  from_date: z.string().nullable(),
  until_date: z.string().nullable(),
  refund_percent: z.number(),
  processing_fee_percent: z.number(),
  label: z.string(),
});

export const safariDetailSchema = safariCardSchema.extend({
  description: z.string(),
  itinerary: z.array(itineraryDaySchema),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  images: z.array(safariImageSchema),
  adult_price_usd: z.number().int(),
  child_price_usd: z.number().int(),
  deposit_percent: z.number().int(),
  balance_due_days: z.number().int(),
  min_notice_days: z.number().int(),
  processing_fee_percent: z.number(),
  operator: safariOperatorSummarySchema.extend({
    rating: z.number(),
    review_count: z.number().int(),
    member_since: z.string(),
    /** The company's public page, /operators/{slug} (issue 15); null when it has none to show. */
    slug: z.string().nullable(),
  }),
  reviews: z.array(safariReviewSchema),
  status: safariStatusSchema,
});
export type SafariDetail = z.infer<typeof safariDetailSchema>;

// ── Availability and quote ───────────────────────────────────────────────────────────────────────

export const availabilityQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    path: ['to'],
    message: 'common.endBeforeStart',
  });

export const departureAvailabilitySchema = z.object({
  id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  capacity: z.number().int(),
  seats_left: z.number().int(),
  adult_price_usd: z.number().int(),
  child_price_usd: z.number().int(),
});
export const availabilitySchema = z.object({
  package_id: z.number().int(),
  is_private: z.boolean(),
  from: z.string(),
  to: z.string(),
  /** Group tours: departures in the window (with seats left, possibly 0). */
  departures: z.array(departureAvailabilitySchema),
  /** Private tours: the first bookable date and the dates in the window that cannot be booked. */
  earliest_date: z.string().nullable(),
  unavailable_dates: z.array(z.string()),
  max_group_size: z.number().int(),
});
export type SafariAvailability = z.infer<typeof availabilitySchema>;

export const travelersSchema = z.object({
  adults: z
    .number({ message: 'safaris.adultsNotNumber' })
    .int({ message: 'safaris.adultsNotWhole' })
    .min(1, { message: 'safaris.adultsTooFew' })
    .max(SAFARI_LIMITS.maxGroupSize.max, { message: 'safaris.travelersTooMany' }),
  children: z
    .number({ message: 'safaris.childrenNotNumber' })
    .int({ message: 'safaris.childrenNotWhole' })
    .min(0, { message: 'safaris.childrenNegative' })
    .max(SAFARI_LIMITS.maxGroupSize.max, { message: 'safaris.travelersTooMany' })
    .default(0),
  infants: z
    .number({ message: 'safaris.infantsNotNumber' })
    .int({ message: 'safaris.infantsNotWhole' })
    .min(0, { message: 'safaris.infantsNegative' })
    .max(SAFARI_LIMITS.maxGroupSize.max, { message: 'safaris.travelersTooMany' })
    .default(0),
});

/** A departure (group tour) or a date (private tour) plus travelers. */
export const quoteRequestSchema = travelersSchema
  .extend({
    departure_id: serialId('safaris.unknownDeparture').optional(),
    date: isoDateSchema.optional(),
    /** A deal's code (issue 15): the server applies the best deal; an unusable code is a 422 on deal_code. */
    deal_code: dealCodeInputSchema,
  })
  .refine((v) => v.departure_id !== undefined || v.date !== undefined, {
    path: ['date'],
    message: 'safaris.departureOrDate',
  });
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

const priceLineSchema = z.object({
  kind: z.enum(['adult', 'child', 'infant']),
  quantity: z.number().int(),
  unit_price_usd: z.number().int(),
  amount_usd: z.number().int(),
});

export const quoteSchema = z.object({
  package_id: z.number().int(),
  departure_id: z.number().int().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  seats: z.number().int(),
  currency: z.literal('USD'),
  lines: z.array(priceLineSchema),
  subtotal_usd: z.number().int(),
  discount_usd: z.number().int(),
  deal_title: z.string().nullable(),
  /** The deal the server applied (one at most), null when none. */
  deal_id: z.string().nullable(),
  total_usd: z.number().int(),
  total_cents: z.number().int(),
  deposit_percent: z.number().int(),
  deposit_usd: z.number().int(),
  balance_usd: z.number().int(),
  balance_due_date: z.string().nullable(),
  pay_in_full: z.boolean(),
  due_now_usd: z.number().int(),
  due_now_cents: z.number().int(),
  refund_schedule: z.array(refundScheduleEntrySchema),
  seats_left: z.number().int().nullable(),
});
export type SafariQuote = z.infer<typeof quoteSchema>;
