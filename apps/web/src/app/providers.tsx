import { TOAST_DURATIONS_MS, TOAST_MAX_WIDTH_PX } from '@dala/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Toaster as ToasterType } from 'react-hot-toast';
import { AuthProvider } from '../features/auth';
import { markHydrated } from '../lib/hydration';
import { whenIdle } from '../lib/idle';
import { loadToastModule, toastModuleLoaded } from '../lib/notify';
import { AppErrorBoundary } from './errors/error-fallback';

/**
 * The query cache of the browser (one per page load) and of each server render. Requests are made
 * whatever the browser says of its network (`networkMode: 'always'`, issue 16): with none, the service
 * worker answers from this device's copy (tickets, bookings, manifests) and a check-in is queued on a
 * failed send; TanStack Query's default would instead hold every request — the screen on its skeleton,
 * the check-in on its spinner — from the browser's `offline` event until `online`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}

/**
 * App-wide providers, the same in the browser and on the server (so the server's HTML is what the
 * browser's first render produces).
 */
export function Providers({
  queryClient,
  sessionHint,
  children,
}: {
  queryClient: QueryClient;
  /** Whether a session may exist (the server reads it from the request; the browser from its cookie). */
  sessionHint?: boolean;
  children: ReactNode;
}) {
  // Effects run once the first render is committed: in the browser, the page is now ours.
  useEffect(markHydrated, []);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider sessionHint={sessionHint}>
          {children}
          <LazyOfflineSupport />
        </AuthProvider>
        <LazyToaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}

/**
 * The toasts' container (spec §9: at most 20 at once — react-hot-toast's own limit —, max width
 * 350 px, bottom-center as in the app-setup reading of spec §2, durations of TOAST_DURATIONS_MS).
 * It is fixed over the page and empty until a toast comes, so it is not part of the first load: the
 * server and the hydrating render leave it out, and the browser loads and mounts it later (an
 * effect, which runs the same under React and Preact), in document.body beside the rendered root
 * (whose elements stay exactly the server's). A `toast()` called before that waits in react-hot-toast's
 * store and shows once it mounts.
 */
/**
 * Offline use (app/offline-support.tsx) draws nothing and starts nothing before the page is idle, so
 * its module is not part of the first load either: it is loaded once the browser is idle (or after
 * OFFLINE_SUPPORT_IDLE_TIMEOUT_MS) and mounted then, after the takeover.
 */
const OFFLINE_SUPPORT_IDLE_TIMEOUT_MS = 5000;

function LazyOfflineSupport() {
  const [OfflineSupport, setOfflineSupport] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(
      () =>
        void import('./offline-support').then(
          (module) => live && setOfflineSupport(() => module.OfflineSupport),
          () => {},
        ),
      OFFLINE_SUPPORT_IDLE_TIMEOUT_MS,
      2000,
    );
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return OfflineSupport ? <OfflineSupport /> : null;
}

/** How long a busy browser may put the empty toaster off. */
const TOASTER_IDLE_TIMEOUT_MS = 5000;

function LazyToaster() {
  const [Toaster, setToaster] = useState<typeof ToasterType | null>(null);
  useEffect(() => {
    let live = true;
    // Mounted as soon as a toast loads the module (notify), else when the browser is idle: a page
    // that shows no toast does not spend its takeover on an empty container.
    void toastModuleLoaded.then((module) => {
      if (live) setToaster(() => module.Toaster);
    });
    const cancel = whenIdle(() => void loadToastModule().catch(() => {}), TOASTER_IDLE_TIMEOUT_MS, 2000);
    return () => {
      live = false;
      cancel();
    };
  }, []);
  if (!Toaster) return null;
  return createPortal(
    <Toaster
      position="bottom-center"
      toastOptions={{
        duration: TOAST_DURATIONS_MS.blank,
        success: { duration: TOAST_DURATIONS_MS.success },
        error: { duration: TOAST_DURATIONS_MS.error },
        loading: { duration: TOAST_DURATIONS_MS.loading },
        custom: { duration: TOAST_DURATIONS_MS.custom },
        style: { maxWidth: TOAST_MAX_WIDTH_PX },
      }}
    />,
    document.body,
  );
}
