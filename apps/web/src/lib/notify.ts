import type * as HotToast from 'react-hot-toast';
import type { ToastOptions, toast as hotToast } from 'react-hot-toast';

type Toast = typeof hotToast;

type ToastModule = typeof HotToast;

let loading: Promise<ToastModule> | undefined;
let announceLoaded: (module: ToastModule) => void = () => undefined;

/** Resolves with react-hot-toast once anything has loaded it (app/providers.tsx mounts the toaster then). */
export const toastModuleLoaded = new Promise<ToastModule>((resolve) => (announceLoaded = resolve));

/** react-hot-toast, imported once: by the first toast, or by the toaster when the browser is idle. */
export function loadToastModule(): Promise<ToastModule> {
  return (loading ??= import('react-hot-toast').then(
    (module) => {
      announceLoaded(module);
      return module;
    },
    (error: unknown) => {
      // A failed download is tried again with the next toast.
      loading = undefined;
      throw error;
    },
  ));
}

const loadToast = (): Promise<Toast> => loadToastModule().then((module) => module.toast);

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
