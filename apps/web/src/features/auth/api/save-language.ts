import type { Language } from '@dala/shared';
import { callApi } from '../../../lib/api-client';

/** PUT /users/me with the language only: the account remembers the switch's choice. */
export function saveLanguage(language: Language) {
  return callApi('PUT /users/me', { body: { preferred_language: language } });
}
