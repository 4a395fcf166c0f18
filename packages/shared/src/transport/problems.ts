import type { TransportMessageKey } from './messages';

/**
 * A rule broken, as a catalog key and what its text interpolates (`{{row}}`, `{{label}}` …), so the
 * API answers with the same words the editor shows. `path` says which field, for the error shape's
 * `fields` (e.g. `stops.2.minutes`).
 */
export interface TransportProblem {
  key: TransportMessageKey;
  params?: Record<string, string | number>;
  path?: string;
}
