import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { DEMO_PASSWORD } from './fixtures';

/**
 * A server of a spec's own (its port, its data folder, the demo seed, production mode, a fast job
 * queue), as e2e/money.spec.ts starts one. By default the suite's build (apps/api/dist, apps/web/dist);
 * E2E_SERVER_MAIN and E2E_WEB_DIST_DIR point it at a private build instead (useful while others build).
 */
export interface OwnServer {
  base: string;
  /** What the server wrote to stderr (warnings and errors), for failure messages. */
  errors(): string;
  stop(): Promise<void>;
}

/** A free port, chosen when the spec file loads so `baseURL` can name it. */
export function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

export async function startOwnServer(port: string, dataDir: string): Promise<OwnServer> {
  const base = `http://127.0.0.1:${port}`;
  let stderr = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [process.env.E2E_SERVER_MAIN ?? 'apps/api/dist/main.js'],
    {
      env: {
        ...process.env,
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PAYMENTS_ALLOW_SANDBOX: 'true',
        JOBS_POLL_MS: '200',
        ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 150_000; // a fresh demo seed on a busy 2-core machine
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start:\n${stderr}`);
    const healthy = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`The server did not answer /api/health:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    errors: () => stderr,
    // Stops our server by its own process, and waits until it has let go of the database.
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Goes to `url` and waits until the browser has taken the page over (as the suite's `page` fixture does). */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Signs a demo (or any) account in through the login form and waits for its landing page. */
export async function signInAs(page: Page, email: string, landing: RegExp, password = DEMO_PASSWORD) {
  await gotoHydrated(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(landing, { timeout: 20_000 });
}

/** A second person's browser (its own cookies and session) on the same server, signed in. */
export async function secondBrowser(
  browser: Browser,
  base: string,
  email: string,
  landing: RegExp,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, email, landing);
  return { context, page };
}

/** A one-page PDF printed by the browser (a real document, so a PDF viewer can show it), as an upload. */
export async function pdfFile(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(
    `<main style="font:16px sans-serif;padding:32px"><h1>${name}</h1><p>Issued by the Ministry of Natural Resources and Tourism, Tanzania.</p></main>`,
  );
  const buffer = await page.pdf({ width: '420px', height: '300px' });
  await context.close();
  return { name, mimeType: 'application/pdf', buffer };
}

/** The first part of the message keys (apps/web/src/locales/en, packages/shared/src/i18n/messages/en). */
const KEY_HEADS = [
  'account',
  'admin',
  'analytics',
  'auth',
  'billing',
  'bookings',
  'common',
  'company',
  'dashboard',
  'deals',
  'earnings',
  'engagement',
  'errors',
  'finance',
  'fleet',
  'mail',
  'messaging',
  'notifications',
  'operations',
  'operator',
  'payments',
  'reviews',
  'safaris',
  'saved',
  'search',
  'transport',
  'travel',
  'trips',
  'verification',
].join('|');

/**
 * What is wrong with the current page on a 360 px phone: sideways scrolling, a raw ISO date
 * ('2026-12-14') or an i18n key left untranslated ('reviews.form.title') in its text.
 */
export async function lookAtPhoneWidth(page: Page, name: string): Promise<string[]> {
  await page.setViewportSize({ width: 360, height: 780 });
  const { width, text } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    text: document.body.innerText,
  }));
  const found: string[] = [];
  if (width > 360) found.push(`${name}: ${width} px wide at 360 px`);
  for (const iso of new Set(text.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? []))
    found.push(`${name}: raw date ${iso}`);
  // 'section.key' of a web namespace or an API message section, printed instead of its text.
  const keys =
    text.match(new RegExp(`(?<![\\w@.])(?:${KEY_HEADS})\\.[a-z][A-Za-z_]*(?:\\.[A-Za-z_]+)*\\b`, 'g')) ?? [];
  for (const key of new Set(keys)) found.push(`${name}: untranslated key ${key}`);
  return found;
}

/** Today in Tanzania (UTC+3, no daylight saving), 'YYYY-MM-DD', as the server dates sales. */
export function todayInTanzania(): string {
  return new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
}
