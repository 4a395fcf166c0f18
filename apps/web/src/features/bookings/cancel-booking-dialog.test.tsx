import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booking, refundQuote } from '../../test/fixtures';
import { mockApi, withQueryClient } from '../../test/render';
import { CancelBookingDialog } from './cancel-booking-dialog';

afterEach(() => vi.unstubAllGlobals());

describe('CancelBookingDialog', () => {
  it('shows the refund quote before anything is cancelled, and cancels only on confirmation', async () => {
    const calls = mockApi((method, path) => {
      if (path.endsWith('/refund-quote')) return [200, refundQuote];
      if (method === 'POST' && path.endsWith('/cancel'))
        return [200, { ...booking, status: 'cancelled', refunded_cents: 93_504 }];
      return [404, { detail: 'Not found', code: 'not_found' }];
    });
    const onClose = vi.fn();
    render(withQueryClient(<CancelBookingDialog bookingId={booking.id} open onClose={onClose} />));
    expect(await screen.findByTestId('refund-quote-amount')).toHaveTextContent('$935');
    expect(screen.getByText('−$39')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);

    await userEvent.type(screen.getByLabelText(/Reason/), 'Change of plans');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const cancelCall = calls.find((c) => c.method === 'POST' && c.path.endsWith('/cancel'));
    expect(cancelCall?.body).toEqual({ reason: 'Change of plans' });
  });

  it('closes on "Keep booking" without cancelling', async () => {
    const calls = mockApi(() => [200, refundQuote]);
    const onClose = vi.fn();
    render(withQueryClient(<CancelBookingDialog bookingId={booking.id} open onClose={onClose} />));
    await screen.findByTestId('refund-quote-amount');
    await userEvent.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('does not allow cancelling when the server says it cannot be cancelled', async () => {
    mockApi(() => [200, { ...refundQuote, can_cancel: false }]);
    render(withQueryClient(<CancelBookingDialog bookingId={booking.id} open onClose={() => {}} />));
    expect(await screen.findByText('This booking can no longer be cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
  });
});
