import { PRIVATE_CACHE_PREFIX } from './cached-answers';
import { outbox } from './outbox';
import { clearStoredProfile } from './stored-profile';

/** Deletes the service worker's caches of private API answers (every user's, or all but `keep`'s). */
export async function deletePrivateCaches(keep?: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys().catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX) && name !== `${PRIVATE_CACHE_PREFIX}${keep}`)
      .map((name) => caches.delete(name).catch(() => false)),
  );
}

/**
 * Nothing private stays on the device (issue 16): on sign-out, when the session has ended (a refused
 * refresh) and before another account's session, the cached API answers, the queued requests and the
 * kept profile are deleted.
 */
export async function clearPrivateData(): Promise<void> {
  clearStoredProfile();
  await Promise.all([deletePrivateCaches(), outbox.clear()]);
}

/** Another account signed in: keeps only `userId`'s answers and queued requests. */
export async function keepOnlyUser(userId: string): Promise<void> {
  await Promise.all([deletePrivateCaches(userId), outbox.keepOnly(userId).catch(() => {})]);
}
