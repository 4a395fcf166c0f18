import { MAX_DOCUMENT_BYTES } from '@dala/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../lib/api-client';
import { tourOperator } from '../../test/fixtures';
import { mockApi, withQueryClient } from '../../test/render';
import { AuthProvider } from '../auth';
import VerificationPage from './verification-page';

const OPERATOR = {
  ...tourOperator(false),
  verification_status: 'not_submitted' as const,
  company_name: 'Crater Rim Safaris',
  phone_number: null,
};

/** The upload goes through XMLHttpRequest (for its progress): this one answers `answer`. */
class FakeXhr {
  static answer: { status: number; body: unknown } = { status: 200, body: OPERATOR };
  static sent: FormData[] = [];
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send(form: FormData) {
    FakeXhr.sent.push(form);
    this.status = FakeXhr.answer.status;
    this.responseText = JSON.stringify(FakeXhr.answer.body);
    queueMicrotask(() => this.onload?.());
  }
}

function renderPage() {
  mockApi((method, path) => {
    if (method === 'POST' && path === '/auth/token/refresh')
      return [200, { access_token: 't', refresh_expires_in: 86400, user: OPERATOR }];
    if (path === '/users/me') return [200, OPERATOR];
    if (path === '/users/me/documents') return [200, { items: [] }];
    return [404, { detail: 'Not found', code: 'not_found' }];
  });
  render(
    withQueryClient(
      // Signed in: the session hint cookie says the refresh cookie is there.
      <AuthProvider sessionHint>
        <MemoryRouter>
          <VerificationPage />
        </MemoryRouter>
      </AuthProvider>,
    ),
  );
}

const pdf = (name: string, size: number) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  tokenStore.clear();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('operator verification form', () => {
  it('checks the fields and each chosen document before anything is sent', async () => {
    renderPage();
    const user = userEvent.setup();
    const company = await screen.findByLabelText('Company name');
    expect(company).toHaveValue('Crater Rim Safaris');
    await user.clear(company);

    const license = screen.getByLabelText('Business licence');
    await user.upload(license, pdf('license.pdf', MAX_DOCUMENT_BYTES + 1));
    expect(screen.getByText('The file is too large: the maximum is 10 MB')).toBeInTheDocument();
    expect(license).toHaveAttribute('aria-invalid', 'true');
    expect(license).toHaveAttribute('aria-describedby', 'doc-business_license-error');

    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('The file is too large: the maximum is 10 MB')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);

    // Another file clears its error and shows its name and size.
    await user.upload(license, pdf('license-small.pdf', 2.5 * 1024 * 1024));
    expect(screen.queryByText('The file is too large: the maximum is 10 MB')).not.toBeInTheDocument();
    expect(screen.getByText('license-small.pdf · 2.5 MB')).toBeInTheDocument();
    expect(license).not.toHaveAttribute('aria-invalid');
  });

  it("sends the details and documents, and shows the server's field errors under their fields", async () => {
    FakeXhr.answer = {
      status: 400,
      body: {
        detail: 'Validation failed',
        code: 'validation_error',
        fields: { business_license: ['Only PDF, JPEG, PNG or WebP files are accepted'] },
      },
    };
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone number'), '754 111 222');
    await user.upload(screen.getByLabelText('Business licence'), pdf('license.pdf', 1024));
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));

    expect(await screen.findByText('Only PDF, JPEG, PNG or WebP files are accepted')).toBeInTheDocument();
    expect(screen.getByLabelText('Business licence')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const sent = FakeXhr.sent[0]!;
    expect(sent.get('company_name')).toBe('Crater Rim Safaris');
    expect(sent.get('phone_number')).toBe('+255754111222');
    expect((sent.get('business_license') as File).name).toBe('license.pdf');
    expect(sent.get('insurance_cert')).toBeNull();

    FakeXhr.answer = { status: 200, body: { ...OPERATOR, verification_status: 'pending' } };
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    await waitFor(() =>
      expect(screen.getByTestId('verification-status')).toHaveTextContent('Pending review'),
    );
  });
});

describe('what approval needs', () => {
  it('lists the required documents on file and still needed, and says approval waits for them', async () => {
    const pending = { ...OPERATOR, verification_status: 'pending' as const };
    mockApi((method, path) => {
      if (method === 'POST' && path === '/auth/token/refresh')
        return [200, { access_token: 't', refresh_expires_in: 86400, user: pending }];
      if (path === '/users/me') return [200, pending];
      if (path === '/users/me/documents')
        return [
          200,
          {
            items: [
              {
                id: 'd1',
                kind: 'business_license',
                original_name: 'license.pdf',
                content_type: 'application/pdf',
                size_bytes: 2048,
                uploaded_at: '2026-11-20T08:00:00.000Z',
                download_url: '/api/users/me/documents/d1',
              },
            ],
          },
        ];
      return [404, { detail: 'Not found', code: 'not_found' }];
    });
    render(
      withQueryClient(
        <AuthProvider sessionHint>
          <MemoryRouter>
            <VerificationPage />
          </MemoryRouter>
        </AuthProvider>,
      ),
    );
    const list = await screen.findByTestId('required-documents');
    expect(list).toHaveTextContent('On fileBusiness licence');
    expect(list).toHaveTextContent('Still neededIdentification document');
    expect(list).toHaveTextContent('OptionalInsurance certificate');
    expect(
      screen.getByText('Your account can be approved only once you upload: Identification document.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/working days/)).not.toBeInTheDocument();
  });
});
