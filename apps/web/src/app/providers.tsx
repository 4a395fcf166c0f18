import { TOAST_DURATIONS_MS, TOAST_MAX_WIDTH_PX } from '@dala/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { AuthProvider } from '../features/auth';
import { AppErrorBoundary } from './errors/error-fallback';

/** The query cache of the browser (one per page load) and of each server render. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/**
 * App-wide providers, the same in the browser and on the server (so the server's HTML is what the
 * browser's first render produces). Toasts per spec §9: at most 20 at once (react-hot-toast's own
 * limit), max width 350 px, bottom-center (the app-setup reading of spec §2), durations of
 * TOAST_DURATIONS_MS.
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
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider sessionHint={sessionHint}>{children}</AuthProvider>
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
        />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
