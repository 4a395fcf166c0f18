import type { Page } from '@playwright/test';
import {
  expect,
  test,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  latestMailTo,
  screenshotBothWidths,
} from './fixtures';
import { signIn } from './identity-helpers';

/**
 * Issue 4's journey: an operator creates a package with an itinerary, a departure and an uploaded
 * photo and publishes it → a traveler searches from the home page, opens it, books 2 adults and
 * 1 child, pays the deposit in the sandbox, lands on /booking/success, sees it in /bookings, cancels
 * and sees the refund → the operator sees the booking and its cancellation.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const TITLE = `Serengeti Sunrise Test Safari ${Date.now().toString(36)}`;

/** 'YYYY-MM-DD' `days` from today (UTC; the departure is far enough ahead for time zones not to matter). */
function isoInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
const DEPARTURE = isoInDays(100);
const DEPARTURE_LABEL = new Date(`${DEPARTURE}T00:00:00Z`).toLocaleDateString('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A real PNG made by the browser itself (a screenshot), so the server's image pipeline runs for real. */
async function photoPng(page: Page): Promise<Buffer> {
  await page.setContent(
    '<div style="width:640px;height:400px;background:linear-gradient(#f2700f,#742d10)"><div style="margin:120px auto;width:120px;height:120px;border-radius:50%;background:#fed5a4"></div></div>',
  );
  return page.locator('div').first().screenshot({ type: 'png' });
}

let packageId = '';
let bookingReference = '';

test('a tour operator creates, illustrates, schedules and publishes a package', async ({
  page,
}, testInfo) => {
  const png = await photoPng(page);
  await signIn(page, DEMO.operator, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/safaris-management');
  await expect(page.getByRole('heading', { name: 'Safari Management' })).toBeVisible();
  // The counts show once the operator's packages have loaded (the demo operator has published ones).
  await expect(page.getByRole('tab', { name: /Published\s*[1-9]/ })).toBeVisible();
  await screenshotBothWidths(page, 'safari-management', testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('link', { name: '+ New package' }).click();
  await expect(page.getByRole('heading', { name: 'New safari package' })).toBeVisible();

  // Publishing-level content from the start; the draft is saved first.
  await page.getByLabel('Title').first().fill(TITLE);
  await page
    .getByLabel('Summary')
    .fill('Two days of sunrise game drives on the Serengeti plains with an expert local guide.');
  await page
    .getByLabel('Description')
    .first()
    .fill(
      'A short, unhurried safari built around the golden hour: early starts, long sightings of lions and cheetahs, and nights in a tented camp under the stars.',
    );
  await page.getByLabel('Filter destinations').fill('Serengeti');
  await page.getByRole('checkbox', { name: /Serengeti National Park/ }).check();
  await page.getByLabel('Duration (days)').fill('2');
  await expect(page.getByRole('heading', { name: 'Day 2' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Day 3' })).toHaveCount(0);

  const days = page.locator('ol > li').filter({ has: page.getByRole('heading', { name: /^Day \d$/ }) });
  await days.nth(0).getByLabel('Title').fill('Arrival and sunset drive');
  await days
    .nth(0)
    .getByLabel('Description')
    .fill('Meet your guide in Seronera and head out for a first drive.');
  await days.nth(0).getByLabel('Accommodation').fill('Tented camp, central Serengeti');
  await days.nth(0).getByRole('checkbox', { name: 'Dinner' }).check();
  await days.nth(1).getByLabel('Title').fill('Sunrise drive and departure');
  await days
    .nth(1)
    .getByLabel('Description')
    .fill('A dawn drive along the Seronera River, then the airstrip.');
  await days.nth(1).getByRole('checkbox', { name: 'Breakfast' }).check();

  await page.getByLabel('Included', { exact: true }).fill('Park fees\nGame drives in a 4x4\nMeals as listed');
  await page.getByLabel('Not included').fill('International flights\nTips');
  await page.getByLabel('Price per adult (USD)').fill('1000');
  await page.getByLabel('Price per child, 2–12 (USD)').fill('500');
  await page.getByLabel('Maximum group size').fill('8');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/safaris-management\/\d+$/);
  packageId = page.url().split('/').pop()!;
  await expect(page.getByText('draft', { exact: true })).toBeVisible();

  // Publishing without a photo or a departure is refused with clear messages.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText("This package isn't ready to publish yet")).toBeVisible();

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('sunrise.png uploaded')).toBeVisible();
  // The photo is stored with alt text describing it.
  await expect(page.getByRole('img', { name: `${TITLE}: photo 1` })).toBeVisible();
  await expect(page.getByText('Cover', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add departure' }).click();
  await page.getByLabel('Start date').fill(DEPARTURE);
  await page.getByLabel('Capacity (seats)').fill('8');
  await page.getByRole('form', { name: 'Departure' }).getByRole('button', { name: 'Add departure' }).click();
  await expect(page.getByText('Departure added')).toBeVisible();
  await expect(page.getByText('8 of 8 seats left')).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Package published')).toBeVisible();
  await expect(page.getByText('published', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('a traveler finds it from the home page, books 2 adults + 1 child and pays the deposit', async ({
  page,
}, testInfo) => {
  expect(packageId, 'the operator test published a package').not.toBe('');
  await signIn(page, DEMO.traveler, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);

  // The home page's search panel writes location, start_date, guests (and end_date) into the URL.
  await page.goto('/');
  const destination = page.getByPlaceholder('Where do you want to go?');
  await destination.fill('Serengeti');
  await page
    .getByRole('option', { name: /Serengeti National Park/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Find Safaris' }).click();
  await expect(page).toHaveURL(/\/safaris-search\?.*location=Serengeti/);
  await expect(page).toHaveURL(/start_date=\d{4}-\d{2}-\d{2}/);
  await expect(page).toHaveURL(/guests=2/);
  await expect(page.getByRole('heading', { name: 'Find your safari' })).toBeVisible();
  await expect(page.getByText(/\d+ safaris? found/)).toBeVisible();
  await screenshotBothWidths(page, 'safaris-search', testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The date window of the search moves to the new departure.
  const filters = page.getByRole('form', { name: 'Search filters' }).first();
  await filters.getByLabel('From', { exact: true }).fill(isoInDays(95));
  await filters.getByLabel('To', { exact: true }).fill(isoInDays(105));
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`start_date=${isoInDays(95)}`));
  const result = page.getByRole('link', { name: TITLE });
  await expect(result).toBeVisible();
  await expectAccessible(page);
  await result.click();

  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Arrival and sunset drive')).toBeVisible();
  await page.locator('label').filter({ hasText: DEPARTURE_LABEL }).click();
  await expect(page.getByRole('radio', { name: new RegExp(DEPARTURE_LABEL) })).toBeChecked();
  await page.getByRole('button', { name: 'More children' }).click();
  // The server's price: 2 × $1,000 + 1 × $500 = $2,500; deposit 30 % = $750.
  await expect(page.getByTestId('quote-total')).toHaveText('$2,500');
  await expect(page.getByTestId('due-now')).toHaveText('$750');
  await expect(page.getByText('Full refund minus a 4% processing fee').first()).toBeVisible();
  await screenshotBothWidths(page, 'safari-detail', testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Book now' }).click();

  await expect(page).toHaveURL(/\/booking\/confirm\?safari=\d+&departure=\d+&adults=2&children=1/);
  await expect(page.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible();
  await expect(page.getByLabel('Full name')).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('712 345 678');
  await page.getByLabel(/Special requests/).fill('One vegetarian traveler.');
  // The terms must be accepted.
  await page.getByRole('button', { name: 'Hold my seats and continue' }).click();
  await expect(page.getByText('Please accept the terms and the cancellation policy')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await screenshotBothWidths(page, 'booking-confirm', testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Hold my seats and continue' }).click();

  // Step 2: the hold counts down from 15 minutes; pay the deposit in the sandbox.
  await expect(page).toHaveURL(/\/booking\/confirm\?booking=/);
  await expect(page.getByTestId('hold-countdown')).toHaveText(/^1[45]:\d{2}$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay deposit $750' }).click();

  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
  await expect(page.getByText('SANDBOX')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await expect(page).toHaveURL(/\/booking\/success\?/);
  await expect(page.getByRole('heading', { name: 'Your safari is booked!' })).toBeVisible();
  bookingReference = (await page.getByTestId('booking-reference').innerText()).trim();
  expect(bookingReference).toMatch(/^DR-[A-Z0-9]{8}$/);
  await expect(page.getByTestId('paid-amount')).toHaveText('$750');
  await screenshotBothWidths(page, 'booking-success', testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  await expect.poll(() => latestMailTo(DEMO.traveler) ?? '').toContain(bookingReference);

  // /bookings lists it under Upcoming; the detail shows the balance and cancels with the quote first.
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
  const row = page.getByRole('article').filter({ hasText: bookingReference });
  await expect(row).toBeVisible();
  await expect(row.getByText('Confirmed')).toBeVisible();
  await row.getByRole('link', { name: TITLE }).click();

  await expect(page.getByText(bookingReference)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay balance $1,750' })).toBeVisible();
  await expect(page.getByText('2 adults, 1 child')).toBeVisible();
  await screenshotBothWidths(page, 'booking-detail', testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  // ≥ 60 days before departure: the $750 paid minus the 4 % processing fee ($30) = $720.
  await expect(dialog.getByTestId('refund-quote-amount')).toHaveText('$720');
  await dialog.getByLabel(/Reason/).fill('Our plans changed.');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You cancelled this booking')).toBeVisible();
  await expect(page.getByTestId('refund-amount')).toContainText('$720');

  await page.goto('/bookings?tab=cancelled');
  await expect(page.getByRole('article').filter({ hasText: bookingReference })).toBeVisible();
});

test('the operator sees the booking and its cancellation', async ({ page }, testInfo) => {
  expect(bookingReference, 'the traveler test made a booking').not.toBe('');
  await signIn(page, DEMO.operator, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/safaris-management/bookings?package=${packageId}`);
  await expect(page.getByRole('heading', { name: 'Safari bookings' })).toBeVisible();
  const row = page.getByRole('article').filter({ hasText: bookingReference });
  await expect(row).toBeVisible();
  await expect(row.getByText('Cancelled')).toBeVisible();
  await expectAccessible(page);

  // Filtering by status keeps it; another status hides it.
  await page.getByLabel('Status').selectOption('confirmed');
  await expect(page.getByRole('article').filter({ hasText: bookingReference })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('cancelled');
  await page.getByRole('article').filter({ hasText: bookingReference }).getByRole('link').click();

  await expect(page.getByText('The traveler cancelled')).toBeVisible();
  await expect(page.getByText('Our plans changed.')).toBeVisible();
  await expect(page.getByTestId('operator-refund-amount')).toHaveText('$720');
  await expect(page.getByText(DEMO.traveler).first()).toBeVisible();
  await screenshotBothWidths(page, 'operator-booking-detail', testInfo);
});
