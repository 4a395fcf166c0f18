import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/render';
import { FakeXhr, page, vehicle } from './fleet-test-data';
import VehiclesPage from './vehicles-page';

const routes = [
  { path: '/vehicles', Component: VehiclesPage },
  { path: '/trips', element: null },
];

afterEach(() => vi.unstubAllGlobals());

describe('/vehicles', () => {
  it('calls for the first vehicle when there is none', async () => {
    mockApi(() => [200, page([])]);
    const { router } = renderRoutes(routes, '/vehicles');
    expect(await screen.findByText('No vehicles yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Add your first vehicle' }));
    await waitFor(() => expect(router.state.location.search).toBe('?vehicle=new'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a vehicle' })).toBeInTheDocument();
  });

  it('shows each vehicle with its class, seats, documents needing attention and sale readiness', async () => {
    const calls = mockApi(() => [200, page([vehicle()])]);
    renderRoutes(routes, '/vehicles');
    const card = (await screen.findByRole('link', { name: 'T 123 ABC' })).closest('article')!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('Yutong ZK6122H9, 2019')).toBeInTheDocument();
    expect(inCard.getByText(/Semi-luxury \(2\+2\) · 53 seats/)).toBeInTheDocument();
    expect(inCard.getByText('3 upcoming trips', { exact: false })).toBeInTheDocument();
    expect(inCard.getByText('Expired')).toBeInTheDocument();
    expect(inCard.getByText('Missing')).toBeInTheDocument();
    // The approved LATRA licence is not listed among what needs attention.
    expect(inCard.queryByText('LATRA')).not.toBeInTheDocument();
    expect(
      inCard.getByText('Vehicle T 123 ABC cannot be on a trip on sale: its insurance has expired'),
    ).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/operator/vehicles?status=active&page=1&page_size=100');
  });

  it('explains in the dialog why a vehicle on upcoming trips cannot be retired', async () => {
    const refusal =
      'Vehicle T 123 ABC is on 3 upcoming trips or schedules: move them to another vehicle or cancel them first';
    const calls = mockApi((method) =>
      method === 'POST' ? [409, { detail: refusal, code: 'conflict' }] : [200, page([vehicle()])],
    );
    renderRoutes(routes, '/vehicles');
    await userEvent.click(await screen.findByRole('button', { name: 'Retire vehicle T 123 ABC' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire vehicle T 123 ABC?' });
    expect(within(dialog).getByText(/This vehicle is on 3 upcoming trips/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire vehicle' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open your trips' })).toHaveAttribute('href', '/trips');
    expect(within(dialog).queryByRole('button', { name: 'Retire vehicle' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/operator/vehicles/7/retire')).toBe(true);
  });

  it('retires a vehicle after confirmation', async () => {
    let retired = false;
    const calls = mockApi((method, path) => {
      if (method === 'POST') {
        retired = true;
        return [200, vehicle({ status: 'retired' })];
      }
      return [200, page(retired && path.includes('status=active') ? [] : [vehicle({ upcoming_trips: 0 })])];
    });
    renderRoutes(routes, '/vehicles');
    await userEvent.click(await screen.findByRole('button', { name: 'Retire vehicle T 123 ABC' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/A retired vehicle cannot be put on trips any more/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire vehicle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No vehicles yet')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

describe('/vehicles?vehicle=new', () => {
  it('checks the details before sending anything', async () => {
    const calls = mockApi(() => [200, page([])]);
    renderRoutes(routes, '/vehicles?vehicle=new');
    await userEvent.click(await screen.findByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByText('Enter the make')).toBeInTheDocument();
    expect(screen.getByText('Enter the model')).toBeInTheDocument();
    expect(screen.getByText('Enter the model year, from 1950 to next year')).toBeInTheDocument();
    expect(screen.getByLabelText('Plate number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Some details need fixing')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('starts the layout from the class’s template, and sends the vehicle with its amenities and layout', async () => {
    const created = vehicle({ id: 12, plate: 'T 555 DLA', vehicle_class: 'luxury' });
    const calls = mockApi((method, path) => {
      if (method === 'POST') return [201, created];
      if (path === '/operator/vehicles/12') return [200, created];
      return [200, page([])];
    });
    const { router } = renderRoutes(routes, '/vehicles?vehicle=new');
    const user = userEvent.setup();
    // Semi-luxury by default: the 2+2 template.
    expect(await screen.findByText('53 seats')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Class'), 'luxury');
    expect(await screen.findByText('40 seats')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Plate number'), 't555dla');
    await user.type(screen.getByLabelText('Make'), 'Scania');
    await user.type(screen.getByLabelText('Model'), 'Marcopolo');
    await user.type(screen.getByLabelText('Model year'), '2021');
    await user.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Toilet' }));
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));

    await waitFor(() => expect(router.state.location.search).toBe('?vehicle=12'));
    const post = calls.find((c) => c.method === 'POST' && c.path === '/operator/vehicles');
    const body = post?.body as Record<string, unknown> & { seat_layout: { cells: unknown[][] } };
    expect(body).toMatchObject({
      plate: 't555dla',
      make: 'Scania',
      model: 'Marcopolo',
      year: 2021,
      vehicle_class: 'luxury',
      amenities: ['wifi', 'toilet'],
    });
    expect(body.seat_layout.cells.flat().filter((c) => (c as { kind: string }).kind === 'seat')).toHaveLength(
      40,
    );
    // The saved vehicle's editor: photos and documents now.
    expect(await screen.findByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeInTheDocument();
  });

  it('keeps an edited layout when the class changes', async () => {
    mockApi(() => [200, page([])]);
    renderRoutes(routes, '/vehicles?vehicle=new');
    const user = userEvent.setup();
    expect(await screen.findByText('53 seats')).toBeInTheDocument();
    // Turn the first seat into an aisle: the layout is no template now.
    await user.click(screen.getAllByRole('button', { name: /^Row \d+, seat / })[0]!);
    await user.click(screen.getByRole('button', { name: 'Aisle' }));
    expect(screen.getByText('52 seats')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Class'), 'luxury');
    expect(screen.getByText('52 seats')).toBeInTheDocument();
  });

  it('shows the server’s refusal under its field', async () => {
    mockApi((method) =>
      method === 'POST'
        ? [
            409,
            {
              detail: 'A vehicle with plate T 555 DLA is already registered',
              code: 'conflict',
              fields: { plate: ['A vehicle with plate T 555 DLA is already registered'] },
            },
          ]
        : [200, page([])],
    );
    renderRoutes(routes, '/vehicles?vehicle=new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Plate number'), 'T 555 DLA');
    await user.type(screen.getByLabelText('Make'), 'Scania');
    await user.type(screen.getByLabelText('Model'), 'Touring');
    await user.type(screen.getByLabelText('Model year'), '2020');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(
      await screen.findByText('A vehicle with plate T 555 DLA is already registered'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Plate number')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/vehicles?vehicle=7 photos', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('refuses a file that is no photo before uploading, and shows the server’s content check', async () => {
    mockApi(() => [200, vehicle()]);
    renderRoutes(routes, '/vehicles?vehicle=7');
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Upload photos');
    await user.upload(input, new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('brochure.pdf: Upload a JPEG, PNG or WebP photo')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);

    FakeXhr.answer = {
      status: 400,
      body: {
        detail: 'Validation failed',
        code: 'validation_error',
        fields: { file: ['This file is damaged or not really a photo'] },
      },
    };
    await user.upload(input, new File(['not a jpeg'], 'bus.jpg', { type: 'image/jpeg' }));
    expect(
      await screen.findByText('bus.jpg: This file is damaged or not really a photo'),
    ).toBeInTheDocument();
    expect(FakeXhr.sent[0]?.url).toBe('/api/operator/vehicles/7/photos');
    expect((FakeXhr.sent[0]?.form.get('file') as File).name).toBe('bus.jpg');
  });
});
