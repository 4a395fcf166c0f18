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
  const deadline = Date.now() + 60_000;
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

/** A small valid PDF, as an upload. */
export function pdfFile(name: string) {
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  };
}

/** Today in Tanzania (UTC+3, no daylight saving), 'YYYY-MM-DD', as the server dates sales. */
export function todayInTanzania(): string {
  return new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
}
