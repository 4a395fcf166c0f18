import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/render';
import { routeFixture } from './operations-fixtures';
import { RouteEditor } from './route-editor';

afterEach(() => vi.unstubAllGlobals());

function renderEditor(route = null as typeof routeFixture | null, answer?: [number, unknown]) {
  const onDone = vi.fn();
  const calls = mockApi((method, path, body) => {
    if (method === 'POST' && path === '/operator/routes')
      return answer ?? [201, { ...routeFixture, ...(body as object) }];
    if (method === 'PUT' && path === `/operator/routes/${routeFixture.id}`)
      return answer ?? [200, routeFixture];
    return [404, { detail: 'Not found', code: 'not_found' }];
  });
  renderRoutes([{ path: '/trips', element: <RouteEditor route={route} onDone={onDone} /> }], '/trips');
  return { calls, onDone };
}

const stopCard = (number: number) => screen.getByRole('listitem', { name: new RegExp(`^Stop ${number}:`) });
const sent = (calls: ReturnType<typeof mockApi>) =>
  calls.find((c) => c.method === 'POST' || c.method === 'PUT')?.body as {
    stops: { place: string; minutes_from_departure: number; can_board: boolean; can_alight: boolean }[];
    fares: { board_pos: number; alight_pos: number; fare_tzs: number }[];
  };

describe('RouteEditor — stops', () => {
  it('adds, fills, reorders and removes stops with buttons, and sends them in that order', async () => {
    const { calls, onDone } = renderEditor();
    const user = userEvent.setup();
    await user.type(within(stopCard(1)).getByLabelText('Town'), 'Dar es Salaam');
    await user.type(within(stopCard(2)).getByLabelText('Town'), 'Arusha');
    await user.type(within(stopCard(2)).getByLabelText('Minutes after departure'), '600');
    expect(within(stopCard(2)).getByText('10 h 0 min')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a stop' }));
    await user.type(within(stopCard(3)).getByLabelText('Town'), 'Moshi');
    await user.type(within(stopCard(3)).getByLabelText('Minutes after departure'), '480');
    // Moshi goes between Dar es Salaam and Arusha.
    await user.click(screen.getByRole('button', { name: 'Move stop 3 up' }));
    expect(within(stopCard(2)).getByLabelText('Town')).toHaveValue('Moshi');
    expect(within(stopCard(3)).getByLabelText('Town')).toHaveValue('Arusha');
    expect(screen.getByRole('button', { name: 'Move stop 1 up' })).toBeDisabled();

    // A stop added by mistake, then removed.
    await user.click(screen.getByRole('button', { name: 'Add a stop' }));
    await user.click(screen.getByRole('button', { name: 'Remove stop 4' }));
    expect(screen.queryByRole('listitem', { name: /^Stop 4:/ })).not.toBeInTheDocument();

    for (const [from, to, fare] of [
      ['Dar es Salaam', 'Moshi', '40000'],
      ['Dar es Salaam', 'Arusha', '45,000'],
      ['Moshi', 'Arusha', '20000'],
    ] as const) {
      await user.type(screen.getByLabelText(`Fare from ${from} to ${to}, TZS`), fare);
    }
    await user.click(screen.getByRole('button', { name: 'Create route' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = sent(calls);
    expect(body.stops.map((s) => [s.place, s.minutes_from_departure, s.can_board, s.can_alight])).toEqual([
      ['Dar es Salaam', 0, true, false],
      ['Moshi', 480, true, true],
      ['Arusha', 600, false, true],
    ]);
    expect(body.fares).toEqual([
      { board_pos: 0, alight_pos: 1, fare_tzs: 40_000 },
      { board_pos: 0, alight_pos: 2, fare_tzs: 45_000 },
      { board_pos: 1, alight_pos: 2, fare_tzs: 20_000 },
    ]);
  });

  it('shows the rules broken under the stop that breaks them, and sends nothing', async () => {
    const { calls } = renderEditor();
    const user = userEvent.setup();
    await user.type(within(stopCard(1)).getByLabelText('Town'), 'Dar es Salaam');
    // The destination is left without a town and without minutes.
    await user.click(screen.getByRole('button', { name: 'Create route' }));
    expect(await within(stopCard(2)).findByText(/town/i, { selector: 'p' })).toBeInTheDocument();
    expect(within(stopCard(1)).queryByText(/town/i, { selector: 'p' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('keeps the stops of a route with trips on sale read-only', async () => {
    renderEditor({ ...routeFixture, stops_locked: true });
    expect(await screen.findByText(/its stops cannot change/)).toBeInTheDocument();
    expect(within(stopCard(1)).getByLabelText('Town')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add a stop' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Fare from Dar es Salaam to Moshi, TZS')).toBeEnabled();
  });
});

describe('RouteEditor — fare grid', () => {
  it('has a cell per sellable pair, highlights the missing ones and counts them', async () => {
    renderEditor({ ...routeFixture, fares: [{ board_pos: 0, alight_pos: 2, fare_tzs: 45_000 }] });
    const user = userEvent.setup();
    expect(screen.getByLabelText('Fare from Dar es Salaam to Arusha, TZS')).toHaveValue('45000');
    expect(screen.getByText('TSh 45,000')).toBeInTheDocument();
    const missing = screen.getByLabelText('Fare from Moshi to Arusha, TZS');
    expect(missing).toHaveValue('');
    expect(missing).toHaveAttribute('title', 'Fare missing');
    expect(missing.className).toContain('bg-primary-50');
    expect(screen.getByText('2 fares are missing (highlighted).')).toBeInTheDocument();
    // Arusha is no boarding stop: it has no row; Dar es Salaam is no alighting stop: no column.
    expect(screen.queryByLabelText(/^Fare from Arusha/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/to Dar es Salaam, TZS$/)).not.toBeInTheDocument();

    await user.type(missing, '20000');
    expect(missing.className).not.toContain('bg-primary-50');
    expect(screen.getByText('1 fare is missing (highlighted).')).toBeInTheDocument();
  });

  it('refuses to save with a fare missing or not a whole number of shillings, naming the pair', async () => {
    const { calls } = renderEditor({ ...routeFixture, fares: [] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Fare from Dar es Salaam to Moshi, TZS'), '400.5');
    await user.click(screen.getByRole('button', { name: 'Save route' }));
    const cell = screen.getByLabelText('Fare from Dar es Salaam to Moshi, TZS');
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent).join(' ')).toMatch(/Dar es Salaam.*Arusha/);
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it("puts the server's field errors on the cell and the stop they name", async () => {
    const { calls } = renderEditor(routeFixture, [
      400,
      {
        detail: 'Check the route',
        code: 'validation_error',
        fields: {
          'fares.1.fare_tzs': ['The fare from Dar es Salaam to Arusha is too high'],
          'stops.1.minutes_from_departure': ['Stop 2 comes before stop 1'],
        },
      },
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save route' }));
    expect(await screen.findByText('The fare from Dar es Salaam to Arusha is too high')).toBeInTheDocument();
    expect(screen.getByLabelText('Fare from Dar es Salaam to Arusha, TZS')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText('Fare from Moshi to Arusha, TZS')).not.toHaveAttribute('aria-invalid');
    expect(within(stopCard(2)).getByText('Stop 2 comes before stop 1')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(true);
  });
});
