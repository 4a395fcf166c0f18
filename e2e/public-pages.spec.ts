import { expect, test, expectAccessible, latestMailTo, screenshotBothWidths } from './fixtures';

const SUPPORT = 'support@dalarides.co.tz';

test('faq: filters the current category, shows the empty text, expands answers independently', async ({
  page,
}) => {
  await page.goto('/faq');
  const search = page.getByPlaceholder('Search questions...');
  await expect(page.getByRole('button', { name: /How do I book a safari\?/ })).toBeVisible();
  await page.getByRole('button', { name: 'Payments' }).click();
  await search.fill('M-PESA');
  await expect(page.locator('main ul li h3')).toHaveCount(1);
  const question = page.getByRole('button', { name: 'Which payment methods can I use?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/charged in Tanzanian shillings/)).toBeVisible();
  await search.fill('zebra crossing');
  await expect(page.getByText('No questions found matching your search.')).toBeVisible();
  await search.fill('');
  await page.getByRole('button', { name: 'How long does a refund take?' }).click();
  await expect(page.getByRole('button', { name: 'Which payment methods can I use?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Still have questions?' })).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(main.getByRole('link', { name: /^Email / })).toHaveAttribute('href', `mailto:${SUPPORT}`);
});

test('blog: category and search filter the articles, with the count and the empty text', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Safari Blog' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Featured article')).toBeVisible();
  await expect(page.getByText('5 articles found')).toBeVisible();
  await page.getByRole('button', { name: 'Adventure' }).click();
  await expect(page.getByText('1 article found')).toBeVisible();
  await expect(page.getByRole('link', { name: /Climbing Kilimanjaro/ })).toBeVisible();
  await page.getByPlaceholder('Search articles...').fill('flamingo');
  await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
  await expect(page.getByText('0 articles found')).toBeVisible();
  await page.getByRole('button', { name: 'All' }).click();
  await page.getByPlaceholder('Search articles...').fill('zanzibar');
  await page.getByRole('link', { name: /Zanzibar After the Safari/ }).click();
  await expect(page).toHaveURL('/blog/zanzibar-after-your-safari');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Zanzibar After the Safari/);
  await expect(page.getByRole('heading', { name: 'Stone Town', exact: true })).toBeVisible();
});

test('contact: sends the message (visible states), stores it and mails the support inbox', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Please choose a subject')).toBeVisible();

  // Hold the request a moment so the sending state can be seen.
  await page.route('**/api/contact', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  const marker = `Honeymoon in Zanzibar ${Date.now()}`;
  await page.getByLabel('Full name').fill('Asha Mwakyusa');
  await page.getByLabel('Email address').fill('asha@example.com');
  await page.getByLabel('Subject').selectOption('custom-package');
  await page.getByLabel('Message').fill(`${marker}: ten days, Serengeti then the beach, in September.`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending Message...' })).toBeDisabled();
  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect(
    page.getByText("Thank you for contacting us. We'll get back to you within 24 hours."),
  ).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');

  await expect.poll(() => latestMailTo(SUPPORT) ?? '').toContain(marker);
  const mail = latestMailTo(SUPPORT)!;
  expect(mail).toContain('Asha Mwakyusa');
  expect(mail).toMatch(/Reply-To: Asha Mwakyusa <asha@example\.com>/);
});

test("destinations: the index comes from the database and links to each place's page", async ({ page }) => {
  await page.goto('/destinations');
  const link = page.getByRole('link', { name: /^Wildlife Safari Ngorongoro Crater/ });
  await expect(link).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Southern Tanzania' })).toBeVisible();
  await link.click();
  await expect(page).toHaveURL('/destinations/ngorongoro-crater');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ngorongoro Crater');
});

test('policies state the dates and the cancellation rules', async ({ page }) => {
  for (const path of ['/terms', '/privacy', '/cancellation']) {
    await page.goto(path);
    await expect(page.getByText('Last updated January 15, 2024')).toBeVisible();
  }
  for (const text of [
    '75% refund',
    '50% refund',
    'No-show on the day of departure',
    '5–7 business days',
    'deposit of 25–30%',
    'balance is due 30–60 days before departure',
    'in writing',
    '8:00–18:00 EAT',
  ]) {
    await expect(page.getByText(text).first()).toBeVisible();
  }
});

const PAGES = [
  '/about',
  '/contact',
  '/blog',
  '/blog/great-migration-month-by-month',
  '/faq',
  '/terms',
  '/privacy',
  '/cancellation',
  '/destinations',
  '/destinations/arusha',
  '/help',
];

test('every public page passes axe and is screenshotted at 360 and 1440 px', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  for (const path of PAGES) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await screenshotBothWidths(page, path.slice(1).replaceAll('/', '-'), testInfo);
  }
});
