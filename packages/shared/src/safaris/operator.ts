import { z } from 'zod';
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

const wholeUsd = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number of dollars` })
    .min(SAFARI_LIMITS.priceUsd.min, { message: `${label} cannot be negative` })
    .max(SAFARI_LIMITS.priceUsd.max, { message: `${label} is too high` });

const listItems = (label: string) =>
  z
    .array(
      text()
        .trim()
        .min(1, { message: `${label} cannot be empty` })
        .max(SAFARI_LIMITS.listItemMax, {
          message: `${label} are at most ${SAFARI_LIMITS.listItemMax} characters`,
        }),
    )
    .max(SAFARI_LIMITS.listItemsMax, {
      message: `At most ${SAFARI_LIMITS.listItemsMax} ${label.toLowerCase()}`,
    });

/**
 * What an operator sends to create or edit a package. A draft may be incomplete; the itinerary must
 * always match the duration when both are given; publishing checks completeness on the server.
 */
export const safariInputSchema = z
  .object({
    title: text({ message: 'Title is required' })
      .trim()
      .min(1, { message: 'Title is required' })
      .max(SAFARI_LIMITS.titleMax, { message: `Title is at most ${SAFARI_LIMITS.titleMax} characters` }),
    summary: text()
      .trim()
      .max(SAFARI_LIMITS.summaryMax, { message: `Summary is at most ${SAFARI_LIMITS.summaryMax} characters` })
      .default(''),
    description: text()
      .trim()
      .max(SAFARI_LIMITS.descriptionMax, { message: 'Description is too long' })
      .default(''),
    /** Slugs of the destinations table (GET /api/destinations). */
    destinations: z
      .array(text().trim().min(1).max(100), { message: 'Choose destinations from the list' })
      .max(SAFARI_LIMITS.destinationsMax, {
        message: `At most ${SAFARI_LIMITS.destinationsMax} destinations`,
      })
      .default([]),
    duration_days: z
      .number({ message: 'Duration must be a number of days' })
      .int({ message: 'Duration must be a whole number of days' })
      .min(SAFARI_LIMITS.durationDays.min, { message: 'Duration must be at least 1 day' })
      .max(SAFARI_LIMITS.durationDays.max, {
        message: `Duration is at most ${SAFARI_LIMITS.durationDays.max} days`,
      }),
    itinerary: z.array(itineraryDaySchema).max(SAFARI_LIMITS.durationDays.max).default([]),
    inclusions: listItems('Inclusions').default([]),
    exclusions: listItems('Exclusions').default([]),
    tier: tierSchema.default('mid-range'),
    is_private: z.boolean({ message: 'Choose private or group' }).default(false),
    max_group_size: z
      .number({ message: 'Maximum group size must be a number' })
      .int({ message: 'Maximum group size must be a whole number' })
      .min(SAFARI_LIMITS.maxGroupSize.min, { message: 'Maximum group size must be at least 1' })
      .max(SAFARI_LIMITS.maxGroupSize.max, {
        message: `Maximum group size is at most ${SAFARI_LIMITS.maxGroupSize.max}`,
      }),
    adult_price_usd: wholeUsd('Price per adult'),
    child_price_usd: wholeUsd('Price per child'),
    deposit_percent: z
      .number({ message: 'Deposit must be a number' })
      .int({ message: 'Deposit must be a whole percent' })
      .min(DEPOSIT_PERCENT_RANGE.min, {
        message: `Deposit must be between ${DEPOSIT_PERCENT_RANGE.min}% and ${DEPOSIT_PERCENT_RANGE.max}%`,
      })
      .max(DEPOSIT_PERCENT_RANGE.max, {
        message: `Deposit must be between ${DEPOSIT_PERCENT_RANGE.min}% and ${DEPOSIT_PERCENT_RANGE.max}%`,
      })
      .default(DEPOSIT_PERCENT_RANGE.default),
    balance_due_days: z
      .number({ message: 'Balance due days must be a number' })
      .int({ message: 'Balance due days must be a whole number' })
      .min(BALANCE_DUE_DAYS_RANGE.min, {
        message: `The balance is due ${BALANCE_DUE_DAYS_RANGE.min} to ${BALANCE_DUE_DAYS_RANGE.max} days before departure`,
      })
      .max(BALANCE_DUE_DAYS_RANGE.max, {
        message: `The balance is due ${BALANCE_DUE_DAYS_RANGE.min} to ${BALANCE_DUE_DAYS_RANGE.max} days before departure`,
      })
      .default(BALANCE_DUE_DAYS_RANGE.default),
    min_notice_days: z
      .number({ message: 'Minimum notice must be a number of days' })
      .int({ message: 'Minimum notice must be a whole number of days' })
      .min(SAFARI_LIMITS.minNoticeDays.min, { message: 'Minimum notice cannot be negative' })
      .max(SAFARI_LIMITS.minNoticeDays.max, { message: 'Minimum notice is at most 365 days' })
      .default(SAFARI_LIMITS.minNoticeDays.default),
    status: safariStatusSchema.default('draft'),
  })
  .superRefine((v, ctx) => {
    if (v.itinerary.length > 0 && v.itinerary.length !== v.duration_days) {
      ctx.addIssue({
        code: 'custom',
        path: ['itinerary'],
        message: `The itinerary has ${v.itinerary.length} day(s) but the duration is ${v.duration_days} day(s)`,
      });
    }
    v.itinerary.forEach((day, i) => {
      if (day.day !== i + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['itinerary', i, 'day'],
          message: `Day ${i + 1} is out of order`,
        });
      }
    });
    if (new Set(v.destinations).size !== v.destinations.length) {
      ctx.addIssue({ code: 'custom', path: ['destinations'], message: 'A destination is listed twice' });
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
    .array(serialId('Unknown image'))
    .min(1, { message: 'Send the images in their new order' })
    .max(SAFARI_LIMITS.imagesMax),
  cover_image_id: serialId('Unknown image').optional(),
});
export const imageListSchema = z.object({ images: z.array(safariImageSchema) });

export const departureInputSchema = z.object({
  start_date: isoDateSchema,
  capacity: z
    .number({ message: 'Capacity must be a number' })
    .int({ message: 'Capacity must be a whole number' })
    .min(1, { message: 'Capacity must be at least 1' })
    .max(SAFARI_LIMITS.maxGroupSize.max, {
      message: `Capacity is at most ${SAFARI_LIMITS.maxGroupSize.max}`,
    }),
  /** Optional price override for this departure (whole USD). */
  adult_price_usd: wholeUsd('Price per adult').nullable().optional(),
  child_price_usd: wholeUsd('Price per child').nullable().optional(),
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
  id: serialIdParam('Unknown id'),
  departureId: serialIdParam('Unknown departure'),
});

export const blockedDatesInputSchema = z.object({
  dates: z
    .array(isoDateSchema)
    .min(1, { message: 'Choose at least one date' })
    .max(366, { message: 'At most 366 dates at once' }),
  reason: text().trim().max(200).optional(),
});
export const blockedDatesSchema = z.object({
  items: z.array(z.object({ date: z.string(), reason: z.string().nullable() })),
});
