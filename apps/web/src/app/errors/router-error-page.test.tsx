import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserNetwork } from '../../test/offline';
import { RouterErrorPage } from './router-error-page';

let network: ReturnType<typeof browserNetwork>;
beforeEach(() => {
  network = browserNetwork();
});
afterEach(() => network.restore());

describe("The router's error page", () => {
  it('is the offline state when a page could not load with no network, and reloads once it is back', async () => {
    network.go(false);
    render(
      <MemoryRouter>
        <RouterErrorPage error={new TypeError('Failed to fetch dynamically imported module')} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    await network.reconnect();
    // The page is loaded again (jsdom cannot reload: the retry shows as busy).
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
  });

  it('is the application error with a network', () => {
    render(
      <MemoryRouter>
        <RouterErrorPage error={new Error('Boom')} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });
});
