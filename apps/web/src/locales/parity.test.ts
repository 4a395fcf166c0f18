import { textDifferences, type Texts } from '@dala/shared/messages/parity';
import { describe, expect, it } from 'vitest';

/**
 * Issue 16: every web text exists in Swahili — the same namespaces, the same keys, the plural forms
 * Swahili needs and the English text's {{placeholders}} — and nothing exists in Swahili alone.
 */
const files = import.meta.glob<Texts>('./*/*.json', { eager: true, import: 'default' });
const namespaces = (language: string) =>
  Object.keys(files)
    .filter((path) => path.startsWith(`./${language}/`))
    .map((path) => path.slice(`./${language}/`.length, -'.json'.length))
    .sort();

describe('the web texts in Swahili', () => {
  it('has a file for every English namespace and none of its own', () => {
    expect(namespaces('sw')).toEqual(namespaces('en'));
  });

  it.each(namespaces('en'))('%s has every English key, form and placeholder', (namespace) => {
    const swahili = files[`./sw/${namespace}.json`];
    expect(swahili, `locales/sw/${namespace}.json`).toBeDefined();
    expect(textDifferences(files[`./en/${namespace}.json`]!, swahili ?? {}, 'sw')).toEqual([]);
  });
});
