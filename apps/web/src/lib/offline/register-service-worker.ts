/**
 * Registers the service worker (src/sw/sw.ts; built as /sw.js with the production build only). Loaded
 * as a chunk of its own once the page is idle (app/offline-support.tsx), so the first load carries
 * none of it.
 *
 * Updates: a new worker installs in the background and waits — it never reloads a page under someone
 * mid-booking. When the site is opened again and a worker is waiting, it is asked to take over: the
 * pages opened from then on are the new version's ("update on next load").
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', {
      scope: '/',
      updateViaCache: 'none',
    });
    registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
    return registration;
  } catch (error) {
    // No worker (private mode, blocked storage): the site works online as before.
    console.warn('Service worker registration failed', error);
    return null;
  }
}
