import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test } from './fixtures';
import { apiToken, signIn } from './identity-helpers';
import { tanzanianDate } from './transport-helpers';

/**
 * Issue 16, offline: a ticket opens with no network (the service worker's cached answer, the shell
 * from its precache), so do the trips and bookings lists (saying when they were last updated; a tab
 * never kept is "You are offline", not an error), sign-out leaves nothing behind, and a conductor's
 * check-in made offline is sent once when the network returns. The demo traveler's upcoming trips
 * and the demo transporter's trips are the seed's (dated from today).
 */
test.describe.configure({ mode: 'serial' });

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await request.get(`/api${path}`, { headers: { ...CSRF, Authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

/** Waits until the service worker serves the page (it registers once the page is idle). */
async function untilServiceWorkerControls(page: Page) {
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 })
    .toBe(true);
}

/** Whether this device's private answers hold `path` (an /api path). */
function privateCacheHolds(page: Page, path: string) {
  return page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('dala-private-')) continue;
      const keys = await (await caches.open(name)).keys();
      if (keys.some((request) => new URL(request.url).pathname === wanted)) return true;
    }
    return false;
  }, path);
}

const privateCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('dala-private-')));

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('a traveler opens a ticket with no network, and nothing of it stays after signing out', async ({
  page,
  context,
  request,
}, testInfo) => {
  const token = await apiToken(request, DEMO.traveler, DEMO_PASSWORD);
  const trips = await apiGet<{
    items: { status: string; trip: { tickets: { number: string; display: string; cancelled: boolean }[] } }[];
  }>(request, token, '/me/trips?when=upcoming&page=1&page_size=10');
  const ticket = trips.items
    .filter((booking) => booking.status === 'confirmed')
    .flatMap((booking) => booking.trip.tickets)
    .find((t) => !t.cancelled);
  expect(ticket, 'the demo traveler has an upcoming ticket').toBeDefined();
  const ticketPath = `/trips/tickets/${ticket!.number}`;

  await signIn(page, DEMO.traveler, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(ticketPath);
  await expect(page.getByTestId('ticket-number')).toHaveText(ticket!.display);
  // Once the worker serves the page, the pre-warm (or the page itself) leaves the ticket in its cache.
  await untilServiceWorkerControls(page);
  await expect
    .poll(() => privateCacheHolds(page, `/api/tickets/${ticket!.number}`), { timeout: 20_000 })
    .toBe(true);
  // The lists the ticket is reached through (pre-warmed as their pages ask for them).
  for (const list of ['/api/me/trips', '/api/bookings']) {
    await expect.poll(() => privateCacheHolds(page, list), { timeout: 20_000 }).toBe(true);
  }

  // No network: the page, its scripts and the ticket all come from this device.
  await goOffline(context, page);
  await page.reload();
  await expect(page.getByTestId('ticket-number')).toHaveText(ticket!.display);
  const qr = page.getByRole('img', { name: `QR code of ticket ${ticket!.display}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('offline-banner')).toHaveText(
    /^You are offline — last updated \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
  );
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('offline-ticket-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The traveler's lists open too, each saying when it was last updated.
  for (const [path, title] of [
    ['/trips', 'My trips'],
    ['/bookings', 'My Bookings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toHaveText(
      /^You are offline — last updated \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
    );
  }
  // A list this device did not keep: "You are offline", not an error.
  await page.goto('/bookings?tab=cancelled');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText("We couldn't load this")).toHaveCount(0);
  await page.goto(ticketPath);
  await expect(page.getByTestId('ticket-number')).toHaveText(ticket!.display);

  // Back online, sign out: then, offline again, the ticket is nowhere.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId('ticket-number')).toBeVisible();
  await page.locator('button[aria-haspopup="menu"]').first().click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await privateCaches(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('dala.offline-profile'))).toBeNull();
  await goOffline(context, page);
  await page.goto(ticketPath);
  await expect(page.getByRole('heading', { name: /sign in/i }).first()).toBeVisible();
  await expect(page.getByTestId('ticket-number')).toHaveCount(0);
  await expect(page.getByText(ticket!.display)).toHaveCount(0);
  await context.setOffline(false);
});

test('a conductor checks a passenger in with no network; back online it is sent once', async ({
  page,
  context,
  request,
}) => {
  // A trip of the demo transporter in the coming days with a passenger still to board.
  const token = await apiToken(request, DEMO.transporter, DEMO_PASSWORD);
  const trips = await apiGet<{ items: { id: number; status: string }[] }>(
    request,
    token,
    `/operator/trips?from=${tanzanianDate(0)}&to=${tanzanianDate(7)}&page_size=50`,
  );
  type Passenger = { ticket_number: string; ticket_number_display: string; name: string; state: string };
  type Manifest = { stops: { passengers: Passenger[] }[] };
  let tripId = 0;
  let passenger: Passenger | undefined;
  for (const trip of trips.items.filter((t) => t.status === 'on_sale')) {
    const manifest = await apiGet<Manifest>(request, token, `/operator/trips/${trip.id}/manifest`);
    passenger = manifest.stops
      .flatMap((stop) => stop.passengers)
      .filter((p) => p.state === 'booked')
      .at(-1);
    if (passenger) {
      tripId = trip.id;
      break;
    }
  }
  expect(passenger, 'a demo trip has a passenger to board').toBeDefined();

  const checkIns: { status: number; alreadyBoarded: boolean }[] = [];
  page.on('response', async (response) => {
    if (response.request().method() !== 'POST' || !response.url().endsWith(`/trips/${tripId}/check-in`))
      return;
    const body = (await response.json().catch(() => ({}))) as { already_boarded?: boolean };
    checkIns.push({ status: response.status(), alreadyBoarded: body.already_boarded === true });
  });

  await signIn(page, DEMO.transporter, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/trips/manage/${tripId}`);
  await expect(page.getByRole('heading', { name: 'Boarding manifest' })).toBeVisible();
  await untilServiceWorkerControls(page);
  // Through the worker: the manifest as the page reads it is kept.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Boarding manifest' })).toBeVisible();
  await expect
    .poll(() => privateCacheHolds(page, `/api/operator/trips/${tripId}/manifest`), { timeout: 20_000 })
    .toBe(true);

  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Boarding manifest' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline — last updated');
  const row = page.getByRole('row').filter({ hasText: passenger!.name });
  await page
    .getByRole('textbox', { name: 'Check in by ticket number' })
    .fill(passenger!.ticket_number_display);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByText('1 check-in waiting to send')).toBeVisible();
  await expect(row.getByText('Waiting to send')).toBeVisible();
  expect(checkIns).toEqual([]);

  // The network returns: the session is restored and the check-in sent, once.
  await context.setOffline(false);
  await expect(row.getByText(/^Boarded \d{2}:\d{2}$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('1 check-in waiting to send')).toHaveCount(0);
  expect(checkIns).toEqual([{ status: 200, alreadyBoarded: false }]);
  const after = await apiGet<Manifest>(request, token, `/operator/trips/${tripId}/manifest`);
  const boarded = after.stops
    .flatMap((stop) => stop.passengers)
    .filter((p) => p.ticket_number === passenger!.ticket_number);
  expect(boarded.map((p) => p.state)).toEqual(['boarded']);
});
