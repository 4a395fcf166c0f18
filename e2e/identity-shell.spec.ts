import { expect, test, DEMO, DEMO_PASSWORD, expectAccessible, screenshotBothWidths } from './fixtures';
import { mainNav, mainNavLabels, signIn } from './identity-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

test('a guest opening /bookings is sent to sign in, then back to /bookings', async ({ page }, testInfo) => {
  await page.goto('/bookings');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please sign in to access this page')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'login', testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Without GOOGLE_CLIENT_ID on the server, Google sign-in says so (spec §8).
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByText('Google Sign-In is not available. Please try again.')).toBeVisible();

  // Any failure reads 'Invalid email or password', under the password field.
  await signIn(page, DEMO.traveler, 'wrong-password', { goto: false });
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await signIn(page, DEMO.traveler, DEMO_PASSWORD, { goto: false });
  await expect(page).toHaveURL(/\/bookings$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('guest header, footer, 404 and the signed-in guest-only redirect', async ({ page }) => {
  await page.goto('/');
  expect(await mainNavLabels(page)).toEqual(['Home', 'Safaris', 'Trips']);
  const header = page.getByTestId('site-header');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  const footer = page.getByRole('contentinfo');
  for (const name of [
    'About Us',
    'Safari Tours',
    'Contact Us',
    'Blog',
    'FAQ',
    'Terms & Conditions',
    'Privacy Policy',
    'Cancellation Policy',
  ]) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }

  // Scroll-to-top appears after 200 px; the header hides after scrolling down past 100 px.
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
  await page.mouse.wheel(0, 600);
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await page.mouse.wheel(0, -200);
  await expect(header).not.toHaveAttribute('data-hidden', 'true');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'This trail goes nowhere' })).toBeVisible();
  await expectAccessible(page);
});

test('header items per role; a traveler on /fleet gets Access Denied; sign out returns to / as a guest', async ({
  page,
}) => {
  await signIn(page, DEMO.traveler, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  expect(await mainNavLabels(page)).toEqual(['Home', 'Dashboard', 'Bookings', 'Safaris', 'Trips']);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Account',
    'Notifications',
    'Help Center',
    'Sign Out',
  ]);
  await page.keyboard.press('Escape');

  // Signed in, /login sends to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

  await page.goto('/fleet');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText(
      "You don't have permission to access this page. Please contact your administrator if you believe this is an error.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('site-header').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await mainNavLabels(page)).toEqual(['Home', 'Safaris', 'Trips']);
  // The session is really over: a guarded page asks to sign in again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a tour operator sees Safaris (to /safaris-management) and operator menu items', async ({ page }) => {
  await signIn(page, DEMO.operator, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  expect(await mainNavLabels(page)).toEqual(['Home', 'Dashboard', 'Bookings', 'Safaris']);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menu', { name: 'Account' }).getByRole('menuitem')).toHaveText([
    'Account',
    'Notifications',
    'Reviews',
    'Verification',
    'Help Center',
    'Sign Out',
  ]);
  await page.keyboard.press('Escape');
  await mainNav(page).getByRole('link', { name: 'Safaris' }).click();
  await expect(page).toHaveURL(/\/safaris-management$/);
  await page.goto('/fleet');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('a transporter sees Trips and Fleet, and reaches /fleet', async ({ page }) => {
  await signIn(page, DEMO.transporter, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  expect(await mainNavLabels(page)).toEqual(['Home', 'Dashboard', 'Bookings', 'Trips', 'Fleet']);
  await mainNav(page).getByRole('link', { name: 'Fleet' }).click();
  await expect(page).toHaveURL(/\/fleet$/);
  await expect(page.getByRole('heading', { name: 'Fleet', level: 1 })).toBeVisible();
  await page.goto('/safaris-management');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('the mobile menu has Dashboard and Account sections at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, DEMO.traveler, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  // The address changes as the navigation starts; the menu closes when the new page arrives.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Karibu/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const dashboardSection = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(dashboardSection.getByRole('link')).toHaveText([
    'Home',
    'Dashboard',
    'Bookings',
    'Safaris',
    'Trips',
  ]);
  const accountSection = page.getByRole('navigation', { name: 'Account' });
  await expect(accountSection.getByRole('link', { name: 'Account' })).toBeVisible();
  await accountSection.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  await expectAccessible(page);
});

test("a signed-in phone's header fits 360 px while the session starts", async ({ page }) => {
  await signIn(page, DEMO.traveler, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  // The next load's session start waits until the test lets it go.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/token/refresh', async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/transport-search');
  const header = page.getByTestId('site-header');
  await expect(header.locator('.animate-pulse').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  release();
  await expect(header.getByRole('button', { name: /notifications/i })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
