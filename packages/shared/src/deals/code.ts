import type { z } from 'zod';
import type { MessageKey } from '../i18n/translate';
import { text } from '../input';
import { normaliseDealCode } from './rules';

// Apart from ./schemas so that the booking and quote contracts can take a code without an import cycle.

/**
 * A code a traveler types at checkout: trimmed and upper-cased; empty means none. Its format is not
 * checked here — an unknown code is the server's field answer ('deals.codeUnknown'), whatever it looks like.
 */
export const dealCodeInputSchema = text({ message: 'deals.codeUnknown' satisfies MessageKey })
  .trim()
  .max(40, { message: 'deals.codeUnknown' satisfies MessageKey })
  .transform((v) => (v ? normaliseDealCode(v) : undefined))
  .optional();

export type DealCodeInput = z.input<typeof dealCodeInputSchema>;
