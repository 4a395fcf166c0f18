import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets with long-lived cache headers and their precompressed
 * .br/.gz twins; index.html never cached, so a deploy is picked up on the next visit.
 * Returns false when there is no build (API-only use).
 */
export async function registerStaticSite(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    // `/` is a page like any other (rendered by the page renderer, or the shell): app.ts answers it.
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes(`${join(distDir, 'assets')}`) ? IMMUTABLE : 'no-cache');
    },
  });
  return true;
}

/** Paths the SPA's client router owns: anything without a file extension. */
export function isSpaRoute(path: string): boolean {
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}
