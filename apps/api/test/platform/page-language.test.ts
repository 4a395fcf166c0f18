import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInWebBuild } from '../support/stand-in-web-build';
import { createTestApp, type TestApp } from '../test-app';

// A stand-in for the web build (the real renderer is exercised by e2e/swahili.spec.ts): it answers in
// the language the cookie names, as entry-server.tsx does, so this checks what the server adds.
const INDEX =
  '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const ENTRY = `
export function configureRenderer() {}
export async function render(request) {
  const language = /dala_lang=sw/.test(request.headers.cookie ?? '') ? 'sw' : 'en';
  if (request.url.startsWith('/bookings')) return { kind: 'client', language };
  return { kind: 'page', status: 200, head: '', body: '<h1>' + language + '</h1>', afterRoot: '', language };
}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: standInWebBuild(INDEX, ENTRY) } });
});
afterAll(() => t.close());

describe('pages in the visitor’s language (issue 16)', () => {
  it('names the language in <html lang> and varies on what chose it', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'dala_lang=sw' } });
    expect(sw.body).toContain('<html lang="sw">');
    expect(sw.body).toContain('<h1>sw</h1>');
    expect(sw.headers.vary).toBe('Cookie, Accept-Language');
    const en = await t.app.inject({ method: 'GET', url: '/' });
    expect(en.body).toContain('<html lang="en">');
  });

  it('does so for the shell of a signed-in screen too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/bookings', headers: { cookie: 'dala_lang=sw' } });
    expect(res.body).toContain('<html lang="sw">');
    expect(res.headers.vary).toBe('Cookie, Accept-Language');
  });
});
