import type { Page, TestInfo } from '@playwright/test';
import { expect, test, DEMO, DEMO_PASSWORD, expectAccessible, screenshotBothWidths } from './fixtures';
import { signIn } from './identity-helpers';
import { approveDocumentsOf, documentPdf, tanzanianDate, uniquePlate } from './transport-helpers';

/**
 * Issue 13's journey: a transporter adds a 2+2 vehicle with the seat-layout editor and a driver,
 * uploads their documents (an administrator approves them through the API), creates a route with
 * three stops and a fare for each pair, and a schedule on sale → a traveler searches from the home
 * panel's Trips mode for a partial segment of that route, picks two seats, names both passengers,
 * pays in the sandbox and opens a ticket with its QR → the transporter sees both on the trip's
 * manifest and checks one in by typing the ticket number.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);
test.use({ actionTimeout: 15_000 });

const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const PLATE = uniquePlate();
const DRIVER = `Neema Mushi ${RUN}`;
// Towns no demo route serves, so the search finds this route's trips only.
const ORIGIN = 'Tanga';
const MIDDLE = 'Muheza';
const DESTINATION = 'Lushoto';
const ROUTE_NAME = `${ORIGIN} → ${DESTINATION}`;
/** The schedule's trips leave tomorrow and the day after (Tanzanian days) at 08:00. */
const FIRST_DAY = tanzanianDate(1);
const LAST_DAY = tanzanianDate(2);
const PASSENGERS = ['Amina Juma', 'Baraka Said'];
/** Their seats: the relabelled one and its neighbour. */
const SEATS = ['VIP1', '1B'];

let tripPath = '';
let ticketNumbers: string[] = [];

/** Accessible, and screenshotted at 360 and 1440 px from the top (for a person to look at, never compared). */
async function lookAt(page: Page, name: string, testInfo: TestInfo) {
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, name, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signInAsTransporter(page: Page) {
  await signIn(page, DEMO.transporter, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
}

test('a transporter adds a 2+2 vehicle with its seat layout and a driver, and uploads their documents', async ({
  page,
  request,
}) => {
  await signInAsTransporter(page);

  // The vehicle: details, then the layout editor from the 2+2 template with one cell and one label changed.
  await page.goto('/vehicles');
  await page.getByRole('link', { name: 'Add a vehicle' }).first().click();
  await expect(page.getByRole('heading', { name: 'Add a vehicle', level: 1 })).toBeVisible();
  const details = page.getByRole('form', { name: 'Vehicle details' });
  await details.getByLabel('Plate number').fill(PLATE);
  await details.getByLabel('Class', { exact: true }).selectOption({ label: 'Semi-luxury (2+2)' });
  await details.getByLabel('Make', { exact: true }).fill('Yutong');
  await details.getByLabel('Model', { exact: true }).fill('ZK6122H9');
  await details.getByLabel('Model year').fill('2022');
  await details.getByRole('checkbox', { name: 'Air conditioning' }).check();
  await details.getByRole('checkbox', { name: 'Charging points' }).check();

  const layout = page.getByRole('region', { name: 'Seat layout' });
  await layout
    .getByLabel('Start from a template')
    .selectOption({ label: 'Semi-luxury coach, 2+2 (53 seats)' });
  await layout.getByRole('button', { name: 'Use template' }).click();
  await expect(layout.getByText('53 seats', { exact: true })).toBeVisible();
  const grid = layout.getByRole('grid', { name: 'Seat layout, front at the top' });
  // Seat 2B becomes an empty cell (a wheelchair space, say): 52 seats.
  await grid.getByRole('button', { name: 'Row 3, seat 2B' }).click();
  await layout.getByRole('group', { name: 'Cell type' }).getByRole('button', { name: 'Empty' }).click();
  await expect(grid.getByRole('button', { name: 'Row 3, empty' }).nth(0)).toBeVisible();
  await expect(layout.getByText('52 seats', { exact: true })).toBeVisible();
  // Seat 1A is relabelled as painted on the bus.
  await grid.getByRole('button', { name: 'Row 2, seat 1A' }).click();
  await layout.getByLabel('Seat label').fill('VIP1');
  await expect(grid.getByRole('button', { name: 'Row 2, seat VIP1' })).toBeVisible();

  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByText(`Vehicle ${PLATE} added: now add its photos and documents`)).toBeVisible();
  await expect(page).toHaveURL(/\/vehicles\?vehicle=\d+/);
  await expect(page.getByRole('heading', { name: PLATE, level: 1 })).toBeVisible();

  // The driver.
  await page.goto('/fleet/drivers');
  await page.getByRole('link', { name: 'Add a driver' }).first().click();
  const driverForm = page.getByRole('form', { name: 'Driver details' });
  await driverForm.getByLabel('Full name').fill(DRIVER);
  await driverForm.getByRole('textbox', { name: 'Phone number' }).fill('754 321 987');
  await driverForm.getByLabel('Licence number').fill(`40${Date.now().toString().slice(-8)}`);
  await driverForm.getByLabel('Licence class').fill('C');
  await driverForm.getByLabel('Licence expires on').fill(tanzanianDate(700));
  await page.getByRole('button', { name: 'Add driver' }).click();
  await expect(page.getByText(`${DRIVER} added: now upload their driving licence`)).toBeVisible();

  // Their four documents, uploaded on /fleet/validation.
  await page.goto('/fleet/validation');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  const uploads: Array<[document: string, holder: string]> = [
    ['LATRA road service licence', PLATE],
    ['insurance', PLATE],
    ['inspection certificate', PLATE],
    ['driving licence', DRIVER],
  ];
  for (const [document, holder] of uploads) {
    await page.getByRole('button', { name: `Upload the ${document} of ${holder}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Document file').setInputFiles(documentPdf(`${holder} ${document}`));
    await dialog.getByLabel('Last day it is valid').fill(tanzanianDate(365));
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Replace the ${document} of ${holder}` })).toBeVisible();
  }

  // An administrator approves them through the API; the page then shows the vehicle ready.
  expect(await approveDocumentsOf(request, [PLATE, DRIVER])).toBe(4);
  await page.goto('/vehicles');
  const card = page.getByRole('article').filter({ hasText: PLATE });
  await expect(card.getByText('Ready for trips on sale')).toBeVisible();
  await expect(card.getByText('52 seats')).toBeVisible();
});

test('the transporter creates a route with three stops and their fares, and a schedule on sale', async ({
  page,
}) => {
  await signInAsTransporter(page);
  await page.goto('/trips?tab=routes');
  await page.getByRole('button', { name: 'New route' }).click();
  const editor = page.getByRole('form', { name: 'New route' });
  await editor.getByRole('button', { name: 'Add a stop' }).click();
  const stops = editor.getByRole('listitem').filter({ has: page.getByLabel('Town') });
  await expect(stops).toHaveCount(3);
  const towns: Array<[town: string, point: string, minutes: string]> = [
    [ORIGIN, 'Tanga bus terminal', '0'],
    [MIDDLE, 'Muheza stand', '45'],
    [DESTINATION, 'Lushoto market', '210'],
  ];
  for (const [index, [town, point, minutes]] of towns.entries()) {
    const stop = stops.nth(index);
    await stop.getByLabel('Town').fill(town);
    await stop.getByLabel('Boarding point').fill(point);
    await stop.getByLabel('Minutes after departure').fill(minutes);
  }
  // Muheza is a stop where passengers both board and get off.
  await stops.nth(1).getByRole('switch', { name: 'Passengers board here' }).check();
  await stops.nth(1).getByRole('switch', { name: 'Passengers get off here' }).check();
  await stops.nth(2).getByRole('switch', { name: 'Passengers board here' }).uncheck();
  await stops.nth(2).getByRole('switch', { name: 'Passengers get off here' }).check();
  await expect(editor.getByText('3 fares are missing (highlighted).')).toBeVisible();
  const fares: Array<[from: string, to: string, fare: string]> = [
    [ORIGIN, MIDDLE, '5000'],
    [ORIGIN, DESTINATION, '16000'],
    [MIDDLE, DESTINATION, '12000'],
  ];
  for (const [from, to, fare] of fares) {
    await editor
      .getByLabel(new RegExp(`^Fare from (Stop \\d: )?${from} to (Stop \\d: )?${to}, TZS$`))
      .fill(fare);
  }
  await expect(editor.getByText(/fares? (is|are) missing/)).toHaveCount(0);
  await editor.getByRole('button', { name: 'Create route' }).click();
  await expect(page.getByText(`${ROUTE_NAME} is saved.`)).toBeVisible();
  const route = page.getByRole('article').filter({ has: page.getByRole('heading', { name: ROUTE_NAME }) });
  await expect(route.getByText('TSh 5,000')).toBeVisible();

  // A schedule: every day from tomorrow to the day after at 08:00, on sale at once.
  await page.getByRole('tab', { name: 'Schedules' }).click();
  await page.getByRole('button', { name: 'New schedule' }).click();
  const schedule = page.getByRole('form', { name: 'New schedule' });
  await schedule.getByLabel('Route').selectOption({ label: ROUTE_NAME });
  await schedule.getByLabel('Vehicle').selectOption({ label: `${PLATE} · Yutong ZK6122H9 · 52 seats` });
  await schedule.getByLabel('Driver').selectOption({ label: DRIVER });
  await schedule.getByLabel('Departure time').fill('08:00');
  await schedule.getByLabel('First day').fill(FIRST_DAY);
  await schedule.getByLabel('Last day').fill(LAST_DAY);
  await expect(schedule.getByRole('checkbox', { name: 'Put its trips on sale at once' })).toBeChecked();
  await schedule.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByText('Schedule created: 2 trips.')).toBeVisible();

  await page.getByRole('tab', { name: 'Trips' }).click();
  await expect(
    page.getByRole('link', { name: `Manage the 08:00 trip on ${ROUTE_NAME}` }).first(),
  ).toBeVisible();
});

test('a traveler finds the trip from the home panel for part of the route, buys two seats and opens a ticket', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO.traveler, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);

  // The home panel in Trips mode: the destination is a town trips let passengers off at.
  await page.goto('/');
  const panel = page.getByRole('form', { name: 'Search safaris and trips' });
  await panel.getByRole('button', { name: 'Trips' }).click();
  await panel.getByRole('combobox', { name: 'Destination' }).fill(DESTINATION);
  await page
    .getByRole('option', { name: new RegExp(DESTINATION) })
    .first()
    .click();
  await panel.getByRole('button', { name: 'Find Trips' }).click();
  await expect(page).toHaveURL(/\/transport-search\?/);
  await expect(page.getByRole('heading', { name: 'Find a trip', level: 1 })).toBeVisible();

  // Boarding at Muheza, the route's middle stop.
  const form = page.getByRole('form', { name: 'Trip search' });
  await form.getByRole('combobox', { name: 'From' }).fill(MIDDLE);
  await form.getByRole('button', { name: 'Search trips' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${MIDDLE}`));
  const result = page
    .getByRole('article')
    .filter({ hasText: `${MIDDLE}` })
    .filter({ hasText: '08:45' })
    .filter({ hasText: 'TSh 12,000' })
    .first();
  await expect(result).toBeVisible();
  await lookAt(page, 'transport-search', testInfo);
  await result.getByRole('link').first().click();

  // The trip's page on the Muheza → Lushoto segment: pick two seats on the seat map.
  await expect(page).toHaveURL(/\/trips\/\d+/);
  tripPath = new URL(page.url()).pathname;
  const seatMap = page.getByRole('grid', { name: 'Seat map, front at the top' });
  await expect(seatMap).toBeVisible();
  await seatMap.getByRole('button', { name: /^Seat VIP1, .*free$/ }).click();
  await seatMap.getByRole('button', { name: /^Seat 1B, .*free$/ }).click();
  await expect(page.getByText('2 seats: VIP1, 1B')).toBeVisible();
  await lookAt(page, 'trip-detail', testInfo);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Checkout: the hold counts down; one passenger per seat; pay the full fare in the sandbox.
  await expect(page.getByText(/Seats held for/)).toBeVisible();
  const passengers = page.getByRole('form', { name: 'Passengers' });
  for (const [index, name] of PASSENGERS.entries()) {
    const seat = passengers.getByRole('group', { name: `Seat ${SEATS[index]}` });
    await seat.getByLabel('Full name').fill(name);
    await seat.getByRole('textbox', { name: 'Phone number' }).fill(`71234567${index}`);
  }
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Pay TSh 24,000' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();

  // The tickets: one per passenger, each with its number; Amina's opens with its QR.
  await expect(page.getByRole('heading', { name: 'Your seats are booked' })).toBeVisible();
  const tickets = page.getByRole('list', { name: 'Tickets' }).getByRole('listitem');
  await expect(tickets).toHaveCount(2);
  ticketNumbers = [];
  for (const name of PASSENGERS) {
    const text = await tickets.filter({ hasText: name }).innerText();
    ticketNumbers.push(text.match(/\b([A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3})\b/)![1]!);
  }
  await page.getByRole('link', { name: `Open the ticket of ${PASSENGERS[0]}, seat ${SEATS[0]}` }).click();
  await expect(page).toHaveURL(/\/trips\/tickets\//);
  await expect(page.getByRole('heading', { name: 'Passenger ticket' })).toBeVisible();
  const qr = page.getByRole('img', { name: /^QR code of ticket / });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(MIDDLE).first()).toBeVisible();
  await expect(page.getByText(DESTINATION).first()).toBeVisible();
  await lookAt(page, 'ticket', testInfo);
});

test('the transporter sees both passengers on the manifest and checks one in by ticket number', async ({
  page,
}, testInfo) => {
  expect(ticketNumbers, 'the traveler bought two tickets').toHaveLength(2);
  await signInAsTransporter(page);
  const tripId = tripPath.split('/').pop();
  await page.goto(`/trips/manage/${tripId}`);
  await expect(page.getByRole('heading', { name: ROUTE_NAME, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Boarding manifest' })).toBeVisible();
  await expect(page.getByText('2 passengers · 0 boarded · 2 to board · 0 no-show')).toBeVisible();
  // Both board at Muheza: listed under that stop with their seat, ticket number and destination.
  const muheza = page.getByRole('region', { name: MIDDLE });
  const rows = PASSENGERS.map((name) => muheza.getByRole('row').filter({ hasText: name }));
  for (const [index, row] of rows.entries()) {
    await expect(row.getByRole('cell', { name: SEATS[index], exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: ticketNumbers[index], exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: DESTINATION, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Booked', exact: true })).toBeVisible();
  }

  // The crew types Amina's ticket number: she is boarded, Baraka still to board.
  await page.getByRole('textbox', { name: 'Check in by ticket number' }).fill(ticketNumbers[0]!);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Checked in: seat ${SEATS[0]}, ${PASSENGERS[0]}` }),
  ).toBeVisible();
  await expect(rows[0]!.getByRole('cell', { name: /^Boarded \d{2}:\d{2}$/ })).toBeVisible();
  await expect(rows[1]!.getByRole('cell', { name: 'Booked', exact: true })).toBeVisible();
  await expect(page.getByText('2 passengers · 1 boarded · 1 to board · 0 no-show')).toBeVisible();
  await lookAt(page, 'manifest', testInfo);
});
