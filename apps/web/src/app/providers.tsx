import { TOAST_DURATIONS_MS, TOAST_MAX_WIDTH_PX } from '@dala/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="bottom-center"
        toastOptions={{
          duration: TOAST_DURATIONS_MS.blank,
          success: { duration: TOAST_DURATIONS_MS.success },
          error: { duration: TOAST_DURATIONS_MS.error },
          style: { maxWidth: TOAST_MAX_WIDTH_PX },
        }}
      />
    </QueryClientProvider>
  );
}
