import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for the web build the API serves pages from: the shell (`dist/index.html`) and the server
 * entry (`dist-server/entry-server.js`), written to a fresh folder. Answers the WEB_DIST_DIR to start a
 * test app with.
 */
export function standInWebBuild(indexHtml: string, entryServerJs: string): string {
  const web = mkdtempSync(join(tmpdir(), 'dala-web-'));
  mkdirSync(join(web, 'dist'));
  mkdirSync(join(web, 'dist-server'));
  writeFileSync(join(web, 'dist/index.html'), indexHtml);
  writeFileSync(join(web, 'dist-server/entry-server.js'), entryServerJs);
  return join(web, 'dist');
}
