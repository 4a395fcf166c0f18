import type { ToastOptions, toast as hotToast } from 'react-hot-toast';

type Toast = typeof hotToast;

let loading: Promise<Toast> | undefined;

/** react-hot-toast, imported once, on first use (the toaster itself mounts after hydration: app/providers.tsx). */
function loadToast(): Promise<Toast> {
  return (loading ??= import('react-hot-toast').then(
    (module) => module.toast,
    (error: unknown) => {
      // A failed download is tried again with the next toast.
      loading = undefined;
      throw error;
    },
  ));
}

function show(kind: 'blank' | 'error' | 'success', message: string, options?: ToastOptions): void {
  loadToast()
    .then((toast) => {
      if (kind === 'blank') toast(message, options);
      else toast[kind](message, options);
    })
    .catch(() => {
      // Without the module nothing can show a toast; the page itself carries on.
    });
}

/**
 * Toasts without react-hot-toast in the page's first load (~4.5 KiB gzip with goober): the same
 * toasts as `toast(…)`, `toast.error(…)` and `toast.success(…)`, shown once the module is there (it is
 * usually loaded already, with the toaster).
 */
export const notify = Object.assign(
  (message: string, options?: ToastOptions) => show('blank', message, options),
  {
    error: (message: string, options?: ToastOptions) => show('error', message, options),
    success: (message: string, options?: ToastOptions) => show('success', message, options),
  },
);
