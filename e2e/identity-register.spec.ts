import { expect, test, expectAccessible } from './fixtures';
import { linkFromMail, signIn, uniqueEmail } from './identity-helpers';

test('a traveler registers, sees the success screen, lands on / after the countdown, verifies the email and signs in', async ({
  page,
}) => {
  const email = uniqueEmail('neema');
  const password = 'Kilimanjaro-sunrise-42';

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectAccessible(page);

  // Client-side rules of spec §5, under their fields.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();

  await page.getByLabel('First name').fill('Neema');
  await page.getByLabel('Last name').fill('Kimaro');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();

  // The operator choice is mirrored in the URL; switching back to Traveler clears it.
  await page.getByText('Tour Operator', { exact: true }).first().click();
  await expect(page).toHaveURL(/type=operator&operatorType=tour_operator/);
  await expect(page.getByLabel('Company name')).toBeVisible();
  await expect(page.getByText('Coming soon', { exact: true })).toBeVisible();
  await page.getByText('Traveler', { exact: true }).click();
  await expect(page).toHaveURL(/type=traveler$/);
  await expect(page.getByLabel('Company name')).toHaveCount(0);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number (optional)').fill('0712 345 678');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  // Not a known webmail provider: the link goes to the domain itself.
  await expect(page.getByRole('link', { name: /Verify Email/ })).toHaveAttribute(
    'href',
    'https://example.com',
  );
  await expect(page.getByTestId('countdown')).toHaveText(/^[0-5]$/);
  await expect(page).toHaveURL(/\/$/, { timeout: 9_000 });

  // The verification link from the outbox.
  const link = await linkFromMail(email, '/verify-email');
  await page.goto(link);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Karibu, Neema!' })).toBeVisible();
});

test('registering an email that already exists shows the server message under the email field', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Neema');
  await page.getByLabel('Last name').fill('Mushi');
  await page.getByLabel('Email').fill('traveler@demo.dalarides.co.tz');
  await page.getByLabel('Password', { exact: true }).fill('Serengeti-plains-2026');
  await page.getByLabel('Confirm password').fill('Serengeti-plains-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('An account with this email address already exists')).toBeVisible();
});
