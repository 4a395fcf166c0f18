import type { AdminQueueOperator } from '@dala/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../test/fixtures';
import { mockApi, renderRoutes } from '../../test/render';
import OperatorQueuePage from './operator-queue-page';
import { adminRoutes } from './routes';

const routes = [{ path: '/admin/operators', Component: OperatorQueuePage }];

function operator(
  overrides: Partial<AdminQueueOperator> & { id: string; company: string },
): AdminQueueOperator {
  const { id, company, ...rest } = overrides;
  return {
    user: {
      ...user({ type: 'operator', operator_type: 'tour_operator' }),
      id,
      email: `${id}@example.com`,
      first_name: 'Neema',
      last_name: 'Mushi',
      phone_number: '+255712345678',
      company_name: company,
      verification_status: 'pending',
    },
    submitted_at: '2026-11-20T08:00:00.000Z',
    reviewed_at: null,
    documents: [
      {
        id: `${id}-license`,
        kind: 'business_license',
        original_name: 'license.png',
        content_type: 'image/png',
        size_bytes: 250_000,
        uploaded_at: '2026-11-20T08:00:00.000Z',
        download_url: `/api/admin/documents/${id}-license`,
      },
    ],
    company_address: 'Sokoine Road 12, Arusha',
    missing_documents: ['identification_doc'],
    disabled_at: null,
    ...rest,
  };
}

const INCOMPLETE = operator({ id: 'op1', company: 'Crater Rim Safaris' });
const COMPLETE = operator({
  id: 'op2',
  company: 'Tarangire Trails',
  missing_documents: [],
  documents: [
    ...INCOMPLETE.documents.map((d) => ({
      ...d,
      id: 'op2-license',
      download_url: '/api/admin/documents/op2-license',
    })),
    {
      id: 'op2-id',
      kind: 'identification_doc',
      original_name: 'passport.pdf',
      content_type: 'application/pdf',
      size_bytes: 90_000,
      uploaded_at: '2026-11-21T08:00:00.000Z',
      download_url: '/api/admin/documents/op2-id',
    },
  ],
});

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, page_size: 10 });

function api(
  extra: (method: string, path: string, body: unknown) => [number, unknown] | undefined = () => undefined,
) {
  return mockApi((method, path, body) => {
    const special = extra(method, path, body);
    if (special) return special;
    if (path.startsWith('/admin/operators?')) return [200, page([INCOMPLETE, COMPLETE])];
    if (path.startsWith('/admin/documents/')) return [200, {}];
    return [404, { detail: 'Not found', code: 'not_found' }];
  });
}

beforeEach(() => {
  // jsdom has no object URLs: the viewer's image gets a stand-in.
  URL.createObjectURL = vi.fn(() => 'blob:document');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/operators', () => {
  it('lists pending operators oldest first with company details, documents and what is missing', async () => {
    const calls = api();
    renderRoutes(routes, '/admin/operators');
    const crater = await screen.findByRole('article', { name: 'Crater Rim Safaris' });
    expect(calls[0]!.path).toBe('/admin/operators?status=pending&page=1&page_size=10');
    expect(within(crater).getByText('Sokoine Road 12, Arusha')).toBeInTheDocument();
    expect(within(crater).getByText('op1@example.com')).toBeInTheDocument();
    expect(within(crater).getByText('Business licence')).toBeInTheDocument();
    expect(within(crater).getByText('Missing before approval: Identification document')).toBeInTheDocument();
    // Approval is impossible until the identification document is on file.
    expect(within(crater).getByRole('button', { name: 'Approve' })).toBeDisabled();
    const tarangire = screen.getByRole('article', { name: 'Tarangire Trails' });
    expect(within(tarangire).getByText('The required documents are on file.')).toBeInTheDocument();
    expect(within(tarangire).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Waiting for review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows a document inline on View: an image as an image, a PDF in a frame', async () => {
    const calls = api();
    renderRoutes(routes, '/admin/operators');
    const tarangire = await screen.findByRole('article', { name: 'Tarangire Trails' });
    const [licenseView, passportView] = within(tarangire).getAllByRole('button', { name: 'View' });
    await userEvent.click(licenseView!);
    expect(
      await within(tarangire).findByRole('img', { name: 'Business licence uploaded by Tarangire Trails' }),
    ).toHaveAttribute('src', 'blob:document');
    expect(calls.some((c) => c.path === '/admin/documents/op2-license')).toBe(true);
    await userEvent.click(passportView!);
    expect(
      await within(tarangire).findByTitle('Identification document (PDF) uploaded by Tarangire Trails'),
    ).toHaveAttribute('src', 'blob:document');
    expect(calls.some((c) => c.path === '/admin/documents/op2-id')).toBe(true);
    // Hide folds it away again.
    await userEvent.click(within(tarangire).getAllByRole('button', { name: 'Hide' })[0]!);
    expect(within(tarangire).queryByRole('img')).not.toBeInTheDocument();
  });

  it('approves after a confirmation', async () => {
    const calls = api((method, path) =>
      method === 'POST' && path === '/admin/operators/op2/verify'
        ? [200, { ...COMPLETE.user, is_verified: true, verification_status: 'approved' }]
        : undefined,
    );
    renderRoutes(routes, '/admin/operators');
    const tarangire = await screen.findByRole('article', { name: 'Tarangire Trails' });
    await userEvent.click(within(tarangire).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Tarangire Trails?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve operator' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/admin/operators/op2/verify')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('rejects only with a reason, which is sent', async () => {
    const calls = api((method, path) =>
      method === 'POST' && path === '/admin/operators/op1/reject'
        ? [200, { ...INCOMPLETE.user, verification_status: 'rejected' }]
        : undefined,
    );
    renderRoutes(routes, '/admin/operators');
    const crater = await screen.findByRole('article', { name: 'Crater Rim Safaris' });
    await userEvent.click(within(crater).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Crater Rim Safaris?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject operator' }));
    expect(await within(dialog).findByText('Please give a reason for the rejection')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Upload your passport, please.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject operator' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        path: '/admin/operators/op1/reject',
        body: { reason: 'Upload your passport, please.' },
      }),
    );
  });

  it('says so when nothing waits, and shows the other lists on demand', async () => {
    const calls = mockApi(() => [200, page([])]);
    renderRoutes(routes, '/admin/operators');
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() =>
      expect(calls.at(-1)!.path).toBe('/admin/operators?status=rejected&page=1&page_size=10'),
    );
  });

  it('every console page is behind the admin guard (anyone else is sent to /unauthorized)', () => {
    const [guarded] = adminRoutes;
    expect((guarded!.element as { props: { userType?: string } }).props.userType).toBe('admin');
    expect(guarded!.children?.map((r) => r.path)).toEqual([
      'admin',
      'admin/operators',
      'admin/documents',
      'admin/users',
      'admin/users/:id',
      'admin/audit',
    ]);
  });
});
