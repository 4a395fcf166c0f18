import { translate } from '@dala/shared';

/**
 * The English texts of a message-key map (AUTH_MESSAGES, SAFARI_MESSAGES …): the API answers texts,
 * the shared constants are keys (issue 11), so tests compare answers with `englishTexts(MAP).x`.
 */
export function englishTexts<T extends Record<string, string>>(keys: T): { readonly [K in keyof T]: string } {
  return Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, translate('en', key)])) as {
    [K in keyof T]: string;
  };
}
