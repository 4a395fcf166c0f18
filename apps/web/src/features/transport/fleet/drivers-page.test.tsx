import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/render';
import DriversPage from './drivers-page';
import { driver, page } from './fleet-test-data';

const routes = [{ path: '/fleet/drivers', Component: DriversPage }];

afterEach(() => vi.unstubAllGlobals());

describe('/fleet/drivers', () => {
  it('lists each driver with phone, licence and the licence document’s state', async () => {
    mockApi(() => [200, page([driver()])]);
    renderRoutes(routes, '/fleet/drivers');
    const card = (await screen.findByRole('link', { name: 'Juma Mwinyi' })).closest('article') as HTMLElement;
    const inCard = within(card);
    expect(inCard.getByRole('link', { name: '+255754111222' })).toHaveAttribute('href', 'tel:+255754111222');
    expect(inCard.getByText('DL-4002211, class C1')).toBeInTheDocument();
    expect(inCard.getByText('31 Mar 2028')).toBeInTheDocument();
    expect(inCard.getByText('Pending review')).toBeInTheDocument();
    expect(
      inCard.getByText('Juma Mwinyi cannot drive a trip on sale until their driving licence is approved'),
    ).toBeInTheDocument();
  });

  it('calls for the first driver when there is none', async () => {
    mockApi(() => [200, page([])]);
    renderRoutes(routes, '/fleet/drivers');
    expect(await screen.findByText('No drivers yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first driver' })).toHaveAttribute(
      'href',
      '/fleet/drivers?driver=new',
    );
  });

  it('retires a driver after confirmation, and keeps the API’s refusal in the dialog', async () => {
    const refusal =
      'Juma Mwinyi is on 2 upcoming trips or schedules: give them another driver or cancel them first';
    mockApi((method) =>
      method === 'POST' ? [409, { detail: refusal, code: 'conflict' }] : [200, page([driver()])],
    );
    renderRoutes(routes, '/fleet/drivers');
    await userEvent.click(await screen.findByRole('button', { name: 'Retire Juma Mwinyi' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire Juma Mwinyi?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire driver' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/fleet/drivers?driver=new', () => {
  it('checks every field with the shared rules before sending', async () => {
    const calls = mockApi(() => [200, page([])]);
    renderRoutes(routes, '/fleet/drivers?driver=new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Licence number'), '!!');
    await user.click(screen.getByRole('button', { name: 'Add driver' }));
    expect(await screen.findByText('Enter the driver’s full name')).toBeInTheDocument();
    expect(screen.getByText('Enter the driver’s phone number')).toBeInTheDocument();
    expect(
      screen.getByText('Enter the driving licence number (4 to 30 letters and digits)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter the licence class, such as C or C1')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the driver with the composed phone number, then opens the saved driver', async () => {
    const saved = driver({ id: 15, full_name: 'Neema Kweka' });
    const calls = mockApi((method, path) => {
      if (method === 'POST') return [201, saved];
      if (path === '/operator/drivers/15') return [200, saved];
      return [200, page([])];
    });
    const { router } = renderRoutes(routes, '/fleet/drivers?driver=new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Neema Kweka');
    await user.type(screen.getByLabelText('Phone number'), '0754 111 222');
    await user.type(screen.getByLabelText('Licence number'), 'dl-77120');
    await user.type(screen.getByLabelText('Licence class'), 'c');
    await user.type(screen.getByLabelText('Licence expires on'), '2029-05-31');
    await user.click(screen.getByRole('button', { name: 'Add driver' }));
    await waitFor(() => expect(router.state.location.search).toBe('?driver=15'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      full_name: 'Neema Kweka',
      phone: '+255754111222',
      licence_number: 'DL-77120',
      licence_class: 'C',
      licence_expires_on: '2029-05-31',
    });
    expect(await screen.findByRole('heading', { name: 'Photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace the driving licence' })).toBeInTheDocument();
  });

  it('shows a taken licence number under its field', async () => {
    mockApi((method) =>
      method === 'POST'
        ? [
            409,
            {
              detail: 'Another of your drivers has licence number DL-4002211',
              code: 'conflict',
              fields: { licence_number: ['Another of your drivers has licence number DL-4002211'] },
            },
          ]
        : [200, page([])],
    );
    renderRoutes(routes, '/fleet/drivers?driver=new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Neema Kweka');
    await user.type(screen.getByLabelText('Phone number'), '754111222');
    await user.type(screen.getByLabelText('Licence number'), 'DL-4002211');
    await user.type(screen.getByLabelText('Licence class'), 'C');
    await user.type(screen.getByLabelText('Licence expires on'), '2029-05-31');
    await user.click(screen.getByRole('button', { name: 'Add driver' }));
    expect(
      await screen.findByText('Another of your drivers has licence number DL-4002211'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Licence number')).toHaveAttribute('aria-invalid', 'true');
  });
});
