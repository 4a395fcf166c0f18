import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProviderStandins, type ProviderStandins } from '../apps/api/test/support/provider-standins';
import { DEMO, DEMO_PASSWORD, expect, test } from './fixtures';

/**
 * Issue 14's money journey against a server of its own whose providers are the local stand-ins
 * (ClickPesa takes M-Pesa and sends payouts): a traveler pays a safari deposit by M-Pesa, approves the
 * prompt "on the phone" (the stand-in's control), the page moves on by itself, /payments lists it and
 * its receipt shows the number → the trip is moved into the past in the database while the server is
 * stopped, the earnings-release job makes the earning available → the operator adds and verifies a
 * mobile-money payout method and requests a payout → the admin approves it, the job sends it to
 * ClickPesa, the stand-in completes it → the operator sees it paid.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

/** A free port, chosen when the file loads so `baseURL` can name it (the suite's server is not ours). */
const PORT = execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
const BASE = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE });

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };
const PAYER_PHONE = '0754 123 456';

let dataDir = '';
let standins: ProviderStandins;
let server: ChildProcess | null = null;
let serverErrors = '';

async function startServer() {
  serverErrors = '';
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    env: {
      ...process.env,
      PORT,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PAYMENTS_ALLOW_SANDBOX: 'true',
      JOBS_POLL_MS: '200',
      ...standins.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => (serverErrors += chunk.toString()));
  server = child;
  const deadline = Date.now() + 150_000; // a fresh demo seed on a busy 2-core machine
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start:\n${serverErrors}`);
    const healthy = await fetch(`${BASE}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) return;
    if (Date.now() > deadline) throw new Error(`The server did not answer /api/health:\n${serverErrors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops our server (by its PID) and waits until it has let go of the database. */
async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'dala-e2e-money-'));
  standins = await startProviderStandins({ webhookBase: `${BASE}/api` });
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  await standins?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, email: string) {
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** The newest mail in our server's outbox to `to` whose text matches `pattern` (quoted-printable decoded). */
function mailMatching(to: string, pattern: RegExp): RegExpMatchArray | null {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort().reverse();
  } catch {
    return null;
  }
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (!text.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
    const match = text.match(pattern);
    if (match) return match;
  }
  return null;
}

/** Settles a charge or payout at the ClickPesa stand-in, which signs its webhook and delivers it to us. */
const control = async (path: string) => {
  const answer = await fetch(`${standins.clickpesa.url}/__control/${path}`, { method: 'POST' });
  const text = await answer.text();
  expect(answer.status, text).toBe(200);
  const { delivered } = JSON.parse(text) as { delivered: { status: number; body: string } | null };
  expect(delivered?.status, `our server's answer to the webhook: ${delivered?.body}`).toBe(200);
};

let bookingId = '';
let receiptNumber = '';
let payoutReference = '';

test('a traveler pays a safari deposit by M-Pesa, approves the prompt and gets a receipt', async ({
  page,
  request,
}) => {
  // A published group safari of the demo tour operator, and its next departure.
  const login = await request.post(`${BASE}/api/auth/login`, {
    headers: CSRF,
    data: { email: DEMO.operator, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { access_token: operatorToken } = (await login.json()) as { access_token: string };
  const list = await request.get(`${BASE}/api/operator/safaris?status=published&page_size=50`, {
    headers: { Authorization: `Bearer ${operatorToken}` },
  });
  expect(list.status(), await list.text()).toBe(200);
  const packages = ((await list.json()) as { items: { id: number; is_private: boolean }[] }).items;
  const safari = packages.find((p) => !p.is_private);
  expect(safari, 'the demo operator has a published group safari').toBeDefined();
  // Far enough ahead that a deposit is due now, not the full price (the balance is due 45 days before).
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const availability = await request.get(
    `${BASE}/api/safaris/${safari!.id}/availability?from=${day(90)}&to=${day(200)}`,
  );
  expect(availability.status()).toBe(200);
  const departure = (
    (await availability.json()) as { departures: { id: number; seats_left: number }[] }
  ).departures.find((d) => d.seats_left >= 1);
  expect(departure, 'the safari has a departure with a seat').toBeDefined();

  await signIn(page, DEMO.traveler);
  await page.goto(
    `${BASE}/booking/confirm?safari=${safari!.id}&departure=${departure!.id}&adults=1&children=0`,
  );
  await expect(page.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Hold my seats and continue' }).click();
  await expect(page).toHaveURL(/\/booking\/confirm\?booking=/);
  bookingId = new URL(page.url()).searchParams.get('booking') ?? '';
  expect(bookingId).not.toBe('');

  // M-Pesa, the payer's number written the Tanzanian way; the dollars are charged in shillings.
  await page.getByRole('radio', { name: /M-Pesa/ }).check();
  await page.getByRole('textbox', { name: 'Mobile money number' }).fill(PAYER_PHONE);
  await expect(page.getByTestId('charge-in-shillings')).toContainText('TSh');
  await page.getByRole('button', { name: /^Pay deposit \$/ }).click();

  await expect(page.getByRole('heading', { name: 'Approve the prompt on your phone' })).toBeVisible();
  // The USSD push reached ClickPesa under our reference, to the payer's number.
  await expect.poll(() => standins.clickpesa.payments.size).toBe(1);
  const [reference, charge] = [...standins.clickpesa.payments.entries()][0]!;
  expect(charge.phoneNumber).toBe('255754123456');
  expect(charge.status).toBe('PROCESSING');

  // The payer approves on the phone: ClickPesa's signed webhook reaches our server; the page follows.
  await control(`charges/${reference}/approve`);
  await expect(page).toHaveURL(/\/booking\/success\?/);
  await expect(page.getByRole('heading', { name: 'Your safari is booked!' })).toBeVisible();
  const bookingReference = (await page.getByTestId('booking-reference').innerText()).trim();

  // The demo traveler has older payments too: ours is the row of this booking.
  await page.goto(`${BASE}/payments`);
  const row = page.getByRole('row').filter({ hasText: bookingReference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('M-Pesa');
  await expect(row).toContainText('Paid');
  // The amount in the currency paid: the whole shillings ClickPesa charged.
  const shillings = Number(charge.amount).toLocaleString('en-US');
  await expect(row).toContainText(new RegExp(`TSh\\s${shillings}\\b`));
  const receiptLink = row.getByRole('link', { name: /^Receipt RCT-/ });
  await expect(receiptLink).toBeVisible();
  // The link is named by its receipt number (aria-label 'Receipt RCT-…').
  receiptNumber = ((await receiptLink.getAttribute('aria-label')) ?? '').replace(/^Receipt /, '');
  expect(receiptNumber).toMatch(/^RCT-[A-Z0-9]+$/);
  await receiptLink.click();
  await expect(page).toHaveURL(/\/payments\/[^/]+\/receipt$/);
  await expect(page.getByTestId('receipt-number')).toHaveText(receiptNumber);
});

test('after the trip the operator sees the earning become available', async ({ page }) => {
  expect(bookingId, 'the traveler paid a deposit').not.toBe('');
  // The trip is over: moved into the past in the database itself while the server is stopped.
  await stopServer();
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm, btree_gist } });
  try {
    const moved = await db.query(
      `update bookings set status = 'completed', completed_at = now(), balance_due_date = null,
         start_date = current_date - 6, end_date = current_date - 3
       where id = $1`,
      [bookingId],
    );
    expect(moved.affectedRows).toBe(1);
    // The release job runs once per 10-minute period across processes (its period's dedupe key): the
    // run of this period already happened at the first start. Forgetting it lets the start run it now,
    // as the next period would have.
    await db.query(`delete from jobs where kind = 'earnings-release' and done_at is not null`);
  } finally {
    await db.close();
  }
  // The earnings-release job runs once at start.
  await startServer();

  await signIn(page, DEMO.operator);
  await page.goto(`${BASE}/payments`);
  await expect(page.getByRole('heading', { name: 'Earnings and payouts', level: 1 })).toBeVisible();
  const available = page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: /^Available$/ }) })
    .locator('dd')
    .first();
  // Reloaded until the release shows (each reload waits for the balances to load again).
  await expect(async () => {
    await page.reload();
    await expect(available).toBeVisible({ timeout: 10_000 });
    await expect(available).not.toHaveText(/^(\$0|TSh 0)$/, { timeout: 500 });
  }).toPass({ timeout: 45_000 });
});

test('the operator adds and verifies a payout method, then requests a payout', async ({ page }) => {
  await signIn(page, DEMO.operator);
  await page.goto(`${BASE}/payments`);

  await page.getByRole('button', { name: 'Add payout method' }).click();
  const add = page.getByRole('dialog', { name: 'Add a payout method' });
  await add.getByLabel('Network').selectOption('mpesa');
  await add.getByLabel('Mobile number').fill(PAYER_PHONE);
  await add.getByLabel('Your current password').fill(DEMO_PASSWORD);
  await add.getByRole('button', { name: 'Add method' }).click();
  await expect(add).toBeHidden();

  let code = '';
  await expect
    .poll(() => (code = mailMatching(DEMO.operator, /payout method .*?: (\d{6})\b/)?.[1] ?? ''))
    .toMatch(/^\d{6}$/);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const method = page.getByRole('article').filter({ hasText: 'M-Pesa ••••••••3456' });
  await expect(method.getByText('Verified', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Request payout' }).click();
  const requestDialog = page.getByRole('dialog', { name: 'Request a payout' });
  await requestDialog.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm the payout' })
    .getByRole('button', { name: 'Yes, request payout' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The page stays up with the request in its history (and the money set aside for it).
  await expect(page.getByRole('table', { name: 'Your payouts, newest first' })).toContainText(
    'Waiting for approval',
  );
  await expect(page.getByText(/^\$[\d,]+ in a payout in progress$/)).toBeVisible();
});

test('the admin approves the payout and ClickPesa sends it', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto(`${BASE}/admin/finance`);
  const payouts = page.getByRole('region', { name: 'Payouts' });
  await payouts.getByRole('button', { name: /^Approve the payout of Kilele Safaris/ }).click();
  await page
    .getByRole('dialog', { name: 'Approve this payout?' })
    .getByRole('button', { name: 'Approve and send' })
    .click();

  // The job sends it: ClickPesa holds it AUTHORIZED under our reference until it completes.
  await expect.poll(() => standins.clickpesa.payouts.size, { timeout: 20_000 }).toBe(1);
  const [reference, payout] = [...standins.clickpesa.payouts.entries()][0]!;
  expect(payout.status).toBe('AUTHORIZED');
  expect(payout.phoneNumber).toBe('255754123456');
  await control(`payouts/${reference}/complete`);
  payoutReference = reference;
});

test('the operator sees the payout paid', async ({ page }) => {
  expect(payoutReference, 'the admin approved a payout').not.toBe('');
  await signIn(page, DEMO.operator);
  await page.goto(`${BASE}/payments`);
  const history = page.getByRole('table', { name: 'Your payouts, newest first' });
  await expect(async () => {
    await page.reload();
    await expect(history).toBeVisible({ timeout: 10_000 });
    await expect(history.getByText('Paid', { exact: true })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  const paid = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Paid out$/ }) });
  await expect(paid.locator('dd').first()).not.toHaveText(/^(\$0|TSh 0)$/);
});
