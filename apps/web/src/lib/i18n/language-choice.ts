import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  isLanguage,
  languageFromBrowser,
  languageFromCookie,
  type Language,
} from '@dala/shared';

/**
 * The browser's side of choosing the language (issue 16; the rule: packages/shared language-choice.ts).
 * The choice is remembered twice on the device: in storage (as before) and in the `dala_lang` cookie,
 * which the server reads to render pages in it.
 */

export const LANGUAGE_STORAGE_KEY = 'dala.language';

function storedLanguage(): Language | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked
  }
}

function cookieLanguage(): Language | undefined {
  return typeof document === 'undefined' ? undefined : languageFromCookie(document.cookie);
}

/** The language the server rendered this page in (on its state element), if it rendered it. */
function renderedLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  // The state element (app/ssr-state.ts) is the only element with data-lang (no import of its id here:
  // that would split lib/hydration into a chunk of its own on every page's first load).
  const lang = document.querySelector('script[data-lang]')?.getAttribute('data-lang');
  return isLanguage(lang) ? lang : undefined;
}

/** What this device chose before (cookie, else storage); nothing on a first visit. */
export function deviceLanguage(): Language | undefined {
  return cookieLanguage() ?? storedLanguage();
}

/**
 * The language to start in: the server's when it rendered the page (the take-over must draw what it
 * drew), else the device's choice, else the browser's languages (a first visit).
 */
export function initialLanguage(): Language {
  return (
    renderedLanguage() ??
    deviceLanguage() ??
    languageFromBrowser(typeof navigator === 'undefined' ? undefined : navigator.languages)
  );
}

/** Remembers a choice on the device: storage and the cookie (1 year, SameSite=Lax). */
export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the cookie still carries it
  }
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
