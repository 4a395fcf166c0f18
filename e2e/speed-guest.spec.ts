import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test } from './fixtures';
import { signIn } from './identity-helpers';

// Issue 12: a guest's page loads cost no failing request and log no error. The session start asks
// for a token only when the API's session hint cookie (dala_session) says a refresh can succeed.

const REFRESH = /\/api\/auth\/(token\/)?refresh/;

/** Everything that went wrong on a page while it was watched, and every token refresh asked for. */
function watch(page: Page) {
  const problems: string[] = [];
  const refreshCalls: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    problems.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (REFRESH.test(request.url())) refreshCalls.push(request.url());
  });
  return { problems, refreshCalls };
}

test('a guest opens the public pages and /login: no failing request, no console error, no token refresh', async ({
  page,
  request,
}) => {
  const search = await request.get('/api/safaris?page_size=1');
  expect(search.ok()).toBe(true);
  const found = (await search.json()) as { items?: { id: number | string }[] };
  const safariId = found.items?.[0]?.id;
  expect(safariId, 'the demo data has a published safari').toBeDefined();

  const seen = watch(page);
  const pages: { url: string; ready: () => Promise<void> }[] = [
    {
      url: '/',
      ready: () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
    },
    {
      url: '/safaris-search?location=Serengeti&guests=2',
      ready: () => expect(page.getByRole('heading', { name: 'Find your safari' })).toBeVisible(),
    },
    {
      url: `/safaris/${safariId}`,
      ready: () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
    },
    {
      url: '/login',
      ready: () => expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible(),
    },
    {
      url: '/blog',
      ready: () => expect(page.getByRole('heading', { name: 'Safari Blog' })).toBeVisible(),
    },
  ];
  for (const { url, ready } of pages) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await ready();
  }
  // Let anything late (lazy chunks, images) settle before judging.
  await page.waitForLoadState('networkidle');

  expect(seen.problems, 'failing requests and console errors of a guest').toEqual([]);
  expect(seen.refreshCalls, 'token refreshes asked for by a guest').toEqual([]);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('dala_session');
});

test('/login shows its form to a guest at once: no loader, and no token refresh before or after', async ({
  page,
}) => {
  const seen = watch(page);
  let loaderShown = false;
  await page.exposeFunction('__dalaLoaderSeen', () => {
    loaderShown = true;
  });
  // Any moment the full-screen loader is in the page, from the first parse on, is noticed.
  await page.addInitScript(() => {
    const report = () => (window as unknown as { __dalaLoaderSeen?: () => void }).__dalaLoaderSeen?.();
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Loading application...')) report();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loaderShown, 'the full-screen loader on /login for a guest').toBe(false);
  expect(seen.refreshCalls).toEqual([]);
  expect(seen.problems).toEqual([]);
});

test('signing in leaves the readable session hint beside the httpOnly refresh cookie; a reload restores the session; signing out clears both', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.traveler, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  const cookies = await context.cookies();
  const hint = cookies.find((c) => c.name === 'dala_session');
  const refresh = cookies.find((c) => c.name === 'dala_refresh');
  expect(hint).toMatchObject({ value: '1', path: '/', httpOnly: false, sameSite: 'Lax' });
  expect(refresh).toMatchObject({ path: '/api/auth', httpOnly: true });
  expect(Math.abs(hint!.expires - refresh!.expires)).toBeLessThanOrEqual(2);
  expect(await page.evaluate(() => document.cookie)).toContain('dala_session=1');

  // A reload of a signed-in screen restores the session through the refresh cookie.
  const seen = watch(page);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  expect(seen.refreshCalls.length).toBeGreaterThan(0);

  // A signed-in visitor opening /login is sent on, without the 2 s wait being required.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard/);

  await page.request.post('/api/auth/logout', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  const after = (await context.cookies()).map((c) => c.name);
  expect(after).not.toContain('dala_session');
  expect(after).not.toContain('dala_refresh');
});
