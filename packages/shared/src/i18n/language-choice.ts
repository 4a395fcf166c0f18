import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { languageFromAcceptLanguage } from './translate';

/**
 * How a visitor's language is chosen (issue 16), the same rule on the server that renders a page, on
 * the API that answers it and in the browser that takes it over:
 * the account's preferred_language (signed in) > the `dala_lang` cookie (the switch, remembered on the
 * device) > the browser's languages (Accept-Language / navigator.languages) > English.
 */

/** The cookie that remembers the switch's choice on the device (1 year, SameSite=Lax, readable). */
export const LANGUAGE_COOKIE = 'dala_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language the `dala_lang` cookie of a `Cookie` header names, if it names one we speak. */
export function languageFromCookie(cookieHeader: string | undefined | null): Language | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=', 2).map((s) => s.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/** The browser's preference (navigator.languages): Swahili for any sw* tag first met, else English. */
export function languageFromBrowser(languages: readonly string[] | undefined): Language {
  for (const tag of languages ?? []) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** A guest's language from request headers: the cookie, else Accept-Language, else English. */
export function languageFromHeaders(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Language {
  return (
    languageFromCookie(headers.cookie) ??
    languageFromAcceptLanguage(headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}

/**
 * The Intl locale of a language: Tanzanian Swahili for 'sw' ("Jumatano, 15 Januari 2026"); English
 * stays 'en-US', whose output the spec's English texts were written against ("$1,299", "14 Dec 2026").
 */
export function intlLocaleOf(language: string): string {
  return language === 'sw' ? 'sw-TZ' : 'en-US';
}
