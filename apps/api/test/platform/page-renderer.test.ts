import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInWebBuild } from '../support/stand-in-web-build';
import { createTestApp, type TestApp } from '../test-app';

// A stand-in for the web build with its server entry (apps/web/dist + dist-server): the real entry is
// exercised end to end by e2e/ssr-html.spec.ts; this checks how the server puts its answer together.
const INDEX =
  '<!doctype html><html><head><title>Shell title</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>';
const ENTRY = `
let apiFetch;
export function configureRenderer(options) { apiFetch = options.apiFetch; }
export async function render(request) {
  const path = request.url.split('?')[0];
  if (path === '/bookings') return { kind: 'client' };
  if (path === '/old') return { kind: 'redirect', status: 301, location: '/new' };
  const answer = await apiFetch('/api/health');
  const health = await answer.json();
  return {
    kind: 'page',
    status: path === '/missing' ? 404 : 200,
    head: '<title>Rendered ' + path + '</title><meta name="description" content="d"/>',
    body: '<main><h1>Page ' + path + '</h1><p>api ' + answer.status + ' ' + health.status + '</p><p>cookie ' + (request.headers.cookie ?? '-') + '</p><p>public ' + request.publicUrl + '</p></main>',
    afterRoot: '<script type="application/json" id="dala-ssr-state">' + JSON.stringify({ path }) + '</script>',
  };
}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: standInWebBuild(INDEX, ENTRY) } });
});
afterAll(() => t.close());

describe('server-rendered pages', () => {
  it.each(['/', '/safaris/3?adults=2', '/login'])(
    '%s is the shell filled with the rendered page',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: 'dala_session=1' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const path = url.split('?')[0];
      // The page's title replaces the shell's; its head elements go in <head>.
      expect(res.body).toContain(
        `<head><title>Rendered ${path}</title><meta name="description" content="d"/></head>`,
      );
      expect(res.body).not.toContain('Shell title');
      // The page in #root, before the scripts, with the state the browser takes over.
      expect(res.body).toContain(`<div id="root"><main><h1>Page ${path}</h1>`);
      expect(res.body).toContain(
        `<script type="application/json" id="dala-ssr-state">{"path":"${path}"}</script>`,
      );
      expect(res.body.indexOf('id="root"')).toBeLessThan(res.body.indexOf('/assets/index-Ab12Cd34.js'));
      // The renderer reached the API in process, and saw the request's cookies.
      expect(res.body).toContain('<p>api 200 ok</p>');
      expect(res.body).toContain('<p>cookie dala_session=1</p>');
    },
  );

  it('keeps the status the renderer gives (a missing listing is a 404 page)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Page /missing</h1>');
  });

  it('follows a redirect the renderer asks for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/old' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/new');
  });

  it('sends the shell for pages the browser renders (signed-in screens)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/bookings' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Shell title</title><');
    expect(res.body).toContain('<div id="root"></div>');
    // Kept out of search results (issue 16); rendered public pages are not.
    expect(res.body).toContain('<meta name="robots" content="noindex"></head>');
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).not.toContain('noindex');
  });

  it('gives the renderer PUBLIC_URL, for absolute canonical and share URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/public-url' });
    expect(res.body).toContain(`<p>public ${t.app.config.publicUrl}</p>`);
  });

  it('leaves the API and the assets alone', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(asset.statusCode).toBe(404);
  });
});
