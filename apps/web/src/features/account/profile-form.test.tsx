import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../lib/api-client';
import { user } from '../../test/fixtures';
import { mockApi, withQueryClient } from '../../test/render';
import { AuthProvider } from '../auth';
import { ProfileForm } from './profile-form';

const USER = user({ phone_number: '+255712345678' });

beforeEach(() => tokenStore.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('profile form', () => {
  it('saves the preferred language with the profile and switches the site to it', async () => {
    const calls = mockApi((method, path, body) => {
      if (method === 'PUT' && path === '/users/me') return [200, { ...USER, ...(body as object) }];
      return [401, { detail: 'No refresh token found.', code: 'unauthenticated' }];
    });
    render(
      withQueryClient(
        <AuthProvider>
          <ProfileForm user={USER} />
        </AuthProvider>,
      ),
    );
    const language = await screen.findByLabelText('Language');
    expect(language).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'English' })).toBeInTheDocument();

    const userEvents = userEvent.setup();
    await userEvents.clear(screen.getByLabelText('First name'));
    await userEvents.type(screen.getByLabelText('First name'), 'Neema Grace');
    await userEvents.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      first_name: 'Neema Grace',
      phone_number: '+255712345678',
      preferred_language: 'en',
    });
    await waitFor(() => expect(localStorage.getItem('dala.language')).toBe('en'));
  });

  it("shows the server's message under the language when it refuses it", async () => {
    mockApi((method, path) => {
      if (method === 'PUT' && path === '/users/me')
        return [
          400,
          {
            detail: 'Validation failed',
            code: 'validation_error',
            fields: { preferred_language: ['auth.languageInvalid'] },
          },
        ];
      return [401, { detail: 'No refresh token found.', code: 'unauthenticated' }];
    });
    render(
      withQueryClient(
        <AuthProvider>
          <ProfileForm user={USER} />
        </AuthProvider>,
      ),
    );
    const userEvents = userEvent.setup();
    await userEvents.click(await screen.findByRole('button', { name: 'Save profile' }));
    const language = screen.getByLabelText('Language');
    await waitFor(() => expect(language).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Choose a supported language')).toBeInTheDocument();
    expect(localStorage.getItem('dala.language')).toBeNull();
  });
});
