import type { User } from '@dala/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../lib/api-client';
import { changeLanguage, i18n } from '../../lib/i18n';
import { user } from '../../test/fixtures';
import { mockApi, withQueryClient } from '../../test/render';
import { AuthProvider, useAuth } from './auth-context';
import { LanguageSwitch } from './language-switch';

function SignedIn({ as }: { as: User }) {
  const { acceptLogin } = useAuth();
  useEffect(() => void acceptLogin({ user: as, access_token: 'token' } as never), [acceptLogin, as]);
  return null;
}

beforeEach(() => tokenStore.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = 'dala_lang=; Path=/; Max-Age=0';
  await changeLanguage('en');
});

describe('the language switch', () => {
  it('names each language in itself and remembers a guest’s choice on the device', async () => {
    const calls = mockApi(() => [401, { detail: 'No refresh token found.', code: 'unauthenticated' }]);
    render(withQueryClient(<AuthProvider>{<LanguageSwitch />}</AuthProvider>));
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('option', { name: 'Kiswahili' })).toHaveAttribute('lang', 'sw');

    await userEvent.setup().selectOptions(select, 'sw');
    await waitFor(() => expect(i18n.language).toBe('sw'));
    expect(localStorage.getItem('dala.language')).toBe('sw');
    expect(document.cookie).toContain('dala_lang=sw');
    expect(document.documentElement.lang).toBe('sw');
    expect(screen.getByRole('combobox')).toHaveValue('sw');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves a signed-in user’s choice on the account', async () => {
    const calls = mockApi((method, path, body) => {
      if (method === 'PUT' && path === '/users/me') return [200, { ...user(), ...(body as object) }];
      return [401, { detail: 'No refresh token found.', code: 'unauthenticated' }];
    });
    render(
      withQueryClient(
        <AuthProvider>
          <SignedIn as={user({ preferred_language: 'en' })} />
          <LanguageSwitch />
        </AuthProvider>,
      ),
    );
    await userEvent.setup().selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'sw');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ preferred_language: 'sw' }),
    );
    await waitFor(() => expect(i18n.language).toBe('sw'));
    expect(document.cookie).toContain('dala_lang=sw');
  });
});
