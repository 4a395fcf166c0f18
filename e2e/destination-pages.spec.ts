import { expect, test } from './fixtures';

// Issue 16: a destination's page /destinations/{slug} arrives as HTML that shows the place and what is
// on sale there (no browser needed), an unknown place is a 404 page, and a phone visitor goes from the
// page to the search it summarizes.

/** The text of the HTML's #root, tags removed: what a reader sees before any script runs. */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

interface SearchAnswer {
  items: { title?: string; trip_id?: number }[];
  total: number;
}

test('the HTML of /destinations/{slug} shows the place, its safaris, trips to a town; an unknown one is 404', async ({
  request,
}) => {
  // The page's lists are the searches its "See all" links open, asked the same way.
  const safaris = (await (
    await request.get('/api/safaris?location=Serengeti+National+Park&page_size=12&sort=recommended')
  ).json()) as SearchAnswer;
  expect(safaris.total, 'the demo has safaris to the Serengeti').toBeGreaterThan(1);
  const page = await request.get('/destinations/serengeti-national-park');
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('<title>Serengeti National Park, Northern Tanzania — Dala Rides</title>');
  const text = rootText(html);
  expect(text).toContain('Serengeti National Park');
  expect(text).toContain('Safaris to Serengeti National Park');
  expect(text).toContain(safaris.items[0]!.title!);
  expect(text).toContain(`See all ${safaris.total} safaris`);
  expect(text).toContain('More in Northern Tanzania');
  // A national park is no bus stop: no trips listed.
  expect(text).not.toContain('Trips to Serengeti');

  const trips = (await (
    await request.get('/api/trips/search?location=Arusha&guests=1&sort=earliest&page_size=10')
  ).json()) as SearchAnswer;
  expect(trips.total, 'the demo has trips to Arusha this week').toBeGreaterThan(0);
  const town = rootText(await (await request.get('/destinations/arusha')).text());
  expect(town).toContain('Trips to Arusha');
  expect(town).toContain(trips.total === 1 ? 'See the trip in the search' : `See all ${trips.total} trips`);

  const missing = await request.get('/destinations/atlantis');
  expect(missing.status()).toBe(404);
  expect(rootText(await missing.text())).toContain('Destination not found');
});

test('on a phone: the index leads to a place, and the place to its search', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/destinations');
  await page.getByRole('link', { name: /^Wildlife Safari Serengeti National Park/ }).click();
  await expect(page).toHaveURL('/destinations/serengeti-national-park');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Serengeti National Park');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('link', { name: /^See all \d+ safaris$/ }).click();
  await expect(page).toHaveURL('/safaris-search?location=Serengeti+National+Park');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
});
