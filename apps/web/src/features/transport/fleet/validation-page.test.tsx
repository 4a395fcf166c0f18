import { todayInTanzania, addDays, FLEET_LIMITS } from '@dala/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/render';
import { FakeXhr, fleetDocument } from './fleet-test-data';
import ValidationPage from './validation-page';

const routes = [{ path: '/fleet/validation', Component: ValidationPage }];

const DOCUMENTS = [
  fleetDocument({ id: 1, kind: 'latra_licence', state: 'approved' }),
  fleetDocument({
    id: 2,
    kind: 'insurance',
    state: 'rejected',
    review_status: 'rejected',
    rejection_reason: 'The policy number is unreadable',
  }),
  fleetDocument({
    id: null,
    kind: 'inspection',
    state: 'missing',
    review_status: null,
    expires_on: null,
    original_name: null,
    uploaded_at: null,
    file_url: null,
  }),
  fleetDocument({
    id: 9,
    kind: 'driving_licence',
    state: 'expired',
    holder: { type: 'driver', id: 4, name: 'Juma Mwinyi' },
    expires_on: '2026-01-31',
  }),
];
const COUNTS = { approved: 1, rejected: 1, missing: 1, expired: 1, pending: 0, expiring: 0 };

function answer(path: string): [number, unknown] {
  const state = new URLSearchParams(path.split('?')[1]).get('state');
  return [200, { items: DOCUMENTS.filter((d) => !state || d.state === state), counts: COUNTS }];
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('/fleet/validation', () => {
  it('lists every document with its state, holder and expiry, what blocks sales first', async () => {
    mockApi((_m, path) => answer(path));
    renderRoutes(routes, '/fleet/validation');
    const list = await screen.findByRole('region', { name: 'Documents' });
    await within(list).findByText('Driving licence');
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Driving licence',
      'Insurance',
      'Inspection certificate',
      'LATRA road service licence',
    ]);
    expect(within(list).getByText('Expired on 31 Jan 2026', { exact: false })).toBeInTheDocument();
    expect(within(list).getByText('Rejected: The policy number is unreadable')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Juma Mwinyi' })).toHaveAttribute(
      'href',
      '/fleet/drivers?driver=4',
    );
    expect(
      within(list).getByRole('button', { name: 'Upload the inspection certificate of T 123 ABC' }),
    ).toBeInTheDocument();
    // Each state explained in a sentence.
    expect(screen.getByText(/Approved, and its last valid day is within 30 days/)).toBeInTheDocument();
    expect(screen.getByText(/Nothing uploaded yet/)).toBeInTheDocument();
  });

  it('filters by state through the URL and the API, with counts on each filter', async () => {
    const calls = mockApi((_m, path) => answer(path));
    const { router } = renderRoutes(routes, '/fleet/validation');
    const rejected = await screen.findByRole('button', { name: 'Rejected 1' });
    await userEvent.click(rejected);
    await waitFor(() => expect(router.state.location.search).toBe('?state=rejected'));
    expect(screen.getByRole('button', { name: 'Rejected 1' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByText('Driving licence')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Insurance' })).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/operator/fleet/documents?state=rejected');

    await userEvent.click(screen.getByRole('button', { name: 'Expiring soon 0' }));
    expect(await screen.findByText('No documents in the state “Expiring soon”')).toBeInTheDocument();
  });

  it('checks the file and expiry before uploading, then sends both and shows the server’s answer', async () => {
    mockApi((_m, path) => answer(path));
    renderRoutes(routes, '/fleet/validation');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(
      await screen.findByRole('button', { name: 'Upload the inspection certificate of T 123 ABC' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Inspection certificate of T 123 ABC' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    expect(await within(dialog).findByText('Choose the document file to upload')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the last day the document is valid')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);

    const big = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: FLEET_LIMITS.documentMaxBytes + 1 });
    await user.upload(within(dialog).getByLabelText('Document file'), big);
    expect(await within(dialog).findByText('Documents must be at most 10 MB')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Last day it is valid'), addDays(todayInTanzania(), -1));
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    expect(
      await within(dialog).findByText('This document has already expired: upload the current one'),
    ).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);

    // The server checks the content: its field message shows under the file.
    FakeXhr.answer = {
      status: 400,
      body: {
        detail: 'Validation failed',
        code: 'validation_error',
        fields: { file: ['Upload a PDF, JPEG, PNG or WebP file'] },
      },
    };
    const expires = addDays(todayInTanzania(), 200);
    await user.upload(
      within(dialog).getByLabelText('Document file'),
      new File(['%PDF-1.4'], 'inspection.pdf', { type: 'application/pdf' }),
    );
    const date = within(dialog).getByLabelText('Last day it is valid');
    await user.clear(date);
    await user.type(date, expires);
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    expect(await within(dialog).findByText('Upload a PDF, JPEG, PNG or WebP file')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Document file')).toHaveAttribute('aria-invalid', 'true');
    const sent = FakeXhr.sent[0]!;
    expect(sent.url).toBe('/api/operator/vehicles/7/documents/inspection');
    expect(sent.form.get('expires_on')).toBe(expires);
    expect((sent.form.get('file') as File).name).toBe('inspection.pdf');

    FakeXhr.answer = { status: 201, body: { ...DOCUMENTS[2], state: 'pending' } };
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(FakeXhr.sent).toHaveLength(2);
  });
});
