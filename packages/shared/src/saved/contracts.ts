import { z } from 'zod';
import { CURRENCIES } from '../money';
import { pageSchema, paginationQuerySchema } from '../pagination';
import { SAVED_AVAILABILITY_STATES, SAVED_FILTERS, SAVED_KINDS, SAVED_PAGE_SIZE } from './constants';
import { MAX_INT4 } from '../input';

export const savedKindSchema = z.enum(SAVED_KINDS, { message: 'saved.kindInvalid' });

/** `/saved/:kind/:id`: a safari package's or a trip's number. */
export const savedListingParamsSchema = z.object({
  kind: savedKindSchema,
  id: z.coerce
    .number({ message: 'saved.listingInvalid' })
    .int({ message: 'saved.listingInvalid' })
    .min(1, { message: 'saved.listingInvalid' })
    .max(MAX_INT4, { message: 'saved.listingInvalid' }),
});

/** What PUT and DELETE answer: the heart's state after the call (both idempotent). */
export const savedToggleSchema = z.object({
  kind: savedKindSchema,
  listing_id: z.number().int(),
  saved: z.boolean(),
});
export type SavedToggle = z.infer<typeof savedToggleSchema>;

/** Every listing the signed-in user saved, by kind: one small answer fills every heart on a page. */
export const savedIdsSchema = z.object({
  safari_ids: z.array(z.number().int()),
  trip_ids: z.array(z.number().int()),
});
export type SavedIds = z.infer<typeof savedIdsSchema>;

export const savedListQuerySchema = paginationQuerySchema.extend({
  page_size: paginationQuerySchema.shape.page_size.default(SAVED_PAGE_SIZE),
  filter: z.enum(SAVED_FILTERS, { message: 'saved.filterInvalid' }).default('all'),
});
export type SavedListQuery = z.infer<typeof savedListQuerySchema>;

export const savedItemSchema = z.object({
  kind: savedKindSchema,
  listing_id: z.number().int(),
  saved_at: z.string(),
  /** Safari: its title; trip: its route ('Arusha → Dar es Salaam'). */
  title: z.string(),
  operator_name: z.string(),
  /** Safari: its location; trip: where it leaves from. */
  location: z.string(),
  /** Safari: the slug of its page (null for trips). */
  slug: z.string().nullable(),
  image: z.object({ url: z.string(), srcset: z.string(), alt: z.string() }).nullable(),
  /** Safari: duration in days; trip: null. */
  duration_days: z.number().int().nullable(),
  is_private: z.boolean().nullable(),
  /** Trip: departure and arrival instants (ISO); safari: null. */
  departs_at: z.string().nullable(),
  arrives_at: z.string().nullable(),
  price: z.object({
    currency: z.enum(CURRENCIES),
    /** What the user saw when saving. */
    saved_minor: z.number().int(),
    /** Now (safari: from-price per adult; trip: the whole route's fare); null when it cannot be bought. */
    current_minor: z.number().int().nullable(),
  }),
  price_drop: z.object({ from_minor: z.number().int(), to_minor: z.number().int() }).nullable(),
  availability: z.object({
    state: z.enum(SAVED_AVAILABILITY_STATES),
    /** Safari: the next departure with seats (YYYY-MM-DD); trip: null (see departs_at). */
    next_date: z.string().nullable(),
    /** Seats left on that departure or trip (null for a private safari and when not on sale). */
    seats_left: z.number().int().nullable(),
  }),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

export const savedListSchema = pageSchema(savedItemSchema).extend({
  /** Items whose price dropped, whatever the filter (the page's tab count). */
  price_drop_count: z.number().int().min(0),
  /** Every saved item, whatever the filter. */
  saved_count: z.number().int().min(0),
});
export type SavedList = z.infer<typeof savedListSchema>;
