import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../../lib/offline/outbox';
import { resetCachedAnswers } from '../../../lib/offline/cached-answers';
import { renderRoutes } from '../../../test/render';
import { manifestFixture, seatMapFixture, tripFixture } from './operations-fixtures';
import TripManagePage from './trip-manage-page';

const CONDUCTOR = '3f6c2a9e-1b2d-4c5e-8f90-123456789abc';

beforeEach(async () => {
  await outbox.clear();
  // The signed-in transporter's kept profile (an offline session has no token).
  localStorage.setItem(
    'dala.offline-profile',
    JSON.stringify({
      id: CONDUCTOR,
      first_name: 'Juma',
      last_name: 'Mrisho',
      type: 'operator',
      operator_type: 'transporter',
      is_verified: true,
      preferred_language: 'en',
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  resetCachedAnswers();
  localStorage.clear();
  await outbox.clear();
});

/** The service worker with no network: stored answers for the reads, nothing for the check-in. */
function offlineWithStoredAnswers() {
  const stored: Record<string, unknown> = {
    '/api/operator/trips/41': tripFixture,
    '/api/operator/trips/41/manifest': manifestFixture,
    '/api/trips/41': seatMapFixture,
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = stored[url];
    if ((init?.method ?? 'GET') !== 'GET' || answer === undefined) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json', 'x-dala-cached-at': '2026-03-02T03:30:00.000Z' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('The manifest offline', () => {
  it('says when it was last updated, and keeps a check-in made offline as waiting to send', async () => {
    const fetch = offlineWithStoredAnswers();
    renderRoutes([{ path: '/trips/manage/:id', element: <TripManagePage /> }], '/trips/manage/41');
    expect(await screen.findByRole('heading', { name: 'Boarding manifest' })).toBeInTheDocument();
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(
      /^You are offline — last updated 02 Mar 2026, \d{2}:\d{2}$/,
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Check in by ticket number' }), 'k7m-3q9-xpr');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(
      await screen.findByText(
        'No network: this check-in is saved on the phone and will be sent when the network returns.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 check-in waiting to send' })).toBeInTheDocument();
    const row = screen.getAllByRole('row').find((r) => within(r).queryByText('Amina Juma'))!;
    expect(within(row).getByText('Waiting to send')).toBeInTheDocument();
    // Queued once, for this conductor; nothing more was sent while offline.
    await waitFor(() => expect(outbox.items()).toHaveLength(1));
    expect(outbox.items()[0]).toMatchObject({
      userId: CONDUCTOR,
      kind: 'check-in',
      scope: '41',
      payload: { ticket_number: 'k7m-3q9-xpr' },
    });
    const posts = fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    expect(posts).toHaveLength(1);
  });
});
