import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/render';
import { routeFixture } from './operations-fixtures';
import { SchedulesSection } from './schedules-section';

afterEach(() => vi.unstubAllGlobals());

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, page_size: 100 });
const schedule = {
  id: 9,
  route_id: 7,
  route_name: 'Dar es Salaam → Arusha',
  vehicle: { id: 3, plate: 'T 123 ABC' },
  driver: { id: 5, full_name: 'Juma Mrisho' },
  weekdays: [1, 2, 3, 4, 5, 6],
  departure_time: '06:00',
  starts_on: '2026-03-02',
  ends_on: '2026-05-31',
  sales_cutoff_minutes: 120,
  status: 'active',
  upcoming_trips: 10,
  created_at: '2026-03-01T08:00:00.000Z',
};

function renderSchedules() {
  const calls = mockApi((method, path) => {
    const key = `${method} ${path.split('?')[0]}`;
    if (key === 'GET /operator/schedules') return [200, page([])];
    if (key === 'GET /operator/routes') return [200, page([routeFixture])];
    if (key === 'GET /operator/vehicles')
      return [200, page([{ id: 3, plate: 'T 123 ABC', make: 'Yutong', model: 'ZK6122', seat_count: 40 }])];
    if (key === 'GET /operator/drivers') return [200, page([{ id: 5, full_name: 'Juma Mrisho' }])];
    if (key === 'POST /operator/schedules')
      return [
        201,
        {
          schedule,
          created_trips: 10,
          skipped: [
            {
              date: '2026-03-04',
              departs_at: '2026-03-04T03:00:00.000Z',
              reason: 'driver_busy',
              conflicting_trip_id: 77,
            },
          ],
          unpublished_from: null,
        },
      ];
    return [404, { detail: 'Not found', code: 'not_found' }];
  });
  renderRoutes([{ path: '/trips', element: <SchedulesSection /> }], '/trips');
  return calls;
}

describe('Schedules', () => {
  it('creates a schedule on the chosen weekdays and says how many trips it made and which days it skipped', async () => {
    const calls = renderSchedules();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New schedule' }));
    const form = await screen.findByRole('form', { name: 'New schedule' });
    await within(form).findByRole('option', { name: 'Dar es Salaam → Arusha' });
    await user.selectOptions(within(form).getByLabelText('Route'), '7');
    await within(form).findByRole('option', { name: /T 123 ABC/ });
    await user.selectOptions(within(form).getByLabelText('Vehicle'), '3');
    await user.click(within(form).getByRole('checkbox', { name: 'Sun' }));
    await user.click(within(form).getByRole('button', { name: 'Create schedule' }));

    expect(await screen.findByText('Schedule created: 10 trips.')).toBeInTheDocument();
    expect(screen.getByText('1 day was skipped:')).toBeInTheDocument();
    expect(screen.getByText(/the driver is on another trip then/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See that trip' })).toHaveAttribute('href', '/trips/manage/77');
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      route_id: 7,
      vehicle_id: 3,
      driver_id: null,
      weekdays: [1, 2, 3, 4, 5, 6],
      publish: true,
    });
  });

  it('refuses a schedule without a weekday before sending it', async () => {
    const calls = renderSchedules();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New schedule' }));
    const form = await screen.findByRole('form', { name: 'New schedule' });
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) {
      await user.click(within(form).getByRole('checkbox', { name: day }));
    }
    await user.click(within(form).getByRole('button', { name: 'Create schedule' }));
    expect(await within(form).findByText('Choose at least one day of the week')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(false));
  });

  it('says how many trips ending a schedule cancelled and kept, one and many alike', async () => {
    // The toaster asks whether motion is reduced.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    mockApi((method, path) => {
      const key = `${method} ${path.split('?')[0]}`;
      if (key === 'GET /operator/schedules') return [200, page([schedule])];
      if (key === 'POST /operator/schedules/9/end')
        return [200, { schedule: { ...schedule, status: 'ended' }, cancelled_trips: 1, kept_trips: [] }];
      return [404, { detail: 'Not found', code: 'not_found' }];
    });
    renderRoutes(
      [
        {
          path: '/trips',
          element: (
            <>
              <SchedulesSection />
              <Toaster />
            </>
          ),
        },
      ],
      '/trips',
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'End the schedule of Dar es Salaam → Arusha' }),
    );
    await user.click(await screen.findByRole('button', { name: 'End schedule' }));
    expect(
      await screen.findByText('Schedule ended: 1 empty trip cancelled, 0 trips with passengers kept.'),
    ).toBeInTheDocument();
  });
});
