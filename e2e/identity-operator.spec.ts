import { expect, test, DEMO, DEMO_PASSWORD, expectAccessible, screenshotBothWidths } from './fixtures';
import { apiToken, signIn, uniqueEmail } from './identity-helpers';

test('an unverified operator is sent to /verification-required, submits documents, and gets in once an admin approves', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('baraka.ops');
  const password = 'Ngorongoro-rim-2026';

  // Register through the form, as a tour operator (the URL picks the choice).
  await page.goto('/register?operatorType=tour_operator');
  await expect(page.getByLabel('Company name')).toBeVisible();
  await page.getByLabel('First name').fill('Baraka');
  await page.getByLabel('Last name').fill('Mollel');
  await page.getByLabel('Company name').fill('Crater Rim Safaris');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Phone number is required for operators')).toBeVisible();
  await page.getByLabel('Phone number', { exact: true }).fill('754 111 222');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await page.goto('/safaris-management');
  await expect(page).toHaveURL(/\/verification-required$/);
  await expect(page.getByRole('heading', { name: 'Verification required' })).toBeVisible();
  await expect(page.getByTestId('verification-status')).toHaveText('Not submitted');
  await expect(page.getByLabel('Company name')).toHaveValue('Crater Rim Safaris');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'verification-required', testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel('Business licence').setInputFiles({
    name: 'license.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  // Approval needs an identification document too (issue 15); the form takes it with the license.
  await page.getByLabel('Identification document').setInputFiles({
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByTestId('verification-status')).toHaveText('Pending review');
  // Still locked while pending.
  await page.goto('/safaris-management');
  await expect(page).toHaveURL(/\/verification-required$/);

  // An administrator approves through the API.
  const adminToken = await apiToken(request, DEMO.admin, DEMO_PASSWORD);
  const pending = await request.get('/api/admin/operators?status=pending&page_size=100', {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(pending.status()).toBe(200);
  const { items } = (await pending.json()) as { items: Array<{ user: { id: string; email: string } }> };
  const mine = items.find((item) => item.user.email === email);
  expect(mine).toBeTruthy();
  const approved = await request.post(`/api/admin/operators/${mine!.user.id}/verify`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(approved.status()).toBe(200);

  // A fresh page load reloads the session, now verified.
  await page.goto('/safaris-management');
  await expect(page).toHaveURL(/\/safaris-management$/);
  await page.goto('/verification-required');
  await expect(page.getByTestId('verification-status')).toHaveText('Verified');
});
