import type { TransportMessageKey } from './messages';

/** A text inside a text (a document's name inside "its {{document}} has expired"): the catalog's
 * `translate` renders such a value in the reader's language (MessageValues in i18n/translate.ts). */
export interface TransportNestedMessage {
  key: TransportMessageKey;
}

/**
 * A rule broken, as a catalog key and what its text interpolates (`{{row}}`, `{{label}}` …), so the
 * API answers with the same words the editor shows. `path` says which field, for the error shape's
 * `fields` (e.g. `stops.2.minutes`).
 */
export interface TransportProblem {
  key: TransportMessageKey;
  params?: Record<string, string | number | TransportNestedMessage>;
  path?: string;
}
