import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestMailTo } from './fixtures';

/** A unique address for an account created by a test. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Signs in through the login form (the page must show it, or be navigated to /login). */
export async function signIn(page: Page, email: string, password: string, { goto = true } = {}) {
  if (goto) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The main navigation of the header (desktop width). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Names of the links of the header's main navigation. */
export async function mainNavLabels(page: Page): Promise<string[]> {
  await expect(mainNav(page).getByRole('link').first()).toBeVisible();
  return (await mainNav(page).getByRole('link').allInnerTexts()).map((t) => t.trim());
}

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };

/** Registers an account through the API (fast set-up for journeys that are not about registration). */
export async function registerByApi(
  request: APIRequestContext,
  account: { email: string; password: string; first_name?: string; last_name?: string },
) {
  const answer = await request.post('/api/auth/register', {
    headers: CSRF,
    data: {
      type: 'traveler',
      first_name: account.first_name ?? 'Asha',
      last_name: account.last_name ?? 'Mollel',
      email: account.email,
      password: account.password,
      password2: account.password,
    },
  });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
}

/** An access token for the account, from the API. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await request.post('/api/auth/login', { headers: CSRF, data: { email, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** The first link of `path` (e.g. '/verify-email') in the newest mail to `to`, as a same-site path. */
export async function linkFromMail(to: string, path: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      const mail = latestMailTo(to);
      const match = mail?.match(new RegExp(`${path.replace(/[/]/g, '\\/')}\\?token=[A-Za-z0-9_\\-.%]+`));
      found = match?.[0];
      return found;
    })
    .toBeTruthy();
  return found!;
}
