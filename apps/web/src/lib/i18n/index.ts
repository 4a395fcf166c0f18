import { DEFAULT_LANGUAGE, LANGUAGES, intlLocaleOf, isLanguage, type Language } from '@dala/shared';
import { MESSAGE_SECTIONS, loadMessageSection, type MessageSection } from '@dala/shared/messages/sections';
import base, { type BackendModule, type i18n as I18nInstance, type ResourceKey } from 'i18next';
import type { ComponentType } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import common from '../../locales/en/common.json';
import { deviceLanguage, initialLanguage, rememberLanguage } from './language-choice';
import { NAMESPACES, type Namespace } from './namespaces';

export { NAMESPACES, type Namespace, type MessageSection };

/**
 * The i18next instance of the text being rendered. In the browser there is one; the server renders
 * pages of several requests at once, each in its own language, so entry-server.tsx installs a resolver
 * that answers the request's instance (`setActiveI18n`). Code outside components (formatters,
 * `messageText`, the API client's texts) reads `i18n` and so always gets the right language.
 */
let activeInstance: (browser: I18nInstance) => I18nInstance = (browser) => browser;

/** For the server renderer: the instance of the request being rendered (else the one instance). */
export function setActiveI18n(resolve: (base: I18nInstance) => I18nInstance): void {
  activeInstance = resolve;
}

export const i18n: I18nInstance = new Proxy(base, {
  get(_base, property) {
    const instance = activeInstance(base);
    const value: unknown = Reflect.get(instance, property, instance);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(instance) : value;
  },
});

/**
 * i18n (ARCHITECTURE §8): i18next with react-i18next. English `common` (shell, shared components) is
 * in the main bundle so the first paint needs no extra request; every other namespace is its own
 * chunk, loaded with the page that uses it (`lazyPage`) or on first use (Suspense). The API's message
 * keys are the `messages` namespace, read from packages/shared so both sides share one text, one
 * chunk per catalog section (`loadMessageSections`).
 */

// English common is bundled (above); every other English file is a chunk of its own. Other languages'
// files are listed in a chunk of their own (other-locales.ts), fetched once a page is in one of them.
const englishFiles = import.meta.glob<{ default: ResourceKey }>([
  '../../locales/en/*.json',
  '!../../locales/en/common.json',
]);
/** Every section of a language's message catalog, as one resource. */
async function wholeCatalog(language: Language): Promise<ResourceKey> {
  const texts = await Promise.all(MESSAGE_SECTIONS.map((section) => loadMessageSection(language, section)));
  return Object.fromEntries(MESSAGE_SECTIONS.map((section, index) => [section, texts[index]!.default]));
}

async function loadResource(language: string, namespace: string): Promise<ResourceKey> {
  if (!isLanguage(language)) throw new Error(`Unsupported language ${language}`);
  if (namespace === 'messages') return wholeCatalog(language);
  if (language === 'en' && namespace === 'common') return common;
  const files = language === 'en' ? englishFiles : (await import('./other-locales')).otherLocaleFiles;
  const load = files[`../../locales/${language}/${namespace}.json`];
  if (!load) {
    // A namespace not translated yet reads English (the fallback language) key by key.
    if (language !== DEFAULT_LANGUAGE) return {};
    throw new Error(`No ${language} resource for namespace ${namespace}`);
  }
  return (await load()).default;
}

const lazyResources: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadResource(language, namespace).then(
      (resource) => callback(null, resource),
      (error: Error) => callback(error, false),
    );
  },
};

/** Resolves once the active language's `common` namespace is ready. */
export const i18nReady = base
  .use(lazyResources)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    react: { useSuspense: true },
  });

base.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/**
 * Switches the language and remembers it on this device (storage, and the `dala_lang` cookie the
 * server renders pages in). The account's copy is the caller's (`useLanguageSwitch`).
 */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await base.changeLanguage(language);
}

/**
 * After the browser has taken a page over: a choice this device made before (storage, from before the
 * cookie) wins over the language the server picked from the browser's languages, and the cookie learns
 * it so the next page is rendered in it.
 */
export function settleDeviceLanguage(): void {
  const chosen = deviceLanguage();
  if (chosen && chosen !== base.language) void changeLanguage(chosen);
  else if (chosen) rememberLanguage(chosen);
}

const languageInstances = new Map<Language, Promise<I18nInstance>>();

/**
 * For the server renderer: an instance in `language` sharing the texts of the one instance, with every
 * namespace and message section of the language loaded (a server renders any page). One per language,
 * made once: requests in the same language share it, as its language never changes.
 */
export function languageInstance(language: Language): Promise<I18nInstance> {
  let made = languageInstances.get(language);
  if (!made) {
    made = (async () => {
      await i18nReady;
      const instance = base.cloneInstance({ lng: language });
      await instance.changeLanguage(language);
      await instance.loadNamespaces(NAMESPACES.filter((namespace) => namespace !== 'messages'));
      await loadMessageSections(MESSAGE_SECTIONS, language);
      await instance.loadNamespaces('messages');
      return instance;
    })();
    languageInstances.set(language, made);
    // A failed load is tried again by the next request.
    made.catch(() => languageInstances.delete(language));
  }
  return made;
}

/** The BCP 47 locale for Intl (dates, numbers, money) in the active language. */
export function intlLocale(
  language: string = i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE,
): string {
  return intlLocaleOf(language);
}

/**
 * Loads sections of the API's message catalog into the `messages` namespace, for the active language
 * and the fallback. (i18next loads a namespace once, whole: once a section is in, `messages` counts
 * as loaded, so pages name the sections they show here and never load `messages` through i18next.)
 */
export async function loadMessageSections(
  sections: readonly MessageSection[],
  language: string = i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE,
): Promise<void> {
  const languages = new Set<Language>([isLanguage(language) ? language : DEFAULT_LANGUAGE, DEFAULT_LANGUAGE]);
  await Promise.all(
    [...languages].flatMap((lng) =>
      sections
        .filter((section) => i18n.getResource(lng, 'messages', section) === undefined)
        .map(async (section) => {
          const texts = await loadMessageSection(lng, section);
          i18n.addResourceBundle(lng, 'messages', { [section]: texts.default }, true, false);
        }),
    ),
  );
  // Marks `messages` loaded for i18next (it finds the bundle and loads nothing), so components that
  // read it (`useMessageText`) render at once instead of suspending.
  if (sections.length > 0) await i18n.loadNamespaces('messages');
}

/**
 * For a page that loads its catalog sections itself, after its first render (at idle, and before it
 * shows one of their texts): the components that read the API's texts (`useMessageText`: every form
 * field) render meanwhile instead of suspending. Call it in the page's first render, before its fields.
 */
export function loadMessageSectionsLater(
  language: string = i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE,
): void {
  if (typeof document === 'undefined') return; // the server's instances have every section
  for (const lng of new Set([isLanguage(language) ? language : DEFAULT_LANGUAGE, DEFAULT_LANGUAGE]))
    if (!i18n.hasResourceBundle(lng, 'messages')) i18n.addResourceBundle(lng, 'messages', {}, true, false);
  // `messages` counts as loaded (its bundle is there); i18next also keeps it on a change of language.
  void i18n.loadNamespaces('messages');
}

/**
 * A route's `lazy` that loads the page's chunk and its texts at the same time (no waterfall):
 * `lazy: lazyPage(() => import('./bookings-page'), ['bookings', 'messages'])`. A guest page that shows
 * few API messages names their catalog sections instead of `messages`:
 * `lazyPage(() => import('./login-page'), ['auth'], ['auth', 'common'])`.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly Namespace[],
  messageSections: readonly MessageSection[] = [],
): () => Promise<{ Component: ComponentType }> {
  const sections = namespaces.includes('messages') ? MESSAGE_SECTIONS : messageSections;
  const others = namespaces.filter((namespace) => namespace !== 'messages');
  return () =>
    Promise.all([load(), i18n.loadNamespaces([...others]), loadMessageSections(sections)]).then(
      ([module]) => ({
        Component: module.default,
      }),
    );
}

const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

/**
 * The text of a message that may be an API message key (`auth.emailRequired`, from a shared zod
 * schema on the client) or a text the server already wrote in the user's language. Keys are looked up
 * in the `messages` namespace; anything else is shown as it is.
 */
export function messageText(message: string, values?: Record<string, unknown>): string {
  // With the values: a counted text exists only as its plural forms (`key_one`, `key_other`).
  if (MESSAGE_KEY.test(message) && i18n.exists(message, { ns: 'messages', ...values })) {
    return i18n.t(message as never, { ns: 'messages', ...values }) as string;
  }
  return message;
}

/**
 * `messageText` for components: suspends until the `messages` namespace is loaded, and re-renders
 * when the language changes.
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  useTranslation('messages');
  return (message) => (message === undefined ? undefined : messageText(message));
}

/**
 * A namespace's texts under `key` as they are stored (objects and arrays of plain text, no
 * `{{values}}`), in the active language or the first fallback that has them. `t(key, { returnObjects:
 * true })` gives the same but translates each of their strings again on every render: the blog's ~200
 * strings cost a phone a long task when it takes the page over (issue 12). Re-renders on a language change.
 */
export function useStoredTexts<T>(namespace: Namespace, key: string): T {
  const { i18n: instance } = useTranslation(namespace);
  for (const language of instance.languages) {
    const texts = instance.getResource(language, namespace, key) as T | undefined;
    if (texts !== undefined) return texts;
  }
  throw new Error(`No texts under ${namespace}:${key}`);
}
