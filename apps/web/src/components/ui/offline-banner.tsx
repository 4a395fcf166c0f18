import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { formatTimestamp } from '../../lib/format';
import { readStoredProfile } from '../../lib/offline/stored-profile';
import { Button, ButtonLink } from './button';

/**
 * Offline (issue 16), the shared parts: the line of a screen that shows this device's copy of its
 * answer (`OfflineBanner`, `LastUpdatedBanner`), and what a screen says when it could not load with no
 * network (`OfflineState`: LoadError and the router's error page load it in place of an error). One
 * module, so one chunk: precached with the screens that open offline (they import it), and no first
 * load carries it (the error components load it when the browser is offline). Its texts are the
 * `errors` namespace's (precached too).
 */

/** The "no network" drawing (a struck-through signal) of the offline banner and the offline state. */
export function OfflineIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 2l20 20" />
      <path d="M8.5 16.5a5 5 0 0 1 7 0" />
      <path d="M5 12.9a10 10 0 0 1 5.2-2.8" />
      <path d="M19 12.9a10 10 0 0 0-2.3-1.6" />
      <path d="M2 8.8a15 15 0 0 1 4.2-2.6" />
      <path d="M22 8.8A15 15 0 0 0 10.7 5" />
      <path d="M12 20h.01" />
    </svg>
  );
}

/**
 * The line a screen shows when what it shows came from this device's offline copy (issue 16): "You
 * are offline — last updated 14 Dec 2026, 09:30". The screen writes the text (its own namespace), or
 * uses `LastUpdatedBanner` (below), which writes the shared one.
 */
export function OfflineBanner({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className={cn(
        'flex items-start gap-2 rounded-xl border border-sand-300 bg-sand-100 px-4 py-3 text-sm font-medium text-stone-800',
        className,
      )}
    >
      <OfflineIcon className="mt-0.5 size-4 shrink-0 text-stone-600" />
      <span>{children}</span>
    </p>
  );
}

/** How long the retry button shows it is busy once the network is back (the screen's answer ends it). */
export const RETRY_BUSY_MS = 10_000;

/**
 * "You are offline": the page loads again by itself once the network is back (`onRetry` is called
 * then), a retry button meanwhile, and what still opens on this device — a traveler's tickets and
 * bookings, a transporter's trips with their manifests — for whoever was last signed in here.
 */
export default function OfflineState({ onRetry, className }: { onRetry?: () => void; className?: string }) {
  const { t } = useTranslation(['errors', 'common']);
  const [retrying, setRetrying] = useState(false);
  const retry = useRef(onRetry);
  useEffect(() => {
    retry.current = onRetry;
  });
  useEffect(() => {
    const back = () => {
      if (!retry.current) return;
      setRetrying(true);
      retry.current();
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);
  useEffect(() => {
    if (!retrying) return;
    const timer = setTimeout(() => setRetrying(false), RETRY_BUSY_MS);
    return () => clearTimeout(timer);
  }, [retrying]);

  const profile = readStoredProfile();
  const traveler = profile?.type === 'traveler';
  const transporter = profile?.type === 'operator' && profile.operator_type === 'transporter';
  return (
    <section
      role="status"
      data-testid="offline-state"
      className={cn(
        'flex flex-col items-center rounded-card border border-sand-300 bg-sand-100 px-6 py-10 text-center',
        className,
      )}
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-white text-stone-600">
        <OfflineIcon className="size-7" />
      </div>
      <h2 className="mt-4 text-lg font-semibold">{t('offline.title')}</h2>
      <p className="mt-2 max-w-md text-stone-700">{t('offline.text')}</p>
      {(traveler || transporter) && (
        <>
          <p className="mt-4 max-w-md text-sm text-stone-700">
            {traveler ? t('offline.savedTraveler') : t('offline.savedTransporter')}
          </p>
          <div className="mt-3 flex flex-wrap justify-center gap-2">
            <ButtonLink to="/trips" variant="secondary" size="sm">
              {t('nav.Trips', { ns: 'common' })}
            </ButtonLink>
            {traveler && (
              <ButtonLink to="/bookings" variant="secondary" size="sm">
                {t('nav.Bookings', { ns: 'common' })}
              </ButtonLink>
            )}
          </div>
        </>
      )}
      {onRetry && (
        <Button size="sm" className="mt-6" busy={retrying} onClick={onRetry}>
          {t('states.tryAgain', { ns: 'common' })}
        </Button>
      )}
    </section>
  );
}

/**
 * "You are offline — last updated 14 Dec 2026, 09:30" when the answer a screen shows came from this
 * device's offline copy (`cachedAt`, from `useCachedAnswerDate`); nothing while it is fresh.
 */
export function LastUpdatedBanner({ cachedAt, className }: { cachedAt: string | null; className?: string }) {
  if (!cachedAt) return null;
  return (
    <Suspense fallback={null}>
      <LastUpdatedText cachedAt={cachedAt} className={className} />
    </Suspense>
  );
}

function LastUpdatedText({ cachedAt, className }: { cachedAt: string; className?: string }) {
  const { t } = useTranslation('errors');
  return (
    <OfflineBanner className={className}>
      {t('offline.lastUpdated', { time: formatTimestamp(cachedAt) })}
    </OfflineBanner>
  );
}
