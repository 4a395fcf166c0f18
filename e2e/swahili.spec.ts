import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerByApi, uniqueEmail } from './identity-helpers';

/**
 * Issue 16: the product in Swahili at 360 px — the switch (footer, remembered across a reload, the
 * server's HTML in Swahili), a first visit that follows the browser's language, and the main journeys
 * (search → book a safari up to the payment; search → a trip's seats up to the passengers) with
 * screenshots. Texts are read from the Swahili locale files, so the test follows the translators.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(60_000);
test.use({ viewport: { width: 360, height: 780 } });

const LOCALES = join(import.meta.dirname, '..', 'apps', 'web', 'src', 'locales');
const files = new Map<string, unknown>();
/** A Swahili text of the web app (`sw('safaris', 'booking.bookNow')`), with its {{values}} filled. */
function sw(namespace: string, key: string, values: Record<string, string | number> = {}): string {
  if (!files.has(namespace))
    files.set(namespace, JSON.parse(readFileSync(join(LOCALES, 'sw', `${namespace}.json`), 'utf8')));
  let node = files.get(namespace);
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no Swahili text ${namespace}:${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

// 'dd MMM yyyy' with a month as Swahili writes it; English-only month names must not show.
const SWAHILI_DATE = /\b\d{2} (Jan|Feb|Mac|Apr|Mei|Jun|Jul|Ago|Sep|Okt|Nov|Des) \d{4}\b/;
const ENGLISH_ONLY_MONTH = /\b\d{2} (Mar|May|Aug|Oct|Dec) \d{4}\b/;
const SHILLINGS = /TSh\s[\d,]+/;

async function look(page: Page, name: string, testInfo: { outputPath(name: string): string }) {
  await page.screenshot({ path: testInfo.outputPath(`sw-${name}-360.png`), fullPage: true });
  // Nothing wider than the phone (no sideways scrolling at 360 px).
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      // The innermost ones: what is too wide, not every box around it.
      .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
      .map(
        (element) =>
          `${element.tagName}.${element.className} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      )
      .slice(0, 5),
  );
  expect(wide, name).toEqual([]);
}

test('a first visit follows the browser; the footer switch is remembered across a reload', async ({
  browser,
}, testInfo) => {
  const swahiliBrowser = await browser.newContext({ locale: 'sw-TZ', viewport: { width: 360, height: 780 } });
  const first = await swahiliBrowser.newPage();
  const answer = await first.goto('/');
  expect(await answer!.text()).toContain('<html lang="sw">');
  await expect(first.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(first.getByRole('heading', { level: 1, name: sw('home', 'hero.title') })).toBeVisible();
  await swahiliBrowser.close();

  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const footerSwitch = page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' });
  await footerSwitch.scrollIntoViewIfNeeded();
  // The footer is taken over once it scrolls into view: choose again until it answers.
  await expect(async () => {
    await footerSwitch.selectOption({ label: 'English' });
    await footerSwitch.selectOption({ label: 'Kiswahili' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw', { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1, name: sw('home', 'hero.title') })).toBeVisible();

  const reloaded = await page.reload();
  expect(await reloaded!.text()).toContain('<html lang="sw">');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1, name: sw('home', 'hero.title') })).toBeVisible();
  const dates = await page.getByRole('form', { name: sw('search', 'panel.label') }).innerText();
  expect(dates).toMatch(SWAHILI_DATE);
  expect(dates).not.toMatch(ENGLISH_ONLY_MONTH);
  await look(page, 'home', testInfo);

  // Trips: fares in shillings, departure days in Swahili.
  await page.goto('/transport-search');
  await expect(
    page.getByRole('heading', { level: 1, name: sw('transport', 'tripSearch.title') }),
  ).toBeVisible();
  const main = await page.locator('main').innerText();
  expect(main).toMatch(SHILLINGS);
  expect(main).not.toMatch(ENGLISH_ONLY_MONTH);
  await context.close();
});

const traveler = { email: uniqueEmail('msafiri'), password: 'kilimanjaro-2026' };

test('search → book a safari in Swahili, up to the payment', async ({ page, context }, testInfo) => {
  await context.addCookies([{ name: 'dala_lang', value: 'sw', url: testInfo.project.use.baseURL! }]);
  // Registered while reading Swahili: the account speaks Swahili, so signing in keeps it.
  await registerByApi(page.request, traveler);
  await page.goto('/login');
  await page.getByLabel(sw('auth', 'fields.email')).fill(traveler.email);
  await page.getByLabel(sw('auth', 'fields.password'), { exact: true }).fill(traveler.password);
  await page.getByRole('button', { name: sw('auth', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  await page.goto('/');
  const panel = page.getByRole('form', { name: sw('search', 'panel.label') });
  await panel.getByPlaceholder(sw('search', 'destination.placeholder')).fill('Serengeti');
  await page
    .getByRole('option', { name: /Serengeti/ })
    .first()
    .click();
  await panel.getByRole('button', { name: sw('search', 'panel.findSafaris') }).click();
  await expect(page).toHaveURL(/\/safaris-search\?/);
  await expect(page.getByRole('heading', { level: 1, name: sw('safaris', 'search.title') })).toBeVisible();
  await expect(page.getByText(/\$\d/).first()).toBeVisible();
  await look(page, 'safari-search', testInfo);

  await page.locator('main article a').first().click();
  await expect(page).toHaveURL(/\/safaris\/[\w-]+/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // One adult on the first departure (other journeys hold seats of the demo safari too).
  const departure = page.getByRole('radio').first();
  await departure.check({ force: true });
  await expect(departure).toBeChecked();
  await page.getByRole('button', { name: sw('safaris', 'travelers.fewerAdults') }).click();
  await expect(page.getByTestId('quote-total')).toHaveText(/^\$[\d,]+$/);
  await expect(page.locator('main')).not.toContainText(ENGLISH_ONLY_MONTH);
  await look(page, 'safari-detail', testInfo);
  // (The price is asked for again as the departure changes: press once it has settled.)
  await expect(async () => {
    await page.getByRole('button', { name: sw('safaris', 'booking.bookNow') }).click();
    await expect(page).toHaveURL(/\/booking\/confirm\?/, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });

  await expect(page.getByRole('heading', { name: sw('bookings', 'confirm.title') })).toBeVisible();
  await page.getByRole('textbox', { name: sw('auth', 'fields.phoneNumber') }).fill('712 345 678');
  await page.getByRole('checkbox').last().check();
  await look(page, 'booking-confirm', testInfo);
  await page.getByRole('button', { name: sw('bookings', 'confirm.hold') }).click();
  await expect(page).toHaveURL(/\/booking\/confirm\?booking=/);
  // A deposit, or the whole price when the departure is close (Swahili either way, in dollars).
  const amount = String.raw`\$[\d,]+`;
  const deposit = sw('bookings', 'confirm.payDeposit', { amount });
  const full = sw('bookings', 'confirm.payFull', { amount });
  const pay = page.getByRole('button', { name: new RegExp(`^(${deposit}|${full})$`) });
  await expect(pay).toBeVisible();
  await look(page, 'booking-payment', testInfo);
});

test('search → a trip seat in Swahili, up to the passengers', async ({ page, context }, testInfo) => {
  await context.addCookies([{ name: 'dala_lang', value: 'sw', url: testInfo.project.use.baseURL! }]);
  await page.goto('/login');
  await page.getByLabel(sw('auth', 'fields.email')).fill(traveler.email);
  await page.getByLabel(sw('auth', 'fields.password'), { exact: true }).fill(traveler.password);
  await page.getByRole('button', { name: sw('auth', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/transport-search');
  await expect(
    page.getByRole('heading', { level: 1, name: sw('transport', 'tripSearch.title') }),
  ).toBeVisible();
  await look(page, 'trip-search', testInfo);
  // A popular route's departures, then the first trip.
  await page.locator('main a[href^="/transport-search?from="]').first().click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/trips\/\d+/);
  const seatMap = page.getByRole('grid', { name: sw('transport', 'seatMap.gridLabel') });
  await expect(seatMap).toBeVisible();
  const free = sw('transport', 'seatMap.seatFree', { label: 'x', position: 'y' }).split(', ').at(-1)!;
  await seatMap
    .getByRole('button', { name: new RegExp(`, ${free}$`) })
    .first()
    .click();
  await look(page, 'trip-detail', testInfo);
  await page.getByRole('button', { name: sw('transport', 'seatPicker.continue') }).click();
  await expect(page.getByRole('button', { name: sw('transport', 'checkout.savePassengers') })).toBeVisible();
  await expect(page.locator('main')).toContainText(SHILLINGS);
  await look(page, 'trip-checkout', testInfo);
});

test('an operator publishes a safari in Swahili', async ({ page, context, request }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  await context.addCookies([{ name: 'dala_lang', value: 'sw', url: baseURL }]);
  const operator = { email: uniqueEmail('mwendeshaji'), password: 'Ngorongoro-rim-2026' };
  const registered = await page.request.post('/api/auth/register', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      type: 'operator',
      operator_type: 'tour_operator',
      company_name: 'Kreta Safari Tanzania',
      phone_number: '+255754111222',
      first_name: 'Baraka',
      last_name: 'Mollel',
      email: operator.email,
      password: operator.password,
      password2: operator.password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const operatorId = ((await registered.json()) as { user: { id: string } }).user.id;

  await page.goto('/login');
  await page.getByLabel(sw('auth', 'fields.email')).fill(operator.email);
  await page.getByLabel(sw('auth', 'fields.password'), { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: sw('auth', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Verification, in Swahili: the two documents, then an administrator approves.
  await page.goto('/verification-required');
  const pdf = {
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  };
  await page
    .getByLabel(sw('verification', 'form.documentKinds.business_license'))
    .setInputFiles({ name: 'leseni.pdf', ...pdf });
  await page
    .getByLabel(sw('verification', 'form.documentKinds.identification_doc'))
    .setInputFiles({ name: 'kitambulisho.pdf', ...pdf });
  await page.getByRole('button', { name: sw('verification', 'form.submit') }).click();
  await expect(page.getByTestId('verification-status')).toHaveText(
    sw('verification', 'status.pending.label'),
  );
  await look(page, 'verification', testInfo);
  const admin = await request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: 'admin@demo.dalarides.co.tz', password: 'dala-demo-2026' },
  });
  const adminToken = ((await admin.json()) as { access_token: string }).access_token;
  const approved = await request.post(`/api/admin/operators/${operatorId}/verify`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // A draft with its photo and a departure, made through the API; publishing is the operator's click.
  const login = await request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: operator,
  });
  const auth = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const days = [1, 2, 3].map((day) => ({
    day,
    title: `Siku ${day}: mbuga ya Serengeti`,
    description: 'Safari za asubuhi na jioni.',
    accommodation: 'Kambi ya mahema',
    meals: ['breakfast', 'dinner'],
  }));
  const draft = await request.post('/api/operator/safaris', {
    headers: auth,
    data: {
      title: `Safari ya Serengeti ${Date.now().toString(36)}`,
      summary: 'Siku tatu za kufuata makundi ya nyumbu kwenye nyanda za Serengeti.',
      description:
        'Siku tatu Serengeti na mwongozaji mzoefu, kambi ya mahema na siku moja kwenye kreta ya Ngorongoro.',
      destinations: ['serengeti-national-park'],
      duration_days: 3,
      itinerary: days,
      inclusions: ['Ada za hifadhi'],
      exclusions: ['Tiketi za ndege'],
      tier: 'mid-range',
      is_private: false,
      max_group_size: 8,
      adult_price_usd: 1200,
      child_price_usd: 600,
      deposit_percent: 30,
      balance_due_days: 45,
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const id = ((await draft.json()) as { id: number }).id;
  // A real PNG from the browser (a photo is at least 400 × 250).
  await page.setViewportSize({ width: 640, height: 400 });
  const photo = await page.screenshot();
  await page.setViewportSize({ width: 360, height: 780 });
  const image = await request.post(`/api/operator/safaris/${id}/images`, {
    headers: auth,
    multipart: { file: { name: 'serengeti.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(image.status(), await image.text()).toBeLessThan(300);
  const start = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
  const departure = await request.post(`/api/operator/safaris/${id}/departures`, {
    headers: auth,
    data: { start_date: start, capacity: 8 },
  });
  expect(departure.status(), await departure.text()).toBeLessThan(300);

  await page.goto(`/safaris-management/${id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: sw('safaris', 'editor.publish') }).click();
  await expect(page.getByText(sw('safaris', 'editor.published'))).toBeVisible();
  await look(page, 'safari-published', testInfo);
});
