import { z } from 'zod';
import type { MessageKey } from '../i18n/translate';
import { MAX_INT4, text, queryWholeNumber } from '../input';
import { pageSchema, paginationQuerySchema } from '../pagination';
import { isoDateSchema } from '../safaris/schemas';
import { MAX_SEATS_PER_BOOKING } from '../transport/constants';
import { dealCodeInputSchema } from './code';
import {
  DEAL_CODE_PATTERN,
  DEAL_LISTING_KINDS,
  DEAL_MAX_USES,
  DEAL_PERCENT_RANGE,
  DEAL_STATUSES,
  DEAL_TITLE_MAX,
  normaliseDealCode,
} from './rules';

/** API contracts of deals (issue 15). Amounts in minor units of the listing's currency (USD or TZS). */

const m = (key: MessageKey) => ({ message: key });

const optionalDate = isoDateSchema.nullish().transform((v) => v ?? null);

/** POST /operator/deals and PUT /operator/deals/:id (the whole deal; a listing never changes). */
export const dealInputSchema = z
  .object({
    listing_kind: z.enum(DEAL_LISTING_KINDS, m('deals.listingRequired')),
    listing_id: z
      .number(m('deals.listingRequired'))
      .int(m('deals.listingRequired'))
      .min(1, m('deals.listingRequired'))
      .max(MAX_INT4, m('deals.listingRequired')),
    title: text(m('deals.titleRequired'))
      .trim()
      .min(3, m('deals.titleRequired'))
      .max(DEAL_TITLE_MAX, m('deals.titleTooLong')),
    discount_kind: z.enum(['percent', 'amount'], m('deals.discountKindInvalid')),
    percent_off: z
      .number(m('deals.percentInvalid'))
      .int(m('deals.percentInvalid'))
      .min(DEAL_PERCENT_RANGE.min, m('deals.percentInvalid'))
      .max(DEAL_PERCENT_RANGE.max, m('deals.percentInvalid'))
      .nullish()
      .transform((v) => v ?? null),
    /** A whole number of dollars or shillings, in minor units (× 100). */
    amount_off_cents: z
      .number(m('deals.amountInvalid'))
      .int(m('deals.amountInvalid'))
      .min(100, m('deals.amountInvalid'))
      .max(MAX_INT4, m('deals.amountInvalid'))
      .refine((v) => v % 100 === 0, m('deals.amountInvalid'))
      .nullish()
      .transform((v) => v ?? null),
    valid_from: isoDateSchema,
    valid_to: isoDateSchema,
    travel_from: optionalDate,
    travel_to: optionalDate,
    code: text(m('deals.codeFormat'))
      .trim()
      .refine((v) => v === '' || DEAL_CODE_PATTERN.test(v), m('deals.codeFormat'))
      .nullish()
      .transform((v) => (v ? normaliseDealCode(v) : null)),
    /** Whether /deals shows the code to every traveler (otherwise the deal is for those given the code). */
    code_public: z.boolean(m('common.invalidInput')).default(false),
    max_uses: z
      .number(m('deals.maxUsesInvalid'))
      .int(m('deals.maxUsesInvalid'))
      .min(1, m('deals.maxUsesInvalid'))
      .max(DEAL_MAX_USES, m('deals.maxUsesInvalid'))
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.discount_kind === 'percent' && v.percent_off == null) {
      ctx.addIssue({ code: 'custom', path: ['percent_off'], message: 'deals.percentInvalid' });
    }
    if (v.discount_kind === 'amount' && v.amount_off_cents == null) {
      ctx.addIssue({ code: 'custom', path: ['amount_off_cents'], message: 'deals.amountInvalid' });
    }
    if (v.valid_to < v.valid_from) {
      ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'deals.validToBeforeFrom' });
    }
    if (v.travel_from && v.travel_to && v.travel_to < v.travel_from) {
      ctx.addIssue({ code: 'custom', path: ['travel_to'], message: 'deals.travelToBeforeFrom' });
    }
  });
export type DealInput = z.input<typeof dealInputSchema>;

export const dealStatusInputSchema = z.object({ status: z.enum(DEAL_STATUSES, m('common.invalidInput')) });

export const deletedDealSchema = z.object({ id: z.string() });

export const dealIdParamSchema = z.object({ id: z.uuid(m('deals.notFound')) });

export const dealStateSchema = z.enum(['live', 'scheduled', 'expired', 'paused', 'used_up']);

const dealListingSchema = z.object({
  kind: z.enum(DEAL_LISTING_KINDS),
  id: z.number().int(),
  title: z.string(),
  currency: z.enum(['USD', 'TZS']),
});

/** A deal as its operator sees it. */
export const operatorDealSchema = z.object({
  id: z.string(),
  title: z.string(),
  listing: dealListingSchema,
  discount_kind: z.enum(['percent', 'amount']),
  percent_off: z.number().int().nullable(),
  amount_off_cents: z.number().int().nullable(),
  currency: z.enum(['USD', 'TZS']),
  valid_from: z.string(),
  valid_to: z.string(),
  travel_from: z.string().nullable(),
  travel_to: z.string().nullable(),
  code: z.string().nullable(),
  code_public: z.boolean(),
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  status: z.enum(DEAL_STATUSES),
  state: dealStateSchema,
  created_at: z.string(),
});
export type OperatorDeal = z.infer<typeof operatorDealSchema>;

export const operatorDealListQuerySchema = z.object({
  state: dealStateSchema.optional(),
  ...paginationQuerySchema.shape,
});
export const operatorDealListSchema = pageSchema(operatorDealSchema);

/** What an operator can put a deal on: its packages (tour operators) or routes (transporters). */
export const dealListingOptionSchema = dealListingSchema.extend({
  /** The listing's lowest price for one traveler (a package's adult price; a route's cheapest fare). */
  price_cents: z.number().int().nullable(),
});
export const dealListingOptionsSchema = z.object({ items: z.array(dealListingOptionSchema) });
export type DealListingOption = z.infer<typeof dealListingOptionSchema>;

/** A live deal as travelers see it on /deals: the listing's price for one traveler before and after. */
export const liveDealSchema = z.object({
  id: z.string(),
  title: z.string(),
  listing: dealListingSchema.extend({
    /** A package's slug (safaris/:slug); null for a route. */
    slug: z.string().nullable(),
    location: z.string().nullable(),
    operator_name: z.string(),
  }),
  currency: z.enum(['USD', 'TZS']),
  discount_kind: z.enum(['percent', 'amount']),
  percent_off: z.number().int().nullable(),
  amount_off_cents: z.number().int().nullable(),
  original_cents: z.number().int().nullable(),
  deal_cents: z.number().int().nullable(),
  valid_to: z.string(),
  travel_from: z.string().nullable(),
  travel_to: z.string().nullable(),
  /** Shown only when the operator made it public; a code deal applies only with its code. */
  code: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  uses_left: z.number().int().nullable(),
});
export type LiveDeal = z.infer<typeof liveDealSchema>;

export const liveDealListQuerySchema = z.object({
  kind: z.enum(DEAL_LISTING_KINDS, m('common.invalidInput')).optional(),
  ...paginationQuerySchema.shape,
});
export const liveDealListSchema = pageSchema(liveDealSchema);

/** POST /deals/trip-quote: a trip's fare for these seats with the deal that applies (trips pay in full). */
export const tripQuoteRequestSchema = z.object({
  trip_id: queryWholeNumber('transport.bookingTripNotFound', 1),
  board: z.number(m('transport.boardingStopInvalid')).int().min(0).max(29),
  alight: z.number(m('transport.boardingStopInvalid')).int().min(0).max(29),
  seats: z
    .number(m('transport.seatsRequired'))
    .int(m('transport.seatsRequired'))
    .min(1, m('transport.seatsRequired'))
    .max(MAX_SEATS_PER_BOOKING, m('transport.seatsRequired')),
  deal_code: dealCodeInputSchema,
});
export type TripQuoteRequest = z.input<typeof tripQuoteRequestSchema>;

export const appliedDealSchema = z.object({ id: z.string(), title: z.string() });

export const tripQuoteSchema = z.object({
  currency: z.literal('TZS'),
  fare_tzs: z.number().int(),
  seats: z.number().int(),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  total_cents: z.number().int(),
  deal: appliedDealSchema.nullable(),
});
export type TripQuote = z.infer<typeof tripQuoteSchema>;
