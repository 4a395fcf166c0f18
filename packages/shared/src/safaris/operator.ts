import { z } from 'zod';
import type { MessageKey } from '../i18n/translate';
import { text, serialId, serialIdParam } from '../input';
import { BALANCE_DUE_DAYS_RANGE, DEPOSIT_PERCENT_RANGE } from '../constants';
import { pageSchema, paginationQuerySchema } from '../pagination';
import { SAFARI_LIMITS } from './constants';
import {
  isoDateSchema,
  itineraryDaySchema,
  safariDestinationRefSchema,
  safariImageSchema,
  safariStatusSchema,
  tierSchema,
} from './schemas';

/** Whole USD of a price; `kind` picks its messages (`safaris.adultPriceNotNumber` …). */
const wholeUsd = (kind: 'adult' | 'child') =>
  z
    .number({ message: `safaris.${kind}PriceNotNumber` satisfies MessageKey })
    .int({ message: `safaris.${kind}PriceNotWhole` satisfies MessageKey })
    .min(SAFARI_LIMITS.priceUsd.min, { message: `safaris.${kind}PriceNegative` satisfies MessageKey })
    .max(SAFARI_LIMITS.priceUsd.max, { message: `safaris.${kind}PriceTooHigh` satisfies MessageKey });

/** A list of lines (inclusions, exclusions); `list` picks its messages (`safaris.inclusionEmpty` …). */
const listItems = (list: 'inclusion' | 'exclusion') =>
  z
    .array(
      text()
        .trim()
        .min(1, { message: `safaris.${list}Empty` satisfies MessageKey })
        .max(SAFARI_LIMITS.listItemMax, { message: `safaris.${list}TooLong` satisfies MessageKey }),
    )
    .max(SAFARI_LIMITS.listItemsMax, {
      message: (list === 'inclusion'
        ? 'safaris.tooManyInclusions'
        : 'safaris.tooManyExclusions') satisfies MessageKey,
    });

/**
 * What an operator sends to create or edit a package. A draft may be incomplete; the itinerary must
 * always match the duration when both are given; publishing checks completeness on the server.
 */
export const safariInputSchema = z
  .object({
    title: text({ message: 'safaris.titleRequired' })
      .trim()
      .min(1, { message: 'safaris.titleRequired' })
      .max(SAFARI_LIMITS.titleMax, { message: 'safaris.titleTooLong' }),
    summary: text().trim().max(SAFARI_LIMITS.summaryMax, { message: 'safaris.summaryTooLong' }).default(''),
    description: text()
      .trim()
      .max(SAFARI_LIMITS.descriptionMax, { message: 'safaris.descriptionTooLong' })
      .default(''),
    /** Slugs of the destinations table (GET /api/destinations). */
    destinations: z
      .array(text().trim().min(1).max(100), { message: 'safaris.destinationsInvalid' })
      .max(SAFARI_LIMITS.destinationsMax, {
        message: 'safaris.tooManyDestinations',
      })
      .default([]),
    duration_days: z
      .number({ message: 'safaris.durationNotNumber' })
      .int({ message: 'safaris.durationNotWhole' })
      .min(SAFARI_LIMITS.durationDays.min, { message: 'safaris.durationTooShort' })
      .max(SAFARI_LIMITS.durationDays.max, {
        message: 'safaris.durationTooLong',
      }),
    itinerary: z.array(itineraryDaySchema).max(SAFARI_LIMITS.durationDays.max).default([]),
    inclusions: listItems('inclusion').default([]),
    exclusions: listItems('exclusion').default([]),
    tier: tierSchema.default('mid-range'),
    is_private: z.boolean({ message: 'safaris.privateInvalid' }).default(false),
    max_group_size: z
      .number({ message: 'safaris.groupSizeNotNumber' })
      .int({ message: 'safaris.groupSizeNotWhole' })
      .min(SAFARI_LIMITS.maxGroupSize.min, { message: 'safaris.groupSizeTooSmall' })
      .max(SAFARI_LIMITS.maxGroupSize.max, {
        message: 'safaris.groupSizeTooLarge',
      }),
    adult_price_usd: wholeUsd('adult'),
    child_price_usd: wholeUsd('child'),
    deposit_percent: z
      .number({ message: 'safaris.depositNotNumber' })
      .int({ message: 'safaris.depositNotWhole' })
      .min(DEPOSIT_PERCENT_RANGE.min, {
        message: 'safaris.depositRange',
      })
      .max(DEPOSIT_PERCENT_RANGE.max, {
        message: 'safaris.depositRange',
      })
      .default(DEPOSIT_PERCENT_RANGE.default),
    balance_due_days: z
      .number({ message: 'safaris.balanceDueNotNumber' })
      .int({ message: 'safaris.balanceDueNotWhole' })
      .min(BALANCE_DUE_DAYS_RANGE.min, {
        message: 'safaris.balanceDueRange',
      })
      .max(BALANCE_DUE_DAYS_RANGE.max, {
        message: 'safaris.balanceDueRange',
      })
      .default(BALANCE_DUE_DAYS_RANGE.default),
    min_notice_days: z
      .number({ message: 'safaris.noticeNotNumber' })
      .int({ message: 'safaris.noticeNotWhole' })
      .min(SAFARI_LIMITS.minNoticeDays.min, { message: 'safaris.noticeNegative' })
      .max(SAFARI_LIMITS.minNoticeDays.max, { message: 'safaris.noticeTooLong' })
      .default(SAFARI_LIMITS.minNoticeDays.default),
    status: safariStatusSchema.default('draft'),
  })
  .superRefine((v, ctx) => {
    if (v.itinerary.length > 0 && v.itinerary.length !== v.duration_days) {
      ctx.addIssue({
        code: 'custom',
        path: ['itinerary'],
        message: 'safaris.itineraryLength' satisfies MessageKey,
        params: { values: { count: v.duration_days, itineraryDays: v.itinerary.length } },
      });
    }
    v.itinerary.forEach((day, i) => {
      if (day.day !== i + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['itinerary', i, 'day'],
          message: 'safaris.dayOutOfOrder' satisfies MessageKey,
          params: { values: { day: i + 1 } },
        });
      }
    });
    if (new Set(v.destinations).size !== v.destinations.length) {
      ctx.addIssue({ code: 'custom', path: ['destinations'], message: 'safaris.destinationTwice' });
    }
  });
export type SafariInput = z.input<typeof safariInputSchema>;
export type SafariInputParsed = z.output<typeof safariInputSchema>;

export const operatorSafariSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  destinations: z.array(safariDestinationRefSchema),
  duration_days: z.number().int(),
  itinerary: z.array(itineraryDaySchema),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  tier: tierSchema,
  is_private: z.boolean(),
  max_group_size: z.number().int(),
  adult_price_usd: z.number().int(),
  child_price_usd: z.number().int(),
  deposit_percent: z.number().int(),
  balance_due_days: z.number().int(),
  min_notice_days: z.number().int(),
  status: safariStatusSchema,
  images: z.array(safariImageSchema),
  rating: z.number(),
  review_count: z.number().int(),
  upcoming_departures: z.number().int(),
  bookings_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
});
export type OperatorSafari = z.infer<typeof operatorSafariSchema>;

export const operatorSafariListQuerySchema = z.object({
  status: safariStatusSchema.optional(),
  ...paginationQuerySchema.shape,
});
export const operatorSafariListSchema = pageSchema(operatorSafariSchema);

export const deleteSafariResultSchema = z.object({
  id: z.number().int(),
  /** Packages with bookings are archived (bookings stay intact); others are deleted. */
  result: z.enum(['deleted', 'archived']),
});

export const imageOrderSchema = z.object({
  image_ids: z
    .array(serialId('safaris.unknownImage'))
    .min(1, { message: 'safaris.imageOrderRequired' })
    .max(SAFARI_LIMITS.imagesMax),
  cover_image_id: serialId('safaris.unknownImage').optional(),
});
export const imageListSchema = z.object({ images: z.array(safariImageSchema) });

export const departureInputSchema = z.object({
  start_date: isoDateSchema,
  capacity: z
    .number({ message: 'safaris.capacityNotNumber' })
    .int({ message: 'safaris.capacityNotWhole' })
    .min(1, { message: 'safaris.capacityTooSmall' })
    .max(SAFARI_LIMITS.maxGroupSize.max, {
      message: 'safaris.capacityTooLarge',
    }),
  /** Optional price override for this departure (whole USD). */
  adult_price_usd: wholeUsd('adult').nullable().optional(),
  child_price_usd: wholeUsd('child').nullable().optional(),
});
export type DepartureInput = z.input<typeof departureInputSchema>;

export const operatorDepartureSchema = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  capacity: z.number().int(),
  seats_booked: z.number().int(),
  seats_held: z.number().int(),
  seats_left: z.number().int(),
  adult_price_usd: z.number().int().nullable(),
  child_price_usd: z.number().int().nullable(),
  bookings_count: z.number().int(),
});
export type OperatorDeparture = z.infer<typeof operatorDepartureSchema>;
export const operatorDepartureListSchema = z.object({ items: z.array(operatorDepartureSchema) });
export const departureParamsSchema = z.object({
  id: serialIdParam('common.unknownId'),
  departureId: serialIdParam('safaris.unknownDeparture'),
});

export const blockedDatesInputSchema = z.object({
  dates: z
    .array(isoDateSchema)
    .min(1, { message: 'safaris.blockedDatesRequired' })
    .max(366, { message: 'safaris.tooManyBlockedDates' }),
  reason: text().trim().max(200).optional(),
});
export const blockedDatesSchema = z.object({
  items: z.array(z.object({ date: z.string(), reason: z.string().nullable() })),
});
