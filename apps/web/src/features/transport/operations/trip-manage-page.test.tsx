import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/render';
import { manifestFixture, seatMapFixture, tripFixture } from './operations-fixtures';
import TripManagePage from './trip-manage-page';

// The camera: a scan reads the text the test gives it.
const camera = vi.hoisted(() => ({ onText: null as ((text: string) => void) | null, stop: vi.fn() }));
vi.mock('./qr-camera', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  startQrCamera: vi.fn((_video: HTMLVideoElement, onText: (text: string) => void) => {
    camera.onText = onText;
    return Promise.resolve({ stop: camera.stop });
  }),
}));

beforeEach(() => {
  camera.onText = null;
  camera.stop.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const checkedIn = {
  passenger: {
    ...manifestFixture.stops[0]!.passengers[0]!,
    state: 'boarded',
    boarded_at: '2026-03-02T03:50:00.000Z',
  },
  already_boarded: false,
  message: 'Checked in: seat 1A, Amina Juma',
};

/** A 4x4 with seat 1A only: a passenger on 1B would lose their seat. */
const smallVehicle = {
  id: 9,
  plate: 'T 999 XYZ',
  make: 'Toyota',
  model: 'Land Cruiser',
  seat_count: 1,
  seat_layout: { cells: [[{ kind: 'seat', label: '1A' }]] },
};

function renderTrip(checkInAnswer: [number, unknown] = [200, checkedIn], manifest = manifestFixture) {
  const calls = mockApi((method, path) => {
    const key = `${method} ${path.split('?')[0]}`;
    if (key === 'GET /operator/vehicles')
      return [
        200,
        {
          items: [{ ...smallVehicle, id: 3, plate: 'T 123 ABC' }, smallVehicle],
          total: 2,
          page: 1,
          page_size: 100,
        },
      ];
    if (key === 'PUT /operator/trips/41')
      return [200, { trip: tripFixture, passengers_notified: 2, displaced_seats: ['1B'] }];
    if (key === 'GET /operator/trips/41') return [200, tripFixture];
    if (key === 'GET /operator/trips/41/manifest') return [200, manifest];
    if (key === 'GET /trips/41') return [200, seatMapFixture];
    if (key === 'GET /operator/vehicles' || key === 'GET /operator/drivers')
      return [200, { items: [], total: 0, page: 1, page_size: 100 }];
    if (key === 'POST /operator/trips/41/check-in') return checkInAnswer;
    return [404, { detail: 'Not found', code: 'not_found' }];
  });
  renderRoutes([{ path: '/trips/manage/:id', element: <TripManagePage /> }], '/trips/manage/41');
  return calls;
}

const checkIns = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/operator/trips/41/check-in').map((c) => c.body);

describe('Trip management — the trip', () => {
  it('shows the route with Tanzanian times, the vehicle and driver, the change log and the live seat map', async () => {
    renderTrip();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dar es Salaam → Arusha' }),
    ).toBeInTheDocument();
    // 04:00 UTC is 07:00 in Tanzania; Moshi 8 h later.
    expect(screen.getByText('07:00', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('15:00', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('T 123 ABC · Yutong ZK6122')).toBeInTheDocument();
    expect(screen.getByText(/Ali Hassan → Juma Mrisho/)).toBeInTheDocument();
    // The passenger's name on their seat.
    expect(
      await screen.findByText(/^Seat 1A, \w+, taken, Amina Juma, Dar es Salaam → Arusha$/),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Seat 1C, \w+, free$/)).toBeInTheDocument();
  });
});

describe('Trip management — changes', () => {
  it('warns that passengers are told and which seats the new vehicle lacks, then sends only the change', async () => {
    const calls = renderTrip();
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
    const form = await screen.findByRole('form', { name: 'Change the trip' });
    await screen.findByRole('option', { name: /T 999 XYZ/ });
    expect(within(form).queryByText('Passengers are told')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText('Vehicle'), '9');
    expect(within(form).getByText('Passengers are told')).toBeInTheDocument();
    expect(within(form).getByText(/All 2 passengers with tickets are told/)).toBeInTheDocument();
    expect(
      within(form).getByText('T 999 XYZ has no seat 1B: that passenger is offered a full refund.'),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save and tell passengers' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ vehicle_id: 9 });
  });
});

describe('Trip management — manifest and check-in', () => {
  it('lists passengers by boarding stop with seat, name, phone, ticket and state', async () => {
    renderTrip();
    const stop = await screen.findByRole('region', { name: 'Dar es Salaam' });
    const rows = within(stop).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/1A.*Amina Juma.*\+255754000111.*K7M-3Q9-XPR.*Arusha.*Booked/);
    expect(rows[2]).toHaveTextContent(/1B.*Ali Said.*B2C-4D6-F8G.*Moshi.*Boarded 06:40/);
    expect(screen.getByText('2 passengers · 1 boarded · 1 to board · 0 no-show')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it("offers 'Message the traveler' once per booking, opening that booking's conversation", async () => {
    renderTrip();
    const stop = await screen.findByRole('region', { name: 'Dar es Salaam' });
    const rows = within(stop).getAllByRole('row');
    const [amina, ali] = manifestFixture.stops[0]!.passengers;
    expect(await within(rows[1]!).findByRole('link', { name: 'Message the traveler' })).toHaveAttribute(
      'href',
      `/messages/new?booking=${amina!.booking_id}`,
    );
    expect(within(rows[2]!).getByRole('link', { name: 'Message the traveler' })).toHaveAttribute(
      'href',
      `/messages/new?booking=${ali!.booking_id}`,
    );
  });

  it('gives the seats of one booking a single message link', async () => {
    const [first, second] = manifestFixture.stops[0]!.passengers;
    const group = {
      ...manifestFixture,
      stops: [
        {
          ...manifestFixture.stops[0]!,
          passengers: [first!, { ...second!, booking_id: first!.booking_id }],
        },
      ],
    };
    renderTrip(undefined, group);
    const stop = await screen.findByRole('region', { name: 'Dar es Salaam' });
    const rows = within(stop).getAllByRole('row');
    expect(await within(rows[1]!).findByRole('link', { name: 'Message the traveler' })).toBeInTheDocument();
    expect(within(stop).getAllByRole('link', { name: 'Message the traveler' })).toHaveLength(1);
  });

  it('checks a passenger in by the typed ticket number and says who', async () => {
    const calls = renderTrip();
    await userEvent.type(await screen.findByLabelText('Check in by ticket number'), 'k7m-3q9-xpr');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Checked in: seat 1A, Amina Juma')).toBeInTheDocument();
    expect(checkIns(calls)).toEqual([{ ticket_number: 'k7m-3q9-xpr' }]);
    expect(screen.getByLabelText('Check in by ticket number')).toHaveValue('');
  });

  it("shows the server's refusal under the ticket number", async () => {
    renderTrip([
      400,
      {
        detail: 'Check the ticket',
        code: 'bad_request',
        fields: { ticket_number: ['This ticket is for another trip'] },
      },
    ]);
    await userEvent.type(await screen.findByLabelText('Check in by ticket number'), 'ZZZ-ZZZ-ZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('This ticket is for another trip')).toBeInTheDocument();
    expect(screen.getByLabelText('Check in by ticket number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a number before sending anything', async () => {
    const calls = renderTrip();
    await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Type the ticket number')).toBeInTheDocument();
    expect(checkIns(calls)).toEqual([]);
  });

  it('checks in a scanned QR once, however long it stays in front of the camera', async () => {
    const calls = renderTrip();
    await userEvent.click(await screen.findByRole('button', { name: 'Scan QR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan a ticket' });
    await waitFor(() => expect(camera.onText).not.toBeNull());
    camera.onText!('DR1.signed-payload');
    camera.onText!('DR1.signed-payload');
    expect(await within(dialog).findByText('Checked in: seat 1A, Amina Juma')).toBeInTheDocument();
    camera.onText!('DR1.signed-payload');
    expect(checkIns(calls)).toEqual([{ qr: 'DR1.signed-payload' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(camera.stop).toHaveBeenCalled();
  });
});
