import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../test/render';
import { ownProfile } from './company-fixtures';
import CompanyProfilePage from './company-profile-page';

afterEach(() => vi.unstubAllGlobals());

type Answer = [number, unknown];

function renderPage(answers: Record<string, Answer | ((body: unknown) => Answer)> = {}) {
  const calls = mockApi((method, path, body) => {
    const key = `${method} ${path.split('?')[0]}`;
    const answer = answers[key];
    if (answer) return typeof answer === 'function' ? answer(body) : answer;
    if (key === 'GET /company') return [200, ownProfile];
    return [404, { detail: 'Not found', code: 'not_found' }];
  });
  renderRoutes([{ path: '/company', element: <CompanyProfilePage /> }], '/company');
  return calls;
}

describe('CompanyProfilePage', () => {
  it("shows the saved profile, the initials mark and the public page's address", async () => {
    renderPage();
    expect(await screen.findByLabelText('Description')).toHaveValue('Small-group safaris from Arusha.');
    expect(screen.getByLabelText('Company name')).toBeDisabled();
    expect(screen.getByLabelText('Region')).toHaveValue('Arusha');
    expect(screen.getByLabelText('Year founded')).toHaveValue(2009);
    expect(screen.getByLabelText('Show this phone number on my public page')).toBeChecked();
    expect(screen.getByText('KS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview public page' })).toHaveAttribute(
      'href',
      '/operators/kilima-safaris',
    );
  });

  it('checks fields before sending, and shows the server’s field errors', async () => {
    const calls = renderPage({
      'PUT /company': [
        409,
        {
          detail: 'This page address is already used by another company',
          code: 'conflict',
          fields: { slug: ['This page address is already used by another company'] },
        },
      ],
    });
    const user = userEvent.setup();
    const slug = await screen.findByLabelText('Page address');
    await user.clear(slug);
    await user.type(slug, 'Bad Slug!');
    await user.clear(screen.getByLabelText('Contact email'));
    await user.click(screen.getByLabelText('Show this email on my public page'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('Use lower-case letters, digits and single hyphens (e.g. kilele-safaris)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter the email address to publish')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(slug);
    await user.type(slug, 'serengeti-sky');
    await user.click(screen.getByLabelText('Show this email on my public page'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('This page address is already used by another company'),
    ).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ slug: 'serengeti-sky', year_founded: 2009, publish_phone: true });
  });

  it('saves and suggests the address from the company name', async () => {
    const calls = renderPage({
      'PUT /company': (body) => [
        200,
        { ...ownProfile, ...(body as object), updated_at: '2026-11-21T10:00:00.000Z' },
      ],
    });
    const user = userEvent.setup();
    const slug = await screen.findByLabelText('Page address');
    await user.clear(slug);
    await user.type(slug, 'x-y');
    await user.click(screen.getByRole('button', { name: 'Use company name' }));
    expect(slug).toHaveValue('kilima-safaris');
    await user.selectOptions(screen.getByLabelText('Region'), 'Kilimanjaro');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ region: 'Kilimanjaro' });
  });

  it('an unverified operator is told the page is not public yet, and previews it', async () => {
    renderPage({ 'GET /company': [200, { ...ownProfile, is_verified: false }] });
    expect(await screen.findByText(/becomes public once your company is verified/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview public page' })).toHaveAttribute(
      'href',
      '/operators/kilima-safaris?preview',
    );
  });

  it('removes the logo only after a confirmation', async () => {
    const logo = { url: '/api/companies/logos/a.webp', srcset: '/api/companies/logos/a.webp 192w' };
    const calls = renderPage({
      'GET /company': [200, { ...ownProfile, logo }],
      'DELETE /company/logo': [200, { ...ownProfile, logo: null }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('Remove the logo?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    renderPage({ 'GET /company': [500, { detail: 'Server error', code: 'internal' }] });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
