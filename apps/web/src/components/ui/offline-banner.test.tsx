import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { browserNetwork, keepProfile } from '../../test/offline';
import { LastUpdatedBanner } from './offline-banner';
import { LoadError } from './states';

let network: ReturnType<typeof browserNetwork>;
beforeEach(() => {
  network = browserNetwork();
});
afterEach(async () => {
  network.restore();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

const renderError = (onRetry = vi.fn()) =>
  render(
    <MemoryRouter>
      <LoadError
        message="Unable to connect to the server. Please check your internet connection."
        onRetry={onRetry}
      />
    </MemoryRouter>,
  );

describe('LoadError', () => {
  it('is the load error while the browser has a network', () => {
    renderError();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load this");
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });

  it('is the offline state with no network: what still opens on this device, and a retry', async () => {
    keepProfile('traveler');
    network.go(false);
    const onRetry = vi.fn();
    renderError(onRetry);
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(
      screen.getByText('This page needs a connection. It loads again by itself when you are back online.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your tickets and bookings saved on this device still open:'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trips' })).toHaveAttribute('href', '/trips');
    expect(screen.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/bookings');
    // Not an error.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText("We couldn't load this")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('retries by itself once the network is back, busy meanwhile', async () => {
    network.go(false);
    const onRetry = vi.fn();
    renderError(onRetry);
    await screen.findByRole('heading', { name: 'You are offline' });
    await network.reconnect();
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
  });

  it('points a transporter to their trips and manifests; a guest to nothing it cannot have', async () => {
    keepProfile('transporter');
    network.go(false);
    const { unmount } = renderError();
    expect(
      await screen.findByText('Your trips and their manifests saved on this device still open:'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trips' })).toHaveAttribute('href', '/trips');
    expect(screen.queryByRole('link', { name: 'Bookings' })).not.toBeInTheDocument();
    unmount();

    localStorage.clear();
    renderError();
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says it in Swahili', async () => {
    keepProfile('traveler');
    await i18n.changeLanguage('sw');
    await i18n.loadNamespaces(['common', 'errors']);
    network.go(false);
    renderError();
    expect(await screen.findByRole('heading', { name: 'Huna mtandao' })).toBeInTheDocument();
    expect(
      screen.getByText('Ukurasa huu unahitaji mtandao. Utafunguka wenyewe utakaporudi mtandaoni.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Uhifadhi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jaribu tena' })).toBeInTheDocument();
  });
});

describe('LastUpdatedBanner', () => {
  it('says when the offline copy was last updated, and nothing for a fresh answer', async () => {
    const { rerender } = render(<LastUpdatedBanner cachedAt="2026-12-14T06:30:00.000Z" />);
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent(
      /^You are offline — last updated 14 Dec 2026, \d{2}:\d{2}$/,
    );
    rerender(<LastUpdatedBanner cachedAt={null} />);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  });
});
