import type en from './messages/en';

/**
 * Key maps of catalog sections (AUTH_MESSAGES and its siblings) without the catalog's texts: code that
 * names a message by a constant bundles only the names, while the English texts load with the pages
 * that show them (the web's `messages` namespace). Each map lives beside the code that uses it, with its
 * list of names (so the web's first load carries the identity names, not the transport ones); the
 * types below check each list against `messages/en.ts` both ways: a key added there and missing from
 * the list, or a name in the list that is no key, fails to compile.
 */

type EnglishCatalog = typeof en;
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
/** The names of a section's keys (plural forms once, by their base name). */
export type SectionKeyName<S extends keyof EnglishCatalog> = WithoutPlural<keyof EnglishCatalog[S] & string>;

type SectionKeys<S extends keyof EnglishCatalog> = {
  [K in SectionKeyName<S>]: `${S}.${K}`;
};

/** The list itself when it names every key of the section; else a type naming the missing keys. */
type EveryName<S extends keyof EnglishCatalog, Names extends readonly string[]> = [
  Exclude<SectionKeyName<S>, Names[number]>,
] extends [never]
  ? Names
  : { missing: `${S}.${Exclude<SectionKeyName<S>, Names[number]>}` };

/**
 * A catalog section as a map of its keys: `messageKeys('auth', [...]).emailRequired === 'auth.emailRequired'`.
 * `names` lists the section's keys (base names, in catalog order); it must list every one and nothing else.
 */
export function messageKeys<S extends keyof EnglishCatalog, const Names extends readonly SectionKeyName<S>[]>(
  section: S,
  names: Names & EveryName<S, Names>,
): SectionKeys<S> {
  const map: Record<string, string> = {};
  for (const name of names) map[name] = `${section}.${name}`;
  return Object.freeze(map) as SectionKeys<S>;
}
