import { z } from 'zod';
import type { MessageKey } from './i18n/translate';

/**
 * Building blocks of every request schema: text, ids and numbers bounded to what a person can type
 * and what the database columns hold, so malformed input is a field error, never a failed query.
 */

/** The largest value of a PostgreSQL `integer` (int4) column: serial ids, counts, cents. */
export const MAX_INT4 = 2_147_483_647;

/** Message key: 'Contains characters that are not allowed'. */
export const TEXT_UNSAFE_CHARACTERS_MESSAGE: MessageKey = 'common.unsafeCharacters';

/**
 * A NUL character (no PostgreSQL text column can store it) or a UTF-16 surrogate without its pair
 * (not a character at all: it cannot be encoded as UTF-8, and jsonb refuses its escape).
 */
// eslint-disable-next-line no-control-regex -- finding the NUL control character is the point
const UNSAFE_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE_CHARACTER.test(value);
}

/**
 * `z.string()` for anything a client sends (body, query, path): refuses NUL bytes and lone surrogates
 * with a field error before any other check runs. Every request schema builds its strings from this.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !hasUnsafeCharacters(value), { message: TEXT_UNSAFE_CHARACTERS_MESSAGE, abort: true });
}

/** A whole number a client sends as JSON, within [min, max] (max defaults to what an int4 holds). */
export function wholeNumber(message: MessageKey, min = 0, max = MAX_INT4) {
  return z.number({ message }).int({ message }).min(min, { message }).max(max, { message });
}

/** A whole number from a query string or path (text coerced), within [min, max]. */
export function queryWholeNumber(message: MessageKey, min = 0, max = MAX_INT4) {
  return z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });
}

/** A serial id in a JSON body: 1 … MAX_INT4; anything else is "unknown". */
export const serialId = (message: MessageKey) => wholeNumber(message, 1);

/** A serial id in a path or query string: an id that no row can have answers 404 or 400, never 500. */
export const serialIdParam = (message: MessageKey) => queryWholeNumber(message, 1);

/**
 * Calendar dates a request may carry (departures, availability windows, filters): anything outside
 * is a typing slip or a probe, and date arithmetic on it would leave what JavaScript dates hold.
 */
export const SANE_DATE_RANGE = { min: '2000-01-01', max: '2100-12-31' } as const;
