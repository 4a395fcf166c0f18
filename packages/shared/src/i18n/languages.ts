/**
 * The languages the product speaks: English (the spec's) and Swahili (issue 16). A language is a
 * folder of web texts (apps/web/src/locales/<language>/), a catalog of API texts
 * (packages/shared/src/i18n/messages/<language>.ts) and its Intl locale (`intlLocaleOf`).
 */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Each language's name written in itself, as the language switch shows it whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };
