// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run on code that breaks (or keeps) an import boundary: `npm run
// lint` fails on each of these violations. The files need not exist; the imported ones do.
const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' && m.severity === 2)
    .map((m) => m.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it('components/ never import a feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/components/ui/fixture.tsx',
      "import { useAuth } from '../../features/auth';\nexport const x = useAuth;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('never import features/ or app/');
  });

  it('lib/ never imports app/', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/lib/fixture.ts',
      "import { RouteView } from '../app/route-view';\nexport const x = RouteView;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('a feature never imports app/', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/home/fixture.tsx',
      "import { RootLayout } from '../../app/shell/root-layout';\nexport const x = RootLayout;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('A feature never imports app/');
  });

  it("a feature never imports another feature's internals, also from a nested folder", async () => {
    const direct = await boundaryErrors(
      'apps/web/src/features/home/fixture.tsx',
      "import { useAuth } from '../auth/auth-context';\nexport const x = useAuth;\n",
    );
    expect(direct).toHaveLength(1);
    expect(direct[0]).toContain('through its index.ts');
    const nested = await boundaryErrors(
      'apps/web/src/features/safaris/detail/fixture.tsx',
      "import { QuoteBreakdown } from '../../bookings/price-breakdown';\nexport const x = QuoteBreakdown;\n",
    );
    expect(nested).toHaveLength(1);
  });

  it('app/ uses a feature through its index.ts or routes.tsx, never its other files', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/app/fixture.tsx',
      "import { useAuth } from '../features/auth/auth-context';\nexport const x = useAuth;\n",
    );
    expect(errors).toHaveLength(1);
    const allowed = await boundaryErrors(
      'apps/web/src/app/fixture.tsx',
      [
        "import { useAuth } from '../features/auth';",
        "import { safariRoutes } from '../features/safaris/routes';",
        'export const x = [useAuth, safariRoutes];',
        '',
      ].join('\n'),
    );
    expect(allowed).toEqual([]);
  });

  it('on the API, db/ never imports modules/', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/db/seed/fixture.ts',
      "import { typoTolerantTsquery } from '../../modules/safaris/search-words';\nexport const x = typoTolerantTsquery;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('db/ never imports modules/');
  });

  it('allows a feature its own files, components/, lib/, assets/, @dala/shared and other features’ index.ts', async () => {
    const [result] = await eslint.lintText(
      [
        "import { formatMoney } from '@dala/shared';",
        "import serengeti from '../../assets/art/serengeti.svg';",
        "import { Button } from '../../components/ui/button';",
        "import { cn } from '../../lib/cn';",
        "import { useAuth } from '../auth';",
        "import { SearchPanel } from '../search';",
        "import { HERO_SLIDES } from './hero-slides';",
        'export const x = [formatMoney, serengeti, Button, cn, useAuth, SearchPanel, HERO_SLIDES];',
        '',
      ].join('\n'),
      { filePath: path.join(root, 'apps/web/src/features/home/fixture.tsx') },
    );
    expect(result?.messages).toEqual([]);
  });
});
