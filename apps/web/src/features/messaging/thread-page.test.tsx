import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../test/render';
import { conversation, message, thread } from './messaging-fixtures';
import ThreadPage from './thread-page';

afterEach(() => vi.unstubAllGlobals());

const id = '7d1a1c1e-1111-4a4a-8b8b-000000000001';
const routes = [{ path: '/messages/:id', element: <ThreadPage /> }];

describe('ThreadPage', () => {
  it('shows the subject and the messages as text, and marks the thread read on opening', async () => {
    const calls = mockApi((method, path) => {
      if (method === 'POST' && path.endsWith('/read')) return [200, { unread_total: 0 }];
      return [200, thread({ messages: [message(1), message(2, { body: '<img src=x onerror=alert(1)>' })] })];
    });
    renderRoutes(routes, `/messages/${id}`);
    expect(await screen.findByRole('heading', { name: 'Kilele Safaris' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View booking' })).toHaveAttribute(
      'href',
      '/bookings/0b6f3c52-8f0e-4c4a-9d69-0d6a1f2d9a11',
    );
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(log.querySelector('img')).toBeNull();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === `/messages/conversations/${id}/read`)).toBe(
        true,
      ),
    );
  });

  it('sends a trimmed message, shows it, and keeps a refused one in the box with the reason', async () => {
    let refuse = false;
    const calls = mockApi((method, path, body) => {
      if (method === 'POST' && path.endsWith('/messages')) {
        if (refuse)
          return [
            400,
            { detail: 'Write a message', code: 'validation_error', fields: { body: ['Write a message'] } },
          ];
        return [201, message(3, { body: (body as { body: string }).body, from_me: true })];
      }
      return [200, thread({ conversation: conversation({ unread_count: 0 }) })];
    });
    renderRoutes(routes, `/messages/${id}`);
    const box = await screen.findByLabelText('Your message');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(box, '  See you there  ');
    await userEvent.click(send);
    expect(await within(screen.getByRole('log')).findByText('See you there')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'See you there' });
    expect(box).toHaveValue('');

    refuse = true;
    await userEvent.type(box, 'Again{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message');
    expect(box).toHaveValue('Again');
  });

  it('loads earlier messages on demand', async () => {
    mockApi((_m, path) => {
      if (path.includes('before_seq=51'))
        return [200, thread({ messages: [message(50, { body: 'Much earlier' })], has_more: false })];
      return [
        200,
        thread({
          conversation: conversation({ unread_count: 0, message_count: 52 }),
          messages: [message(51), message(52)],
          has_more: true,
        }),
      ];
    });
    renderRoutes(routes, `/messages/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('Much earlier')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it("another party's or a missing conversation says so", async () => {
    mockApi(() => [404, { detail: 'Conversation not found', code: 'not_found' }]);
    renderRoutes(routes, `/messages/${id}`);
    expect(
      await screen.findByText('This conversation does not exist, or it is not yours.'),
    ).toBeInTheDocument();
  });
});
