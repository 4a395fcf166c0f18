import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../test/render';
import { LiveDealsPage } from './live-deals-page';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/deals', element: <LiveDealsPage /> }];
const deal = {
  id: 'd1',
  title: 'Kilele welcome: 10% off with a code',
  listing: {
    kind: 'safari',
    id: 7,
    title: '5-Day Serengeti Migration',
    currency: 'USD',
    slug: '5-day-serengeti-migration',
    location: 'Serengeti',
    operator_name: 'Kilele Safaris',
  },
  currency: 'USD',
  discount_kind: 'percent',
  percent_off: 10,
  amount_off_cents: null,
  original_cents: 129_900,
  deal_cents: 116_900,
  valid_to: '2026-12-14',
  travel_from: null,
  travel_to: null,
  code: 'KILELE10',
  max_uses: null,
  uses_left: null,
};

describe('LiveDealsPage', () => {
  it('lists live deals with the price before and after, the end date, the code and a link to book', async () => {
    mockApi(() => [200, { items: [deal], total: 1, page: 1, page_size: 12 }]);
    renderRoutes(routes, '/deals');
    const card = within(await screen.findByRole('article', { name: deal.title }));
    expect(card.getByText('10% off')).toBeInTheDocument();
    expect(card.getByTestId('deal-price')).toHaveTextContent('$1,169');
    expect(card.getByText('$1,299')).toBeInTheDocument();
    expect(card.getByText('14 Dec 2026')).toBeInTheDocument();
    expect(card.getByTestId('deal-code')).toHaveTextContent('KILELE10');
    expect(card.getByRole('link', { name: 'See and book' })).toHaveAttribute(
      'href',
      '/safaris/5-day-serengeti-migration',
    );
  });

  it('says so when there are no deals', async () => {
    mockApi(() => [200, { items: [], total: 0, page: 1, page_size: 12 }]);
    renderRoutes(routes, '/deals');
    expect(await screen.findByText('No deals right now')).toBeInTheDocument();
  });
});
