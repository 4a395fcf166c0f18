import { Suspense, lazy, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { useTranslation } from 'react-i18next';

/** The offline state (issue 16): a chunk loaded only when a screen could not load with no network. */
const OfflineState = lazy(() => import('./offline-banner'));

/**
 * Whether the browser says it has no network (false from `navigator.onLine` is reliable), read as a
 * failed load renders: that failure is then "You are offline", not an error.
 */
export const browserOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/** A friendly empty or no-result state with an optional action. */
export function EmptyState({
  title,
  children,
  action,
  className,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        'flex flex-col items-center rounded-card border border-dashed border-sand-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      <div
        aria-hidden
        className="flex size-14 items-center justify-center rounded-full bg-primary-100 text-primary-700"
      >
        <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" strokeLinecap="round" />
        </svg>
      </div>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      {children && <div className="mt-2 max-w-md text-stone-600">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </section>
  );
}

/**
 * A failed load with a retry button. With no network, the offline state instead (every screen's load
 * error, in this one place): what still opens on this device, and a retry that runs by itself once the
 * network is back.
 */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  if (browserOffline()) {
    return (
      <Suspense fallback={null}>
        <OfflineState onRetry={onRetry} className={className} />
      </Suspense>
    );
  }
  return (
    <div
      role="alert"
      className={cn('rounded-card border border-red-200 bg-red-50 px-5 py-6 text-center', className)}
    >
      <p className="font-semibold text-red-800">{t('states.couldNotLoad')}</p>
      <p className="mt-1 text-sm text-red-700">{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
          {t('states.tryAgain')}
        </Button>
      )}
    </div>
  );
}
