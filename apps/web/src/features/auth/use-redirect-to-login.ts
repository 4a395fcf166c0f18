import { AUTH_MESSAGES } from '@dala/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from './auth-context';

/**
 * Spec §4 redirect-to-login helper: does nothing while loading or refreshing or when authenticated;
 * otherwise goes to /login with a message and `from` (default: the current path).
 */
export function useRedirectToLogin() {
  const { isLoading, isRefreshing, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (message: string = AUTH_MESSAGES.signInRequired, from?: string) => {
      if (isLoading || isRefreshing || isAuthenticated) return;
      navigate('/login', {
        state: { message, from: from ?? `${location.pathname}${location.search}` },
      });
    },
    [isLoading, isRefreshing, isAuthenticated, navigate, location.pathname, location.search],
  );
}
