import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../features/auth';
import { prewarmOfflineTrips, sendQueuedCheckIns } from '../features/transport';
import { whenIdle } from '../lib/idle';

/** How long a busy page may put the service worker's registration off. */
const REGISTER_IDLE_TIMEOUT_MS = 10_000;

/**
 * Offline use (issue 16), none of it in the first load: once the page is idle, the service worker is
 * registered (production builds only; it is built with them); once a user is signed in with the
 * network and the worker serves the page, what they will want offline is fetched for it to keep
 * (tickets and bookings, or today's manifests), and check-ins queued offline are sent.
 */
export function OfflineSupport() {
  const { user, accessToken, isOfflineSession } = useAuth();
  const client = useQueryClient();

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    return whenIdle(
      () => void import('../lib/offline/register-service-worker').then((m) => m.registerServiceWorker()),
      REGISTER_IDLE_TIMEOUT_MS,
      3000,
    );
  }, []);

  const online = !!user && !!accessToken && !isOfflineSession;
  // Once per signed-in user (a renewed token is the same session).
  const warmUser = online ? user : null;
  const warmUserId = warmUser?.id;
  useEffect(() => {
    if (!warmUser || !('serviceWorker' in navigator)) return;
    let live = true;
    const cancel = whenIdle(
      () =>
        void untilControlled().then(() => {
          if (!live || !navigator.onLine) return;
          void sendQueuedCheckIns(warmUser.id, client).catch(() => {});
          void prewarmOfflineTrips(warmUser).catch(() => {});
        }),
      REGISTER_IDLE_TIMEOUT_MS,
      3000,
    );
    return () => {
      live = false;
      cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per user, not per profile change
  }, [warmUserId, client]);

  return null;
}

/** Resolves once a service worker serves this page (what the page fetches then is what it keeps). */
function untilControlled(): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}
