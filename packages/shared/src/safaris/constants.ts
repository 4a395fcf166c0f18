import { messageKeys } from '../i18n/message-keys';

/** Safari marketplace constants (issue 4, ARCHITECTURE §6–§7, spec §9). One place for each. */

export const SAFARI_TIERS = ['budget', 'mid-range', 'luxury'] as const;
export type SafariTier = (typeof SAFARI_TIERS)[number];

export const SAFARI_STATUSES = ['draft', 'published', 'archived'] as const;
export type SafariStatus = (typeof SAFARI_STATUSES)[number];

export const SAFARI_SORTS = ['recommended', 'price_asc', 'price_desc', 'rating', 'duration'] as const;
export type SafariSort = (typeof SAFARI_SORTS)[number];

export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

/** Limits of a package; prices are whole USD (spec §9: prices in USD, no decimals). */
export const SAFARI_LIMITS = {
  titleMax: 120,
  titleMinToPublish: 10,
  summaryMax: 300,
  summaryMinToPublish: 30,
  descriptionMax: 10_000,
  descriptionMinToPublish: 80,
  durationDays: { min: 1, max: 30 },
  maxGroupSize: { min: 1, max: 60 },
  priceUsd: { min: 0, max: 100_000 },
  minNoticeDays: { min: 0, max: 365, default: 2 },
  destinationsMax: 10,
  listItemMax: 200,
  listItemsMax: 40,
  imagesMax: 20,
  departuresPerRequestMax: 1,
} as const;

/** Uploads: JPEG, PNG or WebP recognised by their magic bytes, at most 8 MB, resized to these widths. */
export const SAFARI_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const SAFARI_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const SAFARI_IMAGE_WIDTHS = [400, 800, 1600] as const;

/** Seats are held this long while the traveler pays (issue 4). */
export const HOLD_MINUTES = 15;
/** Refunds at 60+ days keep this processing fee (spec §9 says typically 3–5 %; ARCHITECTURE §7: 4 %). */
export const DEFAULT_PROCESSING_FEE_PERCENT = 4;
/** Searches given only start_date look this many days ahead (spec §9: default stay 5 days). */
export const SEARCH_DEFAULT_WINDOW_DAYS = 5;
/** Availability answers cover at most this many days. */
export const AVAILABILITY_MAX_DAYS = 400;
/** Departures and private dates can be booked at most this far ahead. */
export const BOOKING_HORIZON_DAYS = 730;

/** Texts the server and the web both show: message keys of the catalog's `safaris` section. */
export const SAFARI_MESSAGES = messageKeys('safaris', [
  'notEnoughSeats',
  'dateUnavailable',
  'holdExpired',
  'emptyCatalog',
  'unverifiedPublish',
  'notTourOperator',
  'safariNotFound',
  'notAvailable',
  'noSuchImage',
  'imageNotFound',
  'imageTooLarge',
  'imageTypeNotAllowed',
  'imageDamaged',
  'imageTooSmall',
  'imageRequired',
  'tooManyImages',
  'imageOrderIncomplete',
  'coverNotOwnImage',
  'publishedNeedsImage',
  'unknownDestination',
  'newSafariIsDraft',
  'kindLocked',
  'cannotPublishYet',
  'dateInPast',
  'dateTooFarAhead',
  'dateTooFarAheadToBook',
  'dateRequired',
  'noticeRequired',
  'privateHasNoDepartures',
  'departureExists',
  'departureNotFound',
  'departureRequired',
  'unknownDeparture',
  'departureLeft',
  'seatsTaken',
  'capacityBelowTaken',
  'departureDateLocked',
  'departureHasBookings',
  'groupCannotBlockDates',
  'dateHasBookingCancelFirst',
  'dateHasBooking',
  'tooManyTravelers',
  'availabilityTooLong',
  'publishTitle',
  'publishSummary',
  'publishDescription',
  'publishDestinations',
  'publishItinerary',
  'publishInclusions',
  'publishPrice',
  'publishImages',
  'publishCover',
  'publishDepartures',
  'departureOrDate',
  'unknownSafariId',
  'tierInvalid',
  'statusInvalid',
  'dayTitleRequired',
  'dayTitleTooLong',
  'dayDescriptionRequired',
  'dayDescriptionTooLong',
  'accommodationTooLong',
  'mealInvalid',
  'adultsNotNumber',
  'adultsNotWhole',
  'adultsTooFew',
  'childrenNotNumber',
  'childrenNotWhole',
  'childrenNegative',
  'infantsNotNumber',
  'infantsNotWhole',
  'infantsNegative',
  'travelersTooMany',
  'titleRequired',
  'titleTooLong',
  'summaryTooLong',
  'descriptionTooLong',
  'destinationsInvalid',
  'tooManyDestinations',
  'destinationTwice',
  'durationNotNumber',
  'durationNotWhole',
  'durationTooShort',
  'durationTooLong',
  'itineraryLength',
  'dayOutOfOrder',
  'inclusionEmpty',
  'inclusionTooLong',
  'tooManyInclusions',
  'exclusionEmpty',
  'exclusionTooLong',
  'tooManyExclusions',
  'privateInvalid',
  'groupSizeNotNumber',
  'groupSizeNotWhole',
  'groupSizeTooSmall',
  'groupSizeTooLarge',
  'adultPriceNotNumber',
  'adultPriceNotWhole',
  'adultPriceNegative',
  'adultPriceTooHigh',
  'childPriceNotNumber',
  'childPriceNotWhole',
  'childPriceNegative',
  'childPriceTooHigh',
  'depositNotNumber',
  'depositNotWhole',
  'depositRange',
  'balanceDueNotNumber',
  'balanceDueNotWhole',
  'balanceDueRange',
  'noticeNotNumber',
  'noticeNotWhole',
  'noticeNegative',
  'noticeTooLong',
  'unknownImage',
  'imageOrderRequired',
  'capacityNotNumber',
  'capacityNotWhole',
  'capacityTooSmall',
  'capacityTooLarge',
  'blockedDatesRequired',
  'tooManyBlockedDates',
]);
