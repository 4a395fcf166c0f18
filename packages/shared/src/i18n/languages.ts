/**
 * The languages the product speaks. English is the spec's; Swahili ('sw') arrives with its own
 * issue as a new resource file per namespace (web: apps/web/src/locales/sw/, API texts:
 * packages/shared/src/i18n/messages/sw.ts), not as code.
 */
export const LANGUAGES = ['en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
