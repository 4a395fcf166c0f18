import type { Page } from '@playwright/test';
import { defaultSearchDates } from '../packages/shared/src/search/default-dates';
import { expect, test, expectAccessible, screenshotBothWidths } from './fixtures';

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Scrolls to the bottom in steps so lazy sections load and reveal. */
async function scrollThrough(page: Page) {
  for (let y = 0; y < 30_000; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
    if (y > (await page.evaluate(() => document.body.scrollHeight))) break;
  }
}

test('home: safari search from a suggestion lands on the safari search with the right query', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByAltText('Dala Rides Logo').first()).toBeVisible();
  const find = page.getByRole('button', { name: 'Find Safaris' });
  await expect(find).toBeDisabled();

  await page.getByRole('combobox', { name: 'Destination' }).fill('seren');
  await page.getByRole('option', { name: /Serengeti National Park/ }).click();
  await page.getByRole('button', { name: /Travelers/ }).click();
  await page.getByRole('button', { name: 'Add one child' }).click();
  await page.getByRole('button', { name: 'Add one infant' }).click();
  await expect(page.getByRole('button', { name: /Travelers/ })).toContainText('4 Travelers');
  await find.click();

  await expect(page).toHaveURL(/\/safaris-search\?/);
  const url = new URL(page.url());
  // The panel's default dates (issue 15): a start window from the coming Saturday over four weeks.
  const { start_date, end_date } = defaultSearchDates('safari', iso(new Date()));
  expect(start_date > iso(new Date())).toBe(true);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    location: 'Serengeti National Park',
    start_date,
    guests: '3',
    end_date,
  });
});

test('home: trip search with a one-day range omits end_date', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Trips' }).click();
  await page.getByRole('combobox', { name: 'Destination' }).fill('Arusha');
  await page.getByRole('button', { name: /Dates/ }).click();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Find Trips' }).click();
  await expect(page).toHaveURL(/\/transport-search\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    location: 'Arusha',
    start_date: iso(new Date()),
    guests: '2',
  });
});

test('home: the four popular packages link to their safari pages; sections in order; accessible', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await scrollThrough(page);
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Trips travelers are booking now' }),
  });
  const cards = section.getByRole('listitem').getByRole('link');
  await expect(cards).toHaveCount(4);
  for (const price of ['$1,299', '$899', '$1,899', '$1,099']) await expect(section).toContainText(price);
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of hrefs) expect(href).toMatch(/^\/safaris\/\d+$/);

  // Sections in the order of the spec.
  const eyebrows = await page
    .locator('main section p')
    .filter({
      hasText:
        /^(What We Do|How It Works|Platform Impact|Why Choose Our Platform|For Safari Operators|Popular Safari Packages|Testimonials|Newsletter|Experience Tanzania|Who Are You)$/,
    })
    .allTextContents();
  expect(eyebrows).toEqual([
    'What We Do',
    'How It Works',
    'Platform Impact',
    'Why Choose Our Platform',
    'For Safari Operators',
    'Popular Safari Packages',
    'Testimonials',
    'Newsletter',
    'Experience Tanzania',
    'Who Are You',
  ]);
  for (const figure of ['15K+', '98%', '200+', '500+', '50+'])
    await expect(page.getByText(figure).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become an Operator' }).first()).toHaveAttribute(
    'href',
    '/register?operatorType=tour_operator',
  );
  await page.getByRole('tab', { name: 'Transporter' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link')).toHaveAttribute(
    'href',
    '/register?operatorType=transporter',
  );

  await expectAccessible(page);
  await screenshotBothWidths(page, 'home', testInfo);

  await page.setViewportSize({ width: 1440, height: 900 });
  await cards.first().click();
  await expect(page).toHaveURL(hrefs[0]!);
});

test('home: the newsletter subscribes, and says so again for the same address', async ({ page }) => {
  await page.goto('/');
  await scrollThrough(page);
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  const email = `reader-${Date.now()}@example.com`;
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: "You're subscribed!" })).toBeVisible();

  const again = await page.request.post('/api/newsletter', { data: { email: email.toUpperCase() } });
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ status: 'already_subscribed' });
});
