import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 12: public pages arrive as HTML that already shows their content, and the browser takes that
// HTML over (hydrates) without an error and without changing what is shown.

const SEARCH = '/safaris-search?location=Serengeti&adults=2';

async function firstSafari(request: APIRequestContext) {
  const found = (await (await request.get('/api/safaris?page_size=1')).json()) as {
    items: { id: number; title: string }[];
  };
  const safari = found.items[0];
  expect(safari, 'the demo data has a published safari').toBeDefined();
  return safari!;
}

/** The text of the HTML's #root, tags removed: what a reader sees before any script runs. */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test('the HTML of /, the search and a safari page shows the heading and the first results (no browser)', async ({
  request,
}) => {
  const safari = await firstSafari(request);

  const home = await request.get('/');
  expect(home.status()).toBe(200);
  const homeText = rootText(await home.text());
  expect(homeText).toContain('Discover Tanzania with people who know it best');
  // The popular packages come from the catalog.
  const popular = (await (await request.get('/api/safaris/popular?limit=4')).json()) as {
    items: { title: string }[];
  };
  expect(popular.items.length).toBeGreaterThan(0);
  for (const item of popular.items) expect(homeText).toContain(item.title);

  const search = await request.get(SEARCH);
  expect(search.status()).toBe(200);
  const searchText = rootText(await search.text());
  expect(searchText).toContain('Find your safari');
  const results = (await (
    await request.get('/api/safaris?location=Serengeti&adults=2&page_size=12')
  ).json()) as {
    items: { title: string }[];
  };
  expect(results.items.length).toBeGreaterThan(0);
  expect(searchText).toContain(results.items[0]!.title);

  const detail = await request.get(`/safaris/${safari.id}`);
  expect(detail.status()).toBe(200);
  const detailHtml = await detail.text();
  expect(detailHtml).toContain(`<title>${safari.title} · Dala Rides</title>`);
  expect(rootText(detailHtml)).toContain(safari.title);
  // The cover image is in the HTML, asked for first.
  expect(detailHtml).toMatch(/<img[^>]+fetchpriority="high"/i);

  const missing = await request.get('/safaris/999999');
  expect(missing.status()).toBe(404);
  expect(rootText(await missing.text())).toContain('This safari is not available');
});

/**
 * Opens a page with its scripts held back, marks the server's heading, then lets the scripts run: the
 * browser must reuse that very element and every other (a runtime that gives up on the HTML renders the
 * page again) and show the same text.
 */
async function expectSeamlessTakeOver(page: Page, url: string, { scrollThrough = true } = {}) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(countIntlUses);
  await page.setViewportSize({ width: 360, height: 800 });
  let releaseScripts: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  // The text itself (textContent: not innerText, which depends on whether the stylesheet has arrived).
  const rootText = () => page.locator('#root').evaluate((root) => root.textContent);
  const before = await rootText();
  const elementsBefore = await page.locator('#root *').count();
  await heading.evaluate((element) => element.setAttribute('data-server-rendered', 'yes'));
  // Every element of the server's HTML is remembered: one drawn again by the browser would be a new
  // element, and the server's own gone from the page.
  await page.evaluate(rememberServerElements);
  releaseScripts();
  await page.waitForLoadState('networkidle');
  // Taken over: the UI runtime has attached its own state to the root element (React and Preact both do).
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).length))
    .toBeGreaterThan(0);
  // Same elements, none added (a runtime that gave up on the HTML would render the page a second time).
  expect(await page.locator('#root *').count()).toBe(elementsBefore);
  await expect(page.locator('h1[data-server-rendered="yes"]')).toHaveCount(1);
  expect(await rootText()).toBe(before);
  expect(await page.evaluate(serverElementsGone), 'elements drawn again by the browser').toEqual([]);
  if (scrollThrough) await expectSeamlessBelowTheFold(page);
  expect(problems, `console errors while ${url} was taken over`).toEqual([]);
  // A browser's first Intl format costs a phone ~200 ms: public pages write prices, dates and times
  // with @dala/shared's display-format.ts instead.
  expect(
    await page.evaluate(() => (window as WithIntlUses).intlUses),
    `Intl used while ${url} was taken over`,
  ).toEqual([]);
}

type WithIntlUses = Window & { intlUses?: string[] };
/** Runs before the page's scripts: notes every Intl number or date format the page makes. */
function countIntlUses() {
  const uses: string[] = [];
  (window as WithIntlUses).intlUses = uses;
  const where = () => new Error().stack?.split('\n')[3]?.trim() ?? '';
  const formats = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
  for (const name of ['NumberFormat', 'DateTimeFormat']) {
    formats[name] = new Proxy(formats[name]!, {
      construct(target, args: unknown[]) {
        uses.push(`Intl.${name} ${where()}`);
        return new target(...args);
      },
    });
  }
  const locales: [object, string[]][] = [
    [Number.prototype, ['toLocaleString']],
    [Date.prototype, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
  ];
  for (const [proto, methods] of locales) {
    for (const method of methods) {
      const original = Reflect.get(proto, method) as (...args: unknown[]) => string;
      Object.defineProperty(proto, method, {
        value(this: unknown, ...args: unknown[]) {
          uses.push(`${method} ${where()}`);
          return original.apply(this, args);
        },
      });
    }
  }
}

/** The parts taken over as they near the viewport (below the fold) reuse their elements too. */
async function expectSeamlessBelowTheFold(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(serverElementsGone), 'elements drawn again below the fold').toEqual([]);
}

type WithServerElements = Window & { serverElements?: Element[] };
function rememberServerElements() {
  (window as WithServerElements).serverElements = Array.from(document.querySelectorAll('#root *'));
}
/** The server's elements no longer in the page (tag and classes, for the message). */
function serverElementsGone() {
  return ((window as WithServerElements).serverElements ?? [])
    .filter((element) => !element.isConnected)
    .slice(0, 5)
    .map(
      (element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class')?.slice(0, 40) ?? ''}`,
    );
}

test('the browser takes over the rendered home, register, destination and company pages without an error or a visible change', async ({
  page,
}) => {
  await expectSeamlessTakeOver(page, '/');
  await expectSeamlessTakeOver(page, '/register');
  await expectSeamlessTakeOver(page, '/destinations/serengeti-national-park');
  // A transporter's page: its routes' fares and next departures.
  await expectSeamlessTakeOver(page, '/operators/ziwa-express');
});

test('the browser takes over the rendered searches and a safari page without an error or a visible change', async ({
  page,
  request,
}) => {
  const safari = await firstSafari(request);
  await expectSeamlessTakeOver(page, SEARCH);
  await expectSeamlessTakeOver(page, `/safaris/${safari.id}`);
  // The trip search's popular routes, then one of them with its results.
  const routes = await (await request.get('/transport-search')).text();
  const journey = /href="(\/transport-search\?from=[^"]+)"/.exec(routes)?.[1]?.replaceAll('&amp;', '&');
  expect(journey, 'the demo has a popular route').toBeDefined();
  await expectSeamlessTakeOver(page, '/transport-search');
  await expectSeamlessTakeOver(page, journey!);
});

test("a part taken over after the page is the browser's: the search filters' Apply button submits", async ({
  page,
}) => {
  // The desktop filter panel waits behind HydrateWhenVisible; the server renders its submit button as
  // a plain one, which the takeover must turn back into a submit button.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(SEARCH);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const apply = filters.getByRole('button', { name: 'Apply' });
  await expect(apply).toHaveAttribute('type', 'submit');
  // A typed value applies with the button only.
  await filters.getByRole('searchbox', { name: 'Search' }).fill('kopje');
  await apply.click();
  await expect(page).toHaveURL(/[?&]q=kopje/);
});

test('a trip page is taken over without a change; what is below the fold is taken over as it comes into view', async ({
  page,
  request,
}) => {
  const discovery = (await (await request.get('/api/trips/discovery')).json()) as {
    regions: { routes: { next_departures: { trip_id: number }[] }[] }[];
  };
  const tripId = discovery.regions[0]?.routes[0]?.next_departures[0]?.trip_id;
  expect(tripId, 'the demo has a trip on sale').toBeDefined();
  await expectSeamlessTakeOver(page, `/trips/${tripId}`, { scrollThrough: false });

  // The seat map (in view on a phone) answers at once.
  const cell = await page
    .getByRole('button', { name: /^Seat .*free/ })
    .first()
    .getAttribute('data-cell');
  const seat = page.locator(`button[data-cell="${cell}"]`);
  await seat.click();
  await expect(seat).toHaveAttribute('aria-pressed', 'true');

  // The footer, far below, is still the server's markup: its links are plain links until it is near.
  // Once scrolled to, it is the app's: its link navigates in the page (the marker survives, no reload).
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  const about = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });
  expect(await about.evaluate((link) => Object.keys(link).length), 'the footer waits').toBe(0);
  await about.scrollIntoViewIfNeeded();
  await expect
    .poll(() => about.evaluate((link) => Object.keys(link).length), { message: 'the footer is taken over' })
    .toBeGreaterThan(0);
  await expectSeamlessBelowTheFold(page);
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
