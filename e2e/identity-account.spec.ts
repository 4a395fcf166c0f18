import { expect, test, expectAccessible } from './fixtures';
import { apiToken, linkFromMail, registerByApi, signIn, uniqueEmail } from './identity-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

test('forgot and reset password through the outbox email', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('juma.reset');
  await registerByApi(request, { email, password: 'Old-password-Tarangire-1' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for that email, we sent a link to reset the password.'),
  ).toBeVisible();

  const link = await linkFromMail(email, '/reset-password');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('New-password-Ruaha-2');
  await page.getByLabel('Confirm new password').fill('New-password-Ruaha-22');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('New-password-Ruaha-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset. Please sign in.')).toBeVisible();

  await signIn(page, email, 'Old-password-Tarangire-1', { goto: false });
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, email, 'New-password-Ruaha-2', { goto: false });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Karibu, Asha!' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // The link is single-use.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-password-Mikumi-3');
  await page.getByLabel('Confirm new password').fill('Another-password-Mikumi-3');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('Request a new link');
});

test('notification bell: badge, mark read, mark all read and delete, kept after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('amina.bell');
  let password = 'Bell-password-Serengeti-0';
  await registerByApi(request, { email, password, first_name: 'Amina' });
  // Registration gives a welcome notification; each password change adds one: 3 in all.
  // (The '9+' badge text is covered by the component tests.)
  const token = await apiToken(request, email, password);
  for (let i = 1; i <= 2; i += 1) {
    const next = `Bell-password-Serengeti-${i}`;
    const changed = await request.post('/api/users/me/password', {
      headers: { Authorization: `Bearer ${token}` },
      data: { current_password: password, password: next, password2: next },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    password = next;
  }

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  const badge = page.getByTestId('notification-badge');
  await expect(badge).toHaveText('3');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByTestId('notification')).toHaveCount(3);
  await expect(panel.getByText('Just now').first()).toBeVisible();
  await expectAccessible(page);

  await panel
    .getByTestId('notification')
    .first()
    .getByRole('button', { name: /^Mark read/ })
    .click();
  await expect(badge).toHaveText('2');
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(badge).toHaveCount(0);
  await panel
    .getByTestId('notification')
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(panel.getByTestId('notification')).toHaveCount(2);

  // The server kept every change.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByTestId('notification')).toHaveCount(
    2,
  );
});
