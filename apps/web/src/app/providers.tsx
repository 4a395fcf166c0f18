import { TOAST_DURATIONS_MS, TOAST_MAX_WIDTH_PX } from '@dala/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { AuthProvider } from '../features/auth';
import { AppErrorBoundary } from './errors/error-fallback';

/**
 * App-wide providers. Toasts per spec §9: at most 20 at once (react-hot-toast's own limit), max width
 * 350 px, bottom-center (the app-setup reading of spec §2), durations of TOAST_DURATIONS_MS.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
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
