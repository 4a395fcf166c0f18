import { AUTH_MESSAGES, MIN_LOADING_DISPLAY_MS, type LoginResponse, type User } from '@dala/shared';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { refreshState, silentRefresh, tokenStore } from '../../lib/api-client';
import { changeLanguage, i18n, messageText } from '../../lib/i18n';
import { fetchProfile, requestLogin, requestLogout } from './api/session';
import { hasSessionHint } from './session-hint';

export interface AuthContextValue {
  user: User | null;
  accessToken: string | null;
  /**
   * Startup still running, or finished less than 2 s ago (spec §4). Guards of signed-in screens wait
   * on this. False from the start when there is no session hint: no session start happens.
   */
  isLoading: boolean;
  /** Startup finished (without the 2 s minimum): the header and the guest pages can decide. */
  isStartupDone: boolean;
  /** A silent refresh is running. */
  isRefreshing: boolean;
  /** A user, an access token and finished loading (spec §4); or an offline session (below). */
  isAuthenticated: boolean;
  /**
   * Started with no network: the user is this device's last signed-in one (a kept minimal profile,
   * no token), so the screens kept for offline use (tickets, bookings, the manifest) open from the
   * cached answers. Ends when the network returns and the session is restored (or refused).
   */
  isOfflineSession: boolean;
  login(email: string, password: string, rememberMe?: boolean): Promise<User>;
  /** Signs in with a login answer obtained elsewhere (e.g. Google). */
  acceptLogin(answer: LoginResponse): User;
  logout(): Promise<void>;
  /** Replaces the current user (verification answer, profile update). */
  setUser(user: User): void;
  /** Merges fields into the current user (spec §7 PUT /users/me). */
  mergeUser(fields: Partial<User>): void;
  /** Loads the profile again from the server. */
  reloadUser(): Promise<User | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const useAccessToken = () => useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
const useIsRefreshing = () =>
  useSyncExternalStore(refreshState.subscribe, refreshState.isRefreshing, () => false);

/**
 * Session startup (spec §4), run only when the session hint says a refresh can succeed: with a token
 * and a user in memory, fetch the profile and fall back to a silent refresh; with no token, silent
 * refresh directly. Tokens live in memory only, so after a page load the refresh cookie is what
 * restores the session.
 */
async function startSession(currentUser: User | null): Promise<{ user: User | null; offline: boolean }> {
  if (tokenStore.get() && currentUser) {
    try {
      return { user: await fetchProfile(), offline: false };
    } catch {
      // fall through to a silent refresh
    }
  }
  const token = await silentRefresh();
  if (!token) {
    // No network (not a refused session): this device's last signed-in user, if it kept one.
    if (!refreshState.wasOffline()) return { user: null, offline: false };
    const { readStoredProfile, userFromProfile } = await import('../../lib/offline/stored-profile');
    const profile = readStoredProfile();
    return profile ? { user: userFromProfile(profile), offline: true } : { user: null, offline: false };
  }
  try {
    return { user: await fetchProfile(), offline: false };
  } catch {
    tokenStore.clear();
    return { user: null, offline: false };
  }
}

/**
 * Keeps the signed-in user's minimal profile for offline sessions; another account than the kept one
 * first drops the previous one's cached answers and queued requests.
 */
async function rememberUser(user: User): Promise<void> {
  // (Its own chunk, as everything offline: the first load does not carry it.)
  const { readStoredProfile, storeProfile } = await import('../../lib/offline/stored-profile');
  const previous = readStoredProfile();
  if (previous && previous.id !== user.id) {
    await import('../../lib/offline/private-data').then((m) => m.keepOnlyUser(user.id));
  }
  storeProfile(user);
}

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * Whether the session hint cookie is there (see session-hint.ts). Default: read from
   * document.cookie once, when the provider mounts (false without a document). The server passes
   * what the request's Cookie header says, so its render and the browser's first one agree.
   */
  sessionHint?: boolean;
}

export function AuthProvider({ children, sessionHint }: AuthProviderProps) {
  // Fixed for the provider's life: a sign-in later sets tokens and user directly.
  const [hinted] = useState(() => sessionHint ?? hasSessionHint());
  const [user, setUserState] = useState<User | null>(null);
  const [isOfflineSession, setOfflineSession] = useState(false);
  // Without a hint the visitor is anonymous at once: no refresh, no 2 s minimum.
  const [isStartupDone, setStartupDone] = useState(!hinted);
  const [minimumElapsed, setMinimumElapsed] = useState(!hinted);
  const accessToken = useAccessToken();
  const isRefreshing = useIsRefreshing();

  useEffect(() => {
    if (!hinted) return;
    let cancelled = false;
    const timer = window.setTimeout(() => setMinimumElapsed(true), MIN_LOADING_DISPLAY_MS);
    void startSession(null).then((loaded) => {
      if (cancelled) return;
      setUserState(loaded.user);
      setOfflineSession(loaded.offline);
      setStartupDone(true);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [hinted]);

  // An offline session: once the network is back, the session is restored (or found ended).
  useEffect(() => {
    if (!isOfflineSession) return;
    let live = true;
    const retry = () =>
      void startSession(null).then((loaded) => {
        if (!live || loaded.offline) return;
        setOfflineSession(false);
        setUserState(loaded.user);
      });
    window.addEventListener('online', retry);
    return () => {
      live = false;
      window.removeEventListener('online', retry);
    };
  }, [isOfflineSession]);

  // A user the server vouched for is kept (minimal profile) for the next offline start.
  useEffect(() => {
    if (user && !isOfflineSession) void rememberUser(user).catch(() => {});
  }, [user, isOfflineSession]);

  // The account's language wins over this device's last choice once the user is known.
  const preferredLanguage = user?.preferred_language;
  useEffect(() => {
    if (preferredLanguage && preferredLanguage !== i18n.resolvedLanguage)
      void changeLanguage(preferredLanguage);
  }, [preferredLanguage]);

  const acceptLogin = useCallback((answer: LoginResponse): User => {
    if (!answer?.user?.id || !answer.access_token) {
      tokenStore.clear();
      setUserState(null);
      throw new Error(AUTH_MESSAGES.loginNoUserData);
    }
    tokenStore.set(answer.access_token);
    setOfflineSession(false);
    setUserState(answer.user);
    return answer.user;
  }, []);

  const login = useCallback(
    async (email: string, password: string, rememberMe = false): Promise<User> => {
      tokenStore.clear();
      setUserState(null);
      const answer = await requestLogin({ email, password, remember_me: rememberMe });
      return acceptLogin(answer);
    },
    [acceptLogin],
  );

  const logout = useCallback(async () => {
    try {
      await requestLogout();
    } catch {
      // Signing out locally must happen whatever the server said.
    } finally {
      tokenStore.clear();
      setUserState(null);
      // Nothing private stays on the device: cached answers, queued requests, the kept profile.
      await import('../../lib/offline/private-data').then((m) => m.clearPrivateData()).catch(() => {});
      window.location.assign('/');
    }
  }, []);

  const mergeUser = useCallback((fields: Partial<User>) => {
    setUserState((current) => (current ? { ...current, ...fields } : current));
  }, []);

  const reloadUser = useCallback(async () => {
    try {
      const loaded = await fetchProfile();
      setUserState(loaded);
      return loaded;
    } catch {
      return null;
    }
  }, []);

  const isLoading = !isStartupDone || !minimumElapsed;
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      accessToken,
      isLoading,
      isStartupDone,
      isRefreshing,
      isAuthenticated: !!user && (!!accessToken || isOfflineSession) && !isLoading,
      isOfflineSession,
      login,
      acceptLogin,
      logout,
      setUser: setUserState,
      mergeUser,
      reloadUser,
    }),
    [
      user,
      accessToken,
      isLoading,
      isStartupDone,
      isRefreshing,
      isOfflineSession,
      login,
      acceptLogin,
      logout,
      mergeUser,
      reloadUser,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(messageText(AUTH_MESSAGES.useAuthOutsideProvider));
  return value;
}

/** True when the header may show signed-in items (startup done, user and token present). */
export function useIsSignedIn(): boolean {
  const { user, accessToken, isStartupDone, isOfflineSession } = useAuth();
  return isStartupDone && !!user && (!!accessToken || isOfflineSession);
}
