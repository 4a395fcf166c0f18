import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder, found by walking up from this module. It is the same answer whether the
 * code runs from TypeScript sources (tsx, vitest) or from the esbuild bundle in dist/.
 */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@dala/api') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @dala/api package folder');
    dir = parent;
  }
}

export const API_ROOT = findApiRoot();
export const REPO_ROOT = resolve(API_ROOT, '../..');
export const MIGRATIONS_DIR = join(API_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST_DIR = join(REPO_ROOT, 'apps/web/dist');
