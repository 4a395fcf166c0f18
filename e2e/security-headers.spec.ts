import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test('the site and the API answer with the security headers', async ({ request }) => {
  for (const url of ['/', '/login', '/api/health', '/api/nothing-here']) {
    const res = await request.get(url);
    const headers = res.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, url).toContain("default-src 'self'");
    expect(csp, url).toMatch(/script-src 'self'( 'report-sample')?;/);
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(csp, url).toContain("object-src 'none'");
    expect(headers['x-frame-options'], url).toBe('DENY');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    // The e2e server runs on plain http: no HSTS, no upgrade of its requests to https.
    expect(headers['strict-transport-security'], url).toBeUndefined();
    expect(csp, url).not.toContain('upgrade-insecure-requests');
  }
});

/** Adds an element to the page as a script of the site would (page.evaluate itself is exempt). */
async function inject(page: Page, tag: 'script' | 'img', attributes: Record<string, string>, text = '') {
  await page.evaluate(
    ({ tag, attributes, text }) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      element.textContent = text;
      document.body.append(element);
    },
    { tag, attributes, text },
  );
}

test('the CSP refuses an injected inline script and a foreign image, and the fixture reports them', async ({
  page,
  csp,
}) => {
  await page.goto('/');
  await expect(page.getByAltText('Dala Rides Logo').first()).toBeVisible();
  expect(csp.violations).toEqual([]);

  await inject(page, 'script', {}, 'window.__injected = true;');
  await inject(page, 'img', { src: 'https://images.example.invalid/x.png', alt: '' });
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();

  await expect
    .poll(() => csp.violations.filter((v) => v.via === 'event').map((v) => `${v.directive} ${v.blocked}`))
    .toEqual(
      expect.arrayContaining(['script-src-elem inline', 'img-src https://images.example.invalid/x.png']),
    );
  // Chromium also logs each refusal: wait for those lines too, so none arrives after clear().
  await expect.poll(() => csp.violations.filter((v) => v.via === 'console').length).toBeGreaterThanOrEqual(2);
  // Provoked on purpose: the fixture would fail this test otherwise (see the next test).
  csp.clear();
});

test('the fixture reports eval, even a probe that evaluates nothing', async ({ page, request, csp }) => {
  // A page of this origin under the site's real policy, with a script that probes, then evaluates.
  const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(policy).not.toBe('');
  await page.route('**/csp-eval-check', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'content-security-policy': policy },
      body: '<!doctype html><title>eval check</title><script src="/csp-eval-check.js"></script>',
    }),
  );
  await page.route('**/csp-eval-check.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'try { Function(""); } catch {}\ntry { eval("1 + 1"); } catch {}',
    }),
  );
  await page.goto('/csp-eval-check');
  await expect
    .poll(() => csp.violations.map((v) => `${v.directive} ${v.blocked} ${v.sample}`))
    .toEqual(['script-src eval (function anonymous(\n) {\n\n})', 'script-src eval 1 + 1']);
  csp.clear();
});

test('a test that lets a CSP violation through fails', async ({ page }) => {
  // The fixture's check after the test is what fails it; test.fail() turns that into a pass.
  test.fail();
  await page.goto('/login');
  await inject(page, 'script', {}, 'console.log("injected")');
});
