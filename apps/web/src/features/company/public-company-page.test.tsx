import type { CompanyReview } from '@dala/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../test/render';
import { publicProfile } from './company-fixtures';
import PublicCompanyPage from './public-company-page';

const auth = vi.hoisted(() => ({ isAuthenticated: false }));
vi.mock('../auth/auth-context', () => ({
  useAuth: () => ({ ...auth, isLoading: false, isRefreshing: false, user: null }),
}));

afterEach(() => vi.unstubAllGlobals());

const review = (id: number, over: Partial<CompanyReview> = {}): CompanyReview => ({
  id,
  author_name: `Traveler ${id}`,
  rating: 5,
  title: `Review ${id}`,
  text: 'A fine week on the northern circuit.',
  photos: [],
  verified_booking: true,
  created_at: '2026-11-10T08:00:00.000Z',
  edited_at: null,
  reply: null,
  kind: 'safari',
  listing_title: 'Serengeti Migration Safari',
  listing_slug: 'serengeti-migration-safari',
  ...over,
});

function renderPage(path: string, answer: [number, unknown] = [200, publicProfile]) {
  const calls = mockApi(() => answer);
  const view = renderRoutes([{ path: '/operators/:slug', element: <PublicCompanyPage /> }], path);
  return { calls, ...view };
}

describe('PublicCompanyPage', () => {
  it('shows the company, its verified badge, details, packages and rating; no unpublished contact', async () => {
    renderPage('/operators/kilima-safaris');
    expect(await screen.findByRole('heading', { level: 1, name: /Kilima Safaris/ })).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 1 });
    expect(within(header).getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('KS')).toBeInTheDocument();
    expect(screen.getByText('TALA/TO/2024/0412')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+255754123456' })).toHaveAttribute('href', 'tel:+255754123456');
    expect(screen.queryByText(/@/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Safaris by Kilima Safaris' })).toBeInTheDocument();
    expect(screen.getAllByText('Serengeti Migration Safari').length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(document.title).toBe('Kilima Safaris — Dala Rides'));
  });

  it("lists a transporter's routes with departures linking to the trips", async () => {
    renderPage('/operators/twiga', [
      200,
      {
        ...publicProfile,
        slug: 'twiga',
        company_name: 'Twiga Coaches',
        operator_type: 'transporter',
        safaris: [],
        routes: [
          {
            route_id: 3,
            name: 'Arusha – Dar es Salaam',
            from: 'Arusha',
            to: 'Dar es Salaam',
            fare_tzs: 35000,
            departures: [{ trip_id: 41, departs_at: '2026-12-14T04:00:00.000Z' }],
          },
        ],
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Routes and next departures' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Arusha – Dar es Salaam' })).toBeInTheDocument();
    expect(screen.getByText('TSh 35,000 the whole route')).toBeInTheDocument();
    // Tanzania's clock: 04:00 UTC is 07:00 in Dar es Salaam.
    expect(screen.getByRole('link', { name: 'Departs 14 Dec 2026, 07:00' })).toHaveAttribute(
      'href',
      '/trips/41',
    );
  });

  it('moves a former address to the current one', async () => {
    const { router } = renderPage('/operators/kilima-old');
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/operators/kilima-safaris'));
  });

  it('an unknown or unverified operator is a not-found page', async () => {
    renderPage('/operators/nobody', [404, { detail: 'This operator could not be found', code: 'not_found' }]);
    expect(await screen.findByRole('heading', { name: 'Operator not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse safaris' })).toHaveAttribute('href', '/safaris-search');
  });

  it('lists as many reviews as it counts: the reply under a review, then more pages on request', async () => {
    const firstPage = [1, 2, 3, 4, 5, 6].map((id) =>
      review(
        id,
        id === 1
          ? {
              reply: {
                text: 'Asante sana!',
                replied_at: '2026-11-11T08:00:00.000Z',
                operator_name: 'Kilima Safaris',
              },
            }
          : {},
      ),
    );
    const calls = mockApi((_method, path) => {
      if (path.startsWith('/companies/kilima-safaris/reviews?')) {
        const page = Number(new URLSearchParams(path.split('?')[1]).get('page'));
        const items = page === 2 ? [7, 8, 9, 10, 11, 12].map((id) => review(id)) : [review(13)];
        return [200, { items, total: 13, page, page_size: 6 }];
      }
      return [200, { ...publicProfile, rating: { average: 4.7, count: 13 }, reviews: firstPage }];
    });
    renderRoutes([{ path: '/operators/:slug', element: <PublicCompanyPage /> }], '/operators/kilima-safaris');
    expect(await screen.findByText('13 reviews')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Review 1' })).toBeInTheDocument();
    expect(screen.getByText('Asante sana!')).toBeInTheDocument();
    expect(screen.getByText(/Reply from Kilima Safaris/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'on Serengeti Migration Safari' })[0]).toHaveAttribute(
      'href',
      '/safaris/serengeti-migration-safari',
    );
    expect(screen.getByText('Showing 6 of 13 reviews')).toBeInTheDocument();
    // Nothing more is asked for until the visitor wants it.
    expect(calls.some((c) => c.path.includes('/reviews'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('heading', { name: 'Review 12' })).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/companies/kilima-safaris/reviews?page=2&page_size=6');
    expect(screen.getByText('Showing 12 of 13 reviews')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('heading', { name: 'Review 13' })).toBeInTheDocument();
    expect(screen.getByText('Showing 13 of 13 reviews')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3, name: /^Review \d+$/ })).toHaveLength(13);
  });

  it('says so when there are no reviews, with no count to page through', async () => {
    renderPage('/operators/kilima-safaris', [200, { ...publicProfile, rating: { average: null, count: 0 } }]);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('the preview is asked with the session only, and says the page is not public yet', async () => {
    auth.isAuthenticated = true;
    renderPage('/operators/kilima-safaris?preview', [
      200,
      { ...publicProfile, is_public: false, is_verified: false },
    ]);
    expect(await screen.findByText(/Preview: this page becomes public/)).toBeInTheDocument();
    auth.isAuthenticated = false;
  });
});
