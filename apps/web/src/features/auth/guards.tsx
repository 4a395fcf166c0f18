import { AUTH_MESSAGES, safeRedirectPath, type User } from '@dala/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './auth-context';
import { FullScreenLoader } from '../../components/loading/loading-screens';

export interface GuardRequirements {
  /** Required user type(s). */
  userType?: User['type'] | User['type'][];
  /** Required operator type(s) (implies an operator account). */
  operatorType?: NonNullable<User['operator_type']> | NonNullable<User['operator_type']>[];
  /** Operators must be verified (is_verified), else /verification-required. */
  requireVerified?: boolean;
}

export type GuardDecision =
  | { kind: 'loading' }
  | { kind: 'login' }
  | { kind: 'unauthorized' }
  | { kind: 'verification' }
  | { kind: 'allow' };

const asList = <T,>(value: T | T[] | undefined): T[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

/**
 * Spec §4 guard order: loading, then unauthenticated, then role (user type, then operator type),
 * then verification.
 */
export function decideAccess(
  state: { isLoading: boolean; isAuthenticated: boolean; user: User | null },
  requirements: GuardRequirements,
): GuardDecision {
  if (state.isLoading) return { kind: 'loading' };
  if (!state.isAuthenticated || !state.user) return { kind: 'login' };
  const user = state.user;
  const userTypes = asList(requirements.userType);
  if (userTypes && !userTypes.includes(user.type)) return { kind: 'unauthorized' };
  const operatorTypes = asList(requirements.operatorType);
  if (
    operatorTypes &&
    (user.type !== 'operator' || !user.operator_type || !operatorTypes.includes(user.operator_type))
  ) {
    return { kind: 'unauthorized' };
  }
  if (requirements.requireVerified && !user.is_verified) return { kind: 'verification' };
  return { kind: 'allow' };
}

/** Layout route element: renders its child routes only for users that pass the guard. */
export function RequireAuth(requirements: GuardRequirements & { children?: ReactNode }) {
  const { isLoading, isAuthenticated, isRefreshing, user, accessToken } = useAuth();
  const { t } = useTranslation();
  const location = useLocation();
  // A silent refresh in the middle of a session: keep the page instead of bouncing to /login.
  const decision = decideAccess(
    { isLoading, isAuthenticated: isAuthenticated || (isRefreshing && !!user), user },
    requirements,
  );
  switch (decision.kind) {
    case 'loading':
      // A screen of room under the loader: the footer starts below the fold, so the page arriving
      // does not move it.
      return (
        <>
          <div aria-hidden className="min-h-dvh" />
          <FullScreenLoader message={t('shell.loadingApplication')} />
        </>
      );
    case 'login':
      return (
        <Navigate
          to="/login"
          replace
          state={{
            // A user whose token was dropped (the session ended elsewhere) is told why.
            message: user && !accessToken ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.signInRequired,
            from: `${location.pathname}${location.search}`,
          }}
        />
      );
    case 'unauthorized':
      return <Navigate to="/unauthorized" replace />;
    case 'verification':
      return <Navigate to="/verification-required" replace />;
    default:
      return requirements.children ?? <Outlet />;
  }
}

/**
 * Guest-only pages (/login, /register, /forgot-password): signed-in users go to `from` or /dashboard.
 * No 2 s minimum here (it is for the session start of signed-in screens): an anonymous visitor sees
 * the page at once. With a session hint the startup runs first; the page is laid out under the
 * loader meanwhile, so removing the loader moves nothing.
 */
export function GuestOnly() {
  const { isStartupDone, user, accessToken } = useAuth();
  const { t } = useTranslation();
  const location = useLocation();
  if (isStartupDone && user && accessToken) {
    const state = location.state as { from?: unknown } | null;
    const queryFrom = new URLSearchParams(location.search).get('from');
    return <Navigate to={safeRedirectTarget(state?.from ?? queryFrom)} replace />;
  }
  return (
    <>
      <Outlet />
      {!isStartupDone && <FullScreenLoader message={t('shell.loadingApplication')} />}
    </>
  );
}

/**
 * Where to go after signing in: `from` when it is a path of this site (the shared rule: no open
 * redirect through ?from=, and nothing the router would refuse), else `fallback`. The sign-in pages
 * themselves are never a destination.
 */
export function safeRedirectTarget(from: unknown, fallback = '/dashboard'): string {
  const path = safeRedirectPath(from);
  if (!path || path.startsWith('/login') || path.startsWith('/register')) return fallback;
  return path;
}
