import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booking, detail, quote, user } from '../../test/fixtures';
import { mockApi, renderRoutes } from '../../test/render';
import BookingConfirmPage from './booking-confirm-page';

vi.mock('../auth', () => ({
  useAuth: () => ({ user: user({ phone_number: '+255712345678' }) }),
}));

afterEach(() => vi.unstubAllGlobals());

function renderDetails(createBooking: () => [number, unknown]) {
  const calls = mockApi((method, path) => {
    if (method === 'GET' && path === `/safaris/${detail.id}`) return [200, detail];
    if (method === 'POST' && path === `/safaris/${detail.id}/quote`) return [200, quote];
    if (method === 'POST' && path === '/bookings') return createBooking();
    if (method === 'GET' && path.startsWith('/bookings/')) return [200, booking];
    return [404, { detail: 'Not found', code: 'not_found' }];
  });
  renderRoutes(
    [{ path: '/booking/confirm', element: <BookingConfirmPage /> }],
    `/booking/confirm?safari=${detail.id}&departure=${quote.departure_id}&adults=2&children=1`,
  );
  return calls;
}

describe('BookingConfirmPage — lead traveler form', () => {
  it('checks the form with the shared schema before anything is sent', async () => {
    const calls = renderDetails(() => [201, booking]);
    const name = await screen.findByLabelText('Full name');
    expect(name).toHaveValue('Neema Mushi');
    await userEvent.clear(name);
    await userEvent.click(await screen.findByRole('button', { name: 'Hold my seats and continue' }));
    expect(await screen.findByText('Please accept the terms and the cancellation policy')).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/bookings')).toBe(false);
    // Ticking the box clears its error at once.
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    expect(screen.queryByText('Please accept the terms and the cancellation policy')).not.toBeInTheDocument();
  });

  it('sends the lead traveler with the booking and shows a server field error under its field', async () => {
    const calls = renderDetails(() => [
      422,
      {
        detail: 'Check the highlighted fields',
        code: 'validation_error',
        fields: { 'lead_traveler.email': ['This email cannot receive bookings'] },
      },
    ]);
    await screen.findByLabelText('Full name');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    const hold = screen.getByRole('button', { name: 'Hold my seats and continue' });
    await waitFor(() => expect(hold).toBeEnabled());
    await userEvent.click(hold);
    expect(await screen.findByText('This email cannot receive bookings')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/bookings');
    expect(sent?.body).toMatchObject({
      safari_id: detail.id,
      departure_id: quote.departure_id,
      adults: 2,
      children: 1,
      lead_traveler: { name: 'Neema Mushi', email: 'a@example.com', phone: '+255712345678' },
      accept_terms: true,
    });
  });
});
