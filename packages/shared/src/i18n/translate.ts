import { formatDisplayDateTime, formatStoredDate } from '../search/dates';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import en from './messages/en';
import sw from './messages/sw';

/**
 * API message keys (issue 11): every user-facing text of the API — error details, field messages,
 * mails, notifications — is a key of the English catalog (`messages/en.ts`), rendered in the reader's
 * language by `translate`. A new language is a new catalog file, not a code change.
 */

/** A catalog: nested sections of texts (i18next resource format). */
export interface MessageCatalog {
  [key: string]: string | MessageCatalog;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** `{ a: { b: '…', c_one: '…', c_other: '…' } }` → `'a.b' | 'a.c'`. */
type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type EnglishCatalog = typeof en;
/** Every message key (dotted path of the English catalog; plurals without their `_one`/`_other`). */
export type MessageKey = LeafKeys<EnglishCatalog>;
export type CatalogSection = keyof EnglishCatalog;
/**
 * A date written in the reader's language where the text is rendered ('14 Dec 2026' / '14 Des 2026'):
 * `{ date: 'YYYY-MM-DD' }`, or `{ dateTime: ISO instant }` on Tanzania's clock ('14 Dec 2026, 06:00').
 * For texts whose language the code that fills them does not know (a notification, rendered in its
 * recipient's language by notify()).
 */
export type DateValue = { date: string } | { dateTime: string };

/**
 * Values for `{{name}}` placeholders; `count` also picks the plural form. A value may itself be a
 * message (key with values) or a date, rendered in the same language.
 */
export type MessageValues = { [name: string]: string | number | Message | DateValue };

/** A message with its values, for places that carry messages as data (field errors, notifications). */
export interface Message {
  key: MessageKey;
  values?: MessageValues;
}

/** The catalog of each language; English is the fallback of every key another language lacks. */
const catalogs: Partial<Record<Language, MessageCatalog>> = { en: en as MessageCatalog, sw };

function lookup(catalog: MessageCatalog | undefined, path: string): string | undefined {
  let node: string | MessageCatalog | undefined = catalog;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Object.prototype.hasOwnProperty.call(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

function findText(language: Language, key: string, count: number | undefined): string | undefined {
  const chain: MessageCatalog[] = [];
  const own = catalogs[language];
  if (own) chain.push(own);
  if (language !== DEFAULT_LANGUAGE) chain.push(catalogs[DEFAULT_LANGUAGE]!);
  for (const catalog of chain) {
    if (count !== undefined) {
      const form = new Intl.PluralRules(catalog === own ? language : DEFAULT_LANGUAGE).select(count);
      const plural = lookup(catalog, `${key}_${form}`) ?? lookup(catalog, `${key}_other`);
      if (plural !== undefined) return plural;
    }
    const text = lookup(catalog, key);
    if (text !== undefined) return text;
  }
  return undefined;
}

function interpolate(language: Language, text: string, values: MessageValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return whole;
    const value = values[name]!;
    if (typeof value !== 'object') return String(value);
    if ('date' in value) return formatStoredDate(value.date, language);
    if ('dateTime' in value) return formatDisplayDateTime(value.dateTime, language);
    return translate(language, value.key, value.values);
  });
}

/**
 * The text of `key` in `language` (falling back to English), with `{{x}}` placeholders filled from
 * `values` and the plural form picked by `values.count`. Anything that is not a key (a text already
 * written out) comes back unchanged.
 */
export function translate(language: string, key: MessageKey | (string & {}), values?: MessageValues): string {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const count = typeof values?.count === 'number' ? values.count : undefined;
  const text = findText(lang, key, count);
  return text === undefined ? key : interpolate(lang, text, values);
}

/** Renders a key or a `Message` (key with values). */
export function renderMessage(language: string, message: MessageKey | Message | (string & {})): string {
  return typeof message === 'string'
    ? translate(language, message)
    : translate(language, message.key, message.values);
}

/** Whether `key` is a key of the English catalog (plural keys by their base name). */
export function isMessageKey(key: string): key is MessageKey {
  return (
    findText(DEFAULT_LANGUAGE, key, undefined) !== undefined ||
    findText(DEFAULT_LANGUAGE, key, 1) !== undefined
  );
}

/** Every key of a catalog (plural forms once, by their base name). */
export function catalogKeys(catalog: MessageCatalog = en, prefix = ''): string[] {
  const keys = new Set<string>();
  for (const [name, value] of Object.entries(catalog)) {
    if (typeof value === 'string') keys.add(`${prefix}${name.replace(PLURAL_SUFFIX, '')}`);
    else for (const key of catalogKeys(value, `${prefix}${name}.`)) keys.add(key);
  }
  return [...keys];
}

export { messageKeys } from './message-keys';

/**
 * The best supported language of an `Accept-Language` header (`sw-TZ,sw;q=0.9,en;q=0.8`), or
 * undefined when it names none of LANGUAGES.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 50)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLanguage(tag)) return tag;
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/**
 * For tests: replaces a language's catalog (e.g. English with marked texts, to prove a text is
 * rendered from the catalog). Returns the function that puts the previous one back.
 */
export function replaceCatalog(language: Language, catalog: MessageCatalog): () => void {
  const previous = catalogs[language];
  catalogs[language] = catalog;
  return () => {
    catalogs[language] = previous;
  };
}
