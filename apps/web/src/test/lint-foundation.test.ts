// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's eslint.config.js on code that skips i18next or calls the API from a page: `npm run
// lint` fails on each. (Files need not exist; their folder decides which rules apply.)
const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function errorsOf(filePath: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === ruleId && m.severity === 2)
    .map((m) => m.message);
}

const literal = (filePath: string, code: string) => errorsOf(filePath, code, 'i18next/no-literal-string');

describe('no hard-coded user-visible text in JSX', () => {
  it('fails on text between tags, string expressions and read-aloud attributes', async () => {
    const errors = await literal(
      'apps/web/src/features/newsletter/fixture.tsx',
      [
        'export function X({ n }: { n: number }) {',
        '  return (',
        '    <div aria-label="Sign up" className="flex gap-2">',
        "      Stay in touch {n > 1 ? 'friends' : 'friend'}",
        '      <input placeholder="Your email" />',
        '    </div>',
        '  );',
        '}',
      ].join('\n'),
    );
    expect(errors.length).toBeGreaterThanOrEqual(4);
    expect(errors.join('\n')).toContain('goes through i18next');
  });

  it('passes translated text, markup-only strings and punctuation', async () => {
    const errors = await literal(
      'apps/web/src/features/newsletter/fixture.tsx',
      [
        "import { useTranslation } from 'react-i18next';",
        'export function X() {',
        '  const { t } = useTranslation();',
        '  return (',
        '    <div aria-label={t(\'newsletter.formLabel\')} className="flex gap-2" id="x">',
        "      {t('newsletter.subscribe')} {'·'}",
        '      <svg viewBox="0 0 24 24"><path d="m5 12.5 4.5 4.5L19 7.5" /></svg>',
        '    </div>',
        '  );',
        '}',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});

describe('pages call the API only through data hooks', () => {
  const code = "import { callApi } from '../../lib/api-client';\nexport const x = callApi;\n";

  it('fails when a page or component imports callApi', async () => {
    const errors = await errorsOf(
      'apps/web/src/features/newsletter/fixture.tsx',
      code,
      'no-restricted-imports',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("feature's api/ folder");
  });

  it("passes in the feature's api/ folder", async () => {
    const errors = await errorsOf(
      'apps/web/src/features/newsletter/api/fixture.ts',
      "import { callApi } from '../../../lib/api-client';\nexport const x = callApi;\n",
      'no-restricted-imports',
    );
    expect(errors).toEqual([]);
  });
});

describe('page titles', () => {
  it('refuses a <title> element in a component: pages use <DocumentTitle>', async () => {
    const errors = await errorsOf(
      'apps/web/src/features/blog/fixture.tsx',
      "export const X = ({ t }: { t: (k: string) => string }) => <title>{t('pageTitle')}</title>;\n",
      'no-restricted-syntax',
    );
    expect(errors).toEqual([
      'Title a page with <DocumentTitle> (components/document-head.tsx), not <title>.',
    ]);
  });
});
