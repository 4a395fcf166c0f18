import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, screenshotBothWidths, test } from './fixtures';
import {
  freePort,
  gotoHydrated,
  lookAtPhoneWidth,
  pdfFile,
  secondBrowser,
  signInAs,
  startOwnServer,
  todayInTanzania,
  type OwnServer,
} from './engagement-helpers';
import { apiToken, uniqueEmail } from './identity-helpers';

/**
 * Issue 15's engagement journey, each step through the screens, against a server of its own (fresh
 * data, demo seed): a new tour operator sends its documents and the admin verifies it from the console's
 * queue → the demo traveler saves a Kilele Safaris package, finds it on /saved and books it with the
 * deal code KILELE10, paying in the sandbox → messages the operator from that booking, who answers from
 * /messages → reviews the seeded finished Kilele safari, the operator replies → the operator's analytics
 * count the booking. Then screenshots of the issue's screens at 360 and 1440 px (test-results/).
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

const PORT = freePort();
const BASE = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE, viewport: { width: 1280, height: 900 } });

const RUN = Date.now().toString(36);
const COMPANY = `Crater Rim Safaris ${RUN}`;
const OPERATOR_EMAIL = uniqueEmail('baraka.ops');
const OPERATOR_PASSWORD = 'Ngorongoro-rim-2026';

/** The demo deals (db/seed/deals.seed.ts): Kilele's 10 % deal with the public code KILELE10. */
const DEAL_TITLE = 'Kilele welcome: 10% off with a code';
const DEAL_CODE = 'KILELE10';
/** The demo traveler's finished Kilele safari waiting for a review (db/seed/reviews.seed.ts). */
const REVIEWED_PACKAGE = 'Serengeti Great Migration Safari';
const REVIEWED_SLUG = 'serengeti-great-migration-safari';

const QUESTION = `Can we bring a child seat for our daughter? (${RUN})`;
const ANSWER = `Yes: we fit one in the vehicle before you arrive. Karibu! (${RUN})`;
const REVIEW_TITLE = `Lions at breakfast ${RUN}`;
const REVIEW_TEXT =
  'Our guide found a pride on the first morning and the camp staff looked after us like family. Worth every dollar.';
const REPLY = `Asante Neema, we hope to see you again on the mountain! (${RUN})`;

let server: OwnServer;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'dala-e2e-engagement-'));
  server = await startOwnServer(PORT, dataDir);
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// Shared between the steps (serial).
let packageTitle = '';
let bookingReference = '';
let discountText = '';
let bookingsBefore = -1;

test('a new tour operator sends its documents and the admin verifies it from the console queue', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/register?operatorType=tour_operator');
  await page.getByLabel('First name').fill('Baraka');
  await page.getByLabel('Last name').fill('Mollel');
  await page.getByLabel('Company name').fill(COMPANY);
  await page.getByLabel('Email').fill(OPERATOR_EMAIL);
  await page.getByLabel('Phone number', { exact: true }).fill('754 111 222');
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByLabel('Confirm password').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();

  await signInAs(page, OPERATOR_EMAIL, /\/dashboard$/, OPERATOR_PASSWORD);
  await page.goto('/verification-required');
  await expect(page.getByTestId('verification-status')).toHaveText('Not submitted');
  await page.getByLabel('Business licence').setInputFiles(await pdfFile(browser, 'license.pdf'));
  await page.getByLabel('Identification document').setInputFiles(await pdfFile(browser, 'passport.pdf'));
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByTestId('verification-status')).toHaveText('Pending review');

  // The admin, in a browser of their own, goes from the console to the queue.
  const admin = await secondBrowser(browser, BASE, DEMO.admin, /\/admin$/);
  const adminPage = admin.page;
  await adminPage
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Operators' })
    .click();
  await expect(adminPage).toHaveURL(/\/admin\/operators/);
  await expect(adminPage.getByRole('heading', { name: 'Operator verification', level: 1 })).toBeVisible();
  const card = adminPage.getByRole('article', { name: COMPANY });
  await expect(card).toBeVisible();
  await expect(card.getByText(OPERATOR_EMAIL)).toBeVisible();
  await expect(card.getByText('The required documents are on file.')).toBeVisible();

  // The license, viewed inline (a PDF framed from a blob URL).
  const license = card.getByRole('listitem').filter({ hasText: 'Business licence' });
  await license.getByRole('button', { name: 'View' }).click();
  await expect(card.locator('iframe[title^="Business licence (PDF)"]')).toBeVisible();
  await expect(card.locator('iframe[title^="Business licence (PDF)"]')).toHaveAttribute('src', /^blob:/);
  expect(await lookAtPhoneWidth(adminPage, 'admin-operator-queue')).toEqual([]);
  await screenshotBothWidths(adminPage, 'admin-operator-queue', testInfo);
  await adminPage.setViewportSize({ width: 1280, height: 900 });

  await card.getByRole('button', { name: 'Approve' }).click();
  const confirm = adminPage.getByRole('dialog', { name: `Approve ${COMPANY}?` });
  await confirm.getByRole('button', { name: 'Approve operator' }).click();
  await expect(adminPage.getByText(`${COMPANY} is verified`)).toBeVisible();
  // It leaves the waiting list and shows under the approved ones.
  await expect(adminPage.getByRole('article', { name: COMPANY })).toHaveCount(0);
  await admin.context.close();

  // The operator sees it verified and can reach the listings.
  await page.goto('/verification-required');
  await expect(page.getByTestId('verification-status')).toHaveText('Verified');
  await page.goto('/safaris-management');
  await expect(page).toHaveURL(/\/safaris-management$/);
});

test('the traveler saves a Kilele package, finds it on /saved and books it with the code KILELE10', async ({
  page,
  request,
}) => {
  // What the operator's figures say today before the booking (step 5 reads them after).
  const operatorToken = await apiToken(request, DEMO.operator, 'dala-demo-2026');
  const today = todayInTanzania();
  const figures = await request.get(`/api/operator/analytics?from=${today}&to=${today}`, {
    headers: { Authorization: `Bearer ${operatorToken}` },
  });
  expect(figures.status(), await figures.text()).toBe(200);

  await signInAs(page, DEMO.traveler, /\/dashboard/);
  // /deals shows the deal with its public code and leads to the package.
  await page.goto('/deals');
  const deal = page.getByRole('article', { name: DEAL_TITLE });
  await expect(deal.getByTestId('deal-code')).toHaveText(DEAL_CODE);
  packageTitle = (await deal.getByRole('heading', { level: 2 }).innerText()).trim();
  const before = (
    (await figures.json()) as { listings: { title: string; bookings: number }[] }
  ).listings.find((l) => l.title === packageTitle);
  bookingsBefore = before?.bookings ?? 0;
  await deal.getByRole('link', { name: 'See and book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: packageTitle })).toBeVisible();

  // The heart on the detail page.
  const heart = page.getByRole('button', { name: /^Saved?$/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // /saved lists it; the traveler opens it from there.
  await page.goto('/saved');
  await expect(page.getByRole('heading', { name: 'Saved', level: 1 })).toBeVisible();
  const saved = page.getByRole('article').filter({ hasText: packageTitle });
  await expect(saved).toBeVisible();
  await saved.getByRole('link', { name: packageTitle }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: packageTitle })).toBeVisible();

  // A departure, then the code: the quote shows the deal's line.
  await page.getByRole('radiogroup').getByRole('radio').first().check({ force: true });
  await expect(page.getByTestId('quote-total')).toBeVisible();
  const codeField = page.getByLabel('Deal code');
  await codeField.fill(DEAL_CODE.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`${DEAL_TITLE} applied`)).toBeVisible();
  const dealLine = page
    .getByRole('definition')
    .filter({ hasText: /^−\$[\d,]+$/ })
    .first();
  await expect(dealLine).toBeVisible();
  discountText = (await dealLine.innerText()).trim();
  await page.getByRole('button', { name: 'Book now' }).click();

  // The confirm page's breakdown carries the deal.
  await expect(page).toHaveURL(/\/booking\/confirm\?.*code=KILELE10/);
  await expect(page.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible();
  await expect(page.getByText(DEAL_TITLE)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: discountText }).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('712 345 678');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Hold my seats and continue' }).click();

  // Step 2: the booking's own breakdown has the discount; pay through the sandbox.
  await expect(page).toHaveURL(/\/booking\/confirm\?booking=/);
  const discountRow = page.locator('dl > div').filter({ hasText: 'Discount' });
  await expect(discountRow.getByRole('definition')).toHaveText(discountText);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/booking\/success\?/);
  await expect(page.getByRole('heading', { name: 'Your safari is booked!' })).toBeVisible();
  bookingReference = (await page.getByTestId('booking-reference').innerText()).trim();
  expect(bookingReference).toMatch(/^DR-[A-Z0-9]{8}$/);
});

test('the traveler messages the operator from the booking; the operator answers from /messages', async ({
  page,
  browser,
}) => {
  expect(bookingReference, 'the booking step made a booking').not.toBe('');
  await signInAs(page, DEMO.traveler, /\/dashboard/);
  await page.goto('/bookings');
  await page
    .getByRole('article')
    .filter({ hasText: bookingReference })
    .getByRole('link', { name: packageTitle })
    .click();
  await expect(page.getByText(bookingReference)).toBeVisible();
  await page.getByRole('link', { name: 'Message the operator' }).click();
  await expect(page).toHaveURL(/\/messages\/new\?booking=/);
  await page.getByLabel('Your message').fill(QUESTION);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const travelerLog = page.getByRole('log', { name: 'Messages' });
  await expect(travelerLog.getByText(QUESTION)).toBeVisible();

  // The operator sees the unread badge in the header and answers from the inbox.
  const operator = await secondBrowser(browser, BASE, DEMO.operator, /\/dashboard/);
  const operatorPage = operator.page;
  const badge = operatorPage.getByRole('link', { name: /^Messages, \d+ unread$/ });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(operatorPage).toHaveURL(/\/messages$/);
  await operatorPage.getByRole('link').filter({ hasText: QUESTION }).click();
  await expect(operatorPage.getByRole('log', { name: 'Messages' }).getByText(QUESTION)).toBeVisible();
  await expect(operatorPage.getByText(`Booking ${bookingReference}`).first()).toBeVisible();
  await operatorPage.getByLabel('Your message').fill(ANSWER);
  await operatorPage.getByRole('button', { name: 'Send' }).click();
  await expect(operatorPage.getByRole('log', { name: 'Messages' }).getByText(ANSWER)).toBeVisible();
  await operator.context.close();

  // The traveler's open thread shows the answer (it polls while open).
  await expect(travelerLog.getByText(ANSWER)).toBeVisible({ timeout: 20_000 });
});

test('the traveler reviews the finished Kilele safari; the operator replies; the safari page shows it', async ({
  page,
  browser,
}) => {
  await signInAs(page, DEMO.traveler, /\/dashboard/);
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { name: 'My reviews', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Write a review of ${REVIEWED_PACKAGE}` }).click();
  const form = page.getByRole('dialog', { name: 'Write a review' });
  await form.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await form.getByLabel('Title').fill(REVIEW_TITLE);
  await form.getByLabel('Your review').fill(REVIEW_TEXT);
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Thank you! Your review is published.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { name: REVIEW_TITLE })).toBeVisible();

  // The operator replies from /reviews.
  const operator = await secondBrowser(browser, BASE, DEMO.operator, /\/dashboard/);
  const operatorPage = operator.page;
  await gotoHydrated(operatorPage, '/reviews');
  await expect(operatorPage.getByRole('heading', { name: REVIEW_TITLE })).toBeVisible();
  await operatorPage.getByRole('button', { name: /^Reply to Neema/ }).click();
  await operatorPage.getByLabel(/^Your reply to Neema/).fill(REPLY);
  await operatorPage.getByRole('button', { name: 'Publish reply' }).click();
  await expect(operatorPage.getByText('Your reply is published.')).toBeVisible();
  await expect(operatorPage.getByText(REPLY)).toBeVisible();
  await operator.context.close();

  // The traveler sees the reply on the review, and the safari page shows the review.
  await page.reload();
  await expect(page.getByText(REPLY)).toBeVisible();
  await expect(page.getByText(/^Reply from Kilele Safaris/).first()).toBeVisible();
  await page.goto(`/safaris/${REVIEWED_SLUG}`);
  await expect(page.getByRole('heading', { name: REVIEW_TITLE })).toBeVisible();
  await expect(page.getByText(REPLY)).toBeVisible();
});

test("the operator's analytics count the new booking", async ({ page }) => {
  expect(bookingsBefore, 'the booking step read the figures before booking').toBeGreaterThanOrEqual(0);
  await signInAs(page, DEMO.operator, /\/dashboard/);
  const today = todayInTanzania();
  await page.goto(`/analytics?from=${today}&to=${today}`);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: /Your listings with views or bookings in this range/ });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: packageTitle }) });
  // Cells after the listing's name: views, bookings, conversion, earned.
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(bookingsBefore + 1));
});

test('screens of the issue at 360 and 1440 px', async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const findings: string[] = [];
  const shootBoth = async (p: Page, name: string) => {
    findings.push(...(await lookAtPhoneWidth(p, name)));
    await screenshotBothWidths(p, name, testInfo);
  };
  const shoot = async (path: string, name: string, ready: () => Promise<void>) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await ready();
    await shootBoth(page, name);
  };

  await signInAs(page, DEMO.traveler, /\/dashboard/);
  await shoot('/dashboard', 'traveler-dashboard', async () => {
    await expect(page.getByRole('heading', { name: 'Messages' }).first()).toBeVisible();
  });
  await shoot('/messages', 'messages-inbox', async () => {
    await expect(page.getByRole('link').filter({ hasText: ANSWER })).toBeVisible();
  });
  await page.getByRole('link').filter({ hasText: ANSWER }).click();
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(ANSWER)).toBeVisible();
  await shootBoth(page, 'messages-thread');
  await shoot('/saved', 'saved', async () => {
    await expect(page.getByRole('article').filter({ hasText: packageTitle })).toBeVisible();
  });
  await shoot('/deals', 'deals-traveler', async () => {
    await expect(page.getByRole('article', { name: DEAL_TITLE })).toBeVisible();
  });
  await shoot('/reviews', 'reviews-traveler', async () => {
    await expect(page.getByText(REPLY)).toBeVisible();
  });
  await shoot('/operators/kilele-safaris', 'operator-public-page', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  const operator = await secondBrowser(browser, BASE, DEMO.operator, /\/dashboard/);
  const op = operator.page;
  const shootOperator = async (path: string, name: string, ready: () => Promise<void>) => {
    await op.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(op, path);
    await ready();
    await shootBoth(op, name);
  };
  await shootOperator('/dashboard', 'operator-dashboard', async () => {
    await expect(op.getByRole('link', { name: 'Open analytics' })).toBeVisible();
  });
  await shootOperator('/analytics', 'operator-analytics', async () => {
    await expect(op.getByRole('heading', { name: 'Top listings' })).toBeVisible();
  });
  await shootOperator('/messages', 'messages-inbox-operator', async () => {
    await expect(op.getByRole('link').filter({ hasText: ANSWER })).toBeVisible();
  });
  await shootOperator('/reviews', 'reviews-operator', async () => {
    await expect(op.getByText(REPLY)).toBeVisible();
  });
  await shootOperator('/deals', 'deals-operator', async () => {
    await expect(op.getByText(DEAL_TITLE)).toBeVisible();
  });
  await operator.context.close();
  // A page a phone scrolls sideways, a raw ISO date or an untranslated key is a defect of the screen.
  expect(findings, 'what the screens show at 360 px').toEqual([]);
});
