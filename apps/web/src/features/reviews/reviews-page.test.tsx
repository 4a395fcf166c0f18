import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../test/fixtures';
import { mockApi, renderRoutes } from '../../test/render';
import AdminReviewsPage from './admin-reviews-page';
import { adminReview, invitation, myReview, page, receivedReview } from './reviews-fixtures';
import ReviewsPage from './reviews-page';

const auth = vi.hoisted(() => ({ type: 'traveler' as 'traveler' | 'operator' | 'admin' }));
vi.mock('../auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useAuth: () => ({ user: { ...user(), type: auth.type } }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  auth.type = 'traveler';
});

type Answer = [number, unknown];

function renderReviews(answers: Record<string, Answer | (() => Answer)> = {}, entry = '/reviews') {
  const calls = mockApi((method, path) => {
    const key = `${method} ${path.split('?')[0]}`;
    const answer = answers[key];
    if (answer) return typeof answer === 'function' ? answer() : answer;
    if (key === 'GET /reviews/invitations') return [200, page([invitation])];
    if (key === 'GET /reviews/mine') return [200, page([myReview])];
    if (key === 'GET /reviews/received') {
      return [
        200,
        {
          ...page([receivedReview]),
          listings: [
            { key: 'safari:7', kind: 'safari', title: 'Serengeti Great Migration Safari', review_count: 1 },
          ],
          rating_avg: 4.8,
          unreplied: 1,
        },
      ];
    }
    if (key === 'GET /admin/reviews') return [200, page([adminReview])];
    return [404, { detail: 'Not found', code: 'not_found' }];
  });
  renderRoutes(
    [
      { path: '/reviews', element: <ReviewsPage /> },
      { path: '/admin/reviews', element: <AdminReviewsPage /> },
    ],
    entry,
  );
  return calls;
}

describe('/reviews for a traveler', () => {
  it('lists finished bookings to review and their reviews, texts shown as text', async () => {
    renderReviews();
    expect(await screen.findByRole('heading', { name: 'My reviews', level: 1 })).toBeInTheDocument();
    const toWrite = await screen.findByRole('region', { name: 'Waiting for your review' });
    expect(within(toWrite).getByText('Serengeti Great Migration Safari')).toBeInTheDocument();
    expect(
      within(toWrite).getByRole('button', { name: 'Write a review of Serengeti Great Migration Safari' }),
    ).toBeEnabled();
    const yours = screen.getByRole('region', { name: 'Your reviews' });
    expect(await within(yours).findByText(/<b>and<\/b>/)).toBeInTheDocument();
    expect(within(yours).getByText('Verified booking')).toBeInTheDocument();
    expect(within(yours).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(yours).getByText(/You can edit it until 16 Dec 2026/)).toBeInTheDocument();
  });

  it('writes a review: the stars, title and text are checked, then sent', async () => {
    const calls = renderReviews({ 'POST /reviews': [201, { ...myReview, id: 12 }] });
    await userEvent.click(await screen.findByRole('button', { name: /Write a review of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(within(dialog).getByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(within(dialog).getByText('Give your review a title')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Great guide');
    await userEvent.type(
      within(dialog).getByLabelText('Your review'),
      'We saw the river crossing and the camp staff were lovely.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST' && c.path === '/reviews')?.body).toEqual({
      booking_id: invitation.booking_id,
      rating: 4,
      title: 'Great guide',
      text: 'We saw the river crossing and the camp staff were lovely.',
    });
  });

  it('shows the server’s refusal (already reviewed) in the dialog', async () => {
    renderReviews({
      'POST /reviews': [409, { detail: 'You have already reviewed this booking.', code: 'conflict' }],
    });
    await userEvent.click(await screen.findByRole('button', { name: /Write a review of/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Again');
    await userEvent.type(
      within(dialog).getByLabelText('Your review'),
      'Trying to review the same booking twice.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(await within(dialog).findByText('You have already reviewed this booking.')).toBeInTheDocument();
  });

  it('edits a review while allowed; a closed or hidden one says why', async () => {
    renderReviews({
      'GET /reviews/mine': [
        200,
        page([
          myReview,
          { ...myReview, id: 12, can_edit: false, title: 'Old one' },
          {
            ...myReview,
            id: 13,
            can_edit: false,
            hidden: true,
            hidden_reason: 'Personal details',
            title: 'Hidden one',
          },
        ]),
      ],
      'PATCH /reviews/11': [200, { ...myReview, title: 'Changed' }],
    });
    expect(
      await screen.findByText('Reviews can be edited within 30 days of writing them.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Hidden by our moderators: Personal details')).toBeInTheDocument();
    const edits = screen.getAllByRole('button', { name: /^Edit your review of/ });
    expect(edits).toHaveLength(1);
    await userEvent.click(edits[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit your review' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Unforgettable');
    expect(within(dialog).getByRole('radio', { name: '5 stars' })).toBeChecked();
  });

  it('a traveler with nothing yet sees the empty states; a failed load offers a retry', async () => {
    renderReviews({
      'GET /reviews/invitations': [200, page([])],
      'GET /reviews/mine': [500, { detail: 'Server error', code: 'internal' }],
    });
    expect(await screen.findByText('No finished trips waiting for a review.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/reviews for an operator', () => {
  it('shows received reviews with their figures, filters by rating, and replies once', async () => {
    auth.type = 'operator';
    const calls = renderReviews({
      'POST /reviews/21/reply': [
        200,
        {
          ...receivedReview,
          reply: { text: 'Asante!', replied_at: '2026-11-17T08:00:00.000Z', operator_name: 'Kilele Safaris' },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Reviews', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('4.8')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Rating'), '1');
    await waitFor(() =>
      expect(calls.some((c) => c.path.startsWith('/reviews/received') && c.path.includes('rating=1'))).toBe(
        true,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to Sarah T.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(screen.getByText('Write your reply')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your reply to Sarah T.'), 'Asante!');
    await userEvent.click(screen.getByRole('button', { name: 'Publish reply' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/reviews/21/reply')?.body).toEqual({
        text: 'Asante!',
      }),
    );
  });
});

describe('/admin/reviews', () => {
  it('hides a review only after a confirmation with a reason', async () => {
    auth.type = 'admin';
    const calls = renderReviews(
      { 'POST /admin/reviews/21/hide': [200, { ...adminReview, hidden: true, hidden_reason: 'Spam links' }] },
      '/admin/reviews',
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Hide the review “Unforgettable” by Sarah T.' }),
    );
    const tabs = screen.getByRole('navigation', { name: 'Admin console' });
    expect(within(tabs).getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(within(dialog).getByText('Give a reason (at least 3 characters)')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Spam links');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Spam links' });
  });

  it('sends an admin who opens /reviews to the moderation page', async () => {
    auth.type = 'admin';
    renderReviews();
    expect(await screen.findByRole('heading', { name: 'Review moderation' })).toBeInTheDocument();
  });
});
