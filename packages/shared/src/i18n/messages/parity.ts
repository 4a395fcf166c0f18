/**
 * Key parity between two languages' texts (issue 16), for the tests that fail while a translation is
 * missing: the API catalog (parity.test.ts here) and the web's namespaces (apps/web locales test).
 * Resources are i18next-shaped: nested objects of texts, plurals as `key_one` / `key_other` …
 */
export interface Texts {
  [key: string]: string | Texts;
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/**
 * Every text by its dotted key, plurals grouped under their base key with their forms. A set of forms
 * without `other` is no plural (i18next's always has one): `two_one` there is a plain key.
 */
function flatten(texts: Texts): Map<string, Map<string, string>> {
  const grouped = group(texts);
  const flat = new Map<string, Map<string, string>>();
  for (const [key, forms] of grouped) {
    if (forms.has('other') || (forms.size === 1 && forms.has(''))) flat.set(key, forms);
    else for (const [form, text] of forms) flat.set(form ? `${key}_${form}` : key, new Map([['', text]]));
  }
  return flat;
}

function group(texts: Texts, prefix = '', into = new Map<string, Map<string, string>>()) {
  for (const [name, value] of Object.entries(texts)) {
    if (typeof value !== 'string') {
      group(value, `${prefix}${name}.`, into);
      continue;
    }
    const plural = PLURAL.exec(name);
    const key = `${prefix}${plural ? plural[1] : name}`;
    const forms = into.get(key) ?? new Map<string, string>();
    forms.set(plural ? plural[2]! : '', value);
    into.set(key, forms);
  }
  return into;
}

const placeholders = (forms: Map<string, string>) =>
  new Set(
    [...forms.values()].flatMap((text) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!)),
  );

/**
 * What differs between English and another language's texts, one line per problem (empty when they
 * match): a key only one side has; a plural form a language's Intl.PluralRules needs and it lacks
 * (Swahili needs `one` and `other`, as English does); a `{{placeholder}}` one side has and the other
 * does not; an empty text.
 */
export function textDifferences(english: Texts, other: Texts, language: string): string[] {
  const en = flatten(english);
  const them = flatten(other);
  const problems: string[] = [];
  const needed = (lang: string) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  for (const [key, forms] of en) {
    const theirs = them.get(key);
    if (!theirs) {
      problems.push(`${key}: missing in ${language}`);
      continue;
    }
    const plural = [...forms.keys()].some(Boolean) || [...theirs.keys()].some(Boolean);
    if (plural) {
      for (const [lang, set] of [
        ['en', forms],
        [language, theirs],
      ] as const) {
        const lacking = needed(lang).filter((form) => !set.has(form));
        if (lacking.length) problems.push(`${key}: ${lang} lacks the plural form(s) ${lacking.join(', ')}`);
      }
    }
    const ours = placeholders(forms);
    const their = placeholders(theirs);
    for (const name of ours)
      if (!their.has(name))
        problems.push(`${key}: {{${name}}} of the English text is missing in ${language}`);
    // (`count` is given to every plural, so a language may write it where English does not.)
    for (const name of their)
      if (!ours.has(name) && !(plural && name === 'count'))
        problems.push(`${key}: {{${name}}} in ${language} is no placeholder of the English text`);
    for (const [form, text] of theirs)
      if (!text.trim()) problems.push(`${key}${form ? `_${form}` : ''}: empty in ${language}`);
  }
  for (const key of them.keys()) if (!en.has(key)) problems.push(`${key}: in ${language}, not in English`);
  return problems;
}
