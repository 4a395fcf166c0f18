import { LOADING_PHRASE_ROTATION_MS } from '@dala/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Logo } from '../logo';
import { Spinner } from '../ui/spinner';
import type { LoadingTipKind } from './loading-phrases';
import { useTranslation } from 'react-i18next';

/** One random start per page load; a server render starts at 0 (see useRotatingIndex). */
const randomStart = Math.random();
const noSubscription = () => () => {};

/**
 * Index of a random starting item, then the next one every `intervalMs`. The random start is what
 * the browser renders; a server render and the hydration that follows it use 0, so hydrating a
 * server-rendered loader finds the same text.
 */
function useRotatingIndex(length: number, intervalMs: number): number {
  const start = useSyncExternalStore(
    noSubscription,
    () => Math.floor(randomStart * length),
    () => 0,
  );
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTicks((n) => n + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return length > 0 ? (start + ticks) % length : 0;
}

/**
 * The full-screen loading screen (spec §2): spinner, logo and one of ten phrases rotating every 3 s
 * from a random start, with the given status message (e.g. 'Loading application...').
 */
export function FullScreenLoader({ message }: { message: string }) {
  const { t } = useTranslation();
  const phrases = t('loading.phrases', { returnObjects: true });
  const index = useRotatingIndex(phrases.length, LOADING_PHRASE_ROTATION_MS);
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-sand-50 px-6 text-center"
    >
      <Logo />
      <Spinner className="size-10 text-primary-600" />
      <div>
        <p className="text-lg font-semibold text-stone-900">{message}</p>
        <p className="mt-1 text-sm text-stone-600" data-testid="loading-phrase">
          {phrases[index]}
        </p>
      </div>
    </div>
  );
}

/** Which loading tips fit a path: safari pages, trip pages, or general ones. */
export function tipKindForPath(pathname: string): LoadingTipKind {
  if (/^\/(safaris|booking)/.test(pathname)) return 'safari';
  if (/^\/(trips|transport|fleet|vehicles)/.test(pathname)) return 'trip';
  return 'general';
}

/**
 * Inline loader for a lazy page whose code is still on its way, with a tip that fits the page. A
 * screen tall, so the footer starts below the fold and does not jump when the page arrives.
 */
export function PageLoader({ message, tipKind }: { message?: string; tipKind?: LoadingTipKind }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 py-16">
      <Spinner className="size-8 text-primary-600" />
      <p className="text-sm font-medium text-stone-600">{message ?? t('shell.loadingPage')}</p>
      {tipKind && (
        <div className="w-full max-w-md text-center">
          <LoadingTip kind={tipKind} />
        </div>
      )}
    </div>
  );
}

/** A rotating tip for safari, trip or general pages while their data loads. */
export function LoadingTip({ kind = 'general' }: { kind?: LoadingTipKind }) {
  const { t } = useTranslation();
  const tips = t(`loading.tips.${kind}`, { returnObjects: true });
  const index = useRotatingIndex(tips.length, LOADING_PHRASE_ROTATION_MS * 2);
  const tone =
    kind === 'trip'
      ? 'bg-trip-50 text-trip-800'
      : kind === 'safari'
        ? 'bg-primary-50 text-primary-900'
        : 'bg-sand-100 text-stone-700';
  // Room for the longest tip on a phone (three lines), so the rotation moves nothing below it.
  return (
    <p className={`min-h-[5.25rem] rounded-xl px-4 py-3 text-sm ${tone}`}>
      <span className="font-semibold">{t('loading.didYouKnow')}</span>
      {tips[index]}
    </p>
  );
}
