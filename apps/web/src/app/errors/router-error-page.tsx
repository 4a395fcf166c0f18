import { buttonClasses } from '../../components/ui/button';
import { Component, Suspense, lazy, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../lib/i18n';

/** Issue 16's offline state (components/ui/offline-banner.tsx, precached), loaded only when offline. */
const OfflineState = lazy(() => import('../../components/ui/offline-banner'));

/**
 * What a route shows when it throws while rendering or its page fails to load: spec §2's
 * 'Unexpected Application Error!' with a way out. Its texts are in the bundled `common` namespace, so
 * showing it never waits for a lazy load. With no network (a screen this device never loaded), the
 * offline state instead, which loads the page again once the network is back.
 */
export function RouterErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    return (
      <main className="mx-auto w-full max-w-xl px-4 py-12">
        <Suspense fallback={null}>
          <OfflineState onRetry={() => window.location.reload()} />
        </Suspense>
      </main>
    );
  }
  const message =
    error instanceof Error && error.message ? messageText(error.message) : t('errorPage.unexpectedError');
  return (
    <main
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center"
    >
      <h1 className="text-2xl font-bold">{t('errorPage.unexpectedApplicationError')}</h1>
      <p className="mt-2 text-stone-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses('primary')}>
          {t('errorPage.reloadPage')}
        </button>
        <a href="/" className={buttonClasses('secondary')}>
          {t('errorPage.goHome')}
        </a>
      </div>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The error is forgotten when this changes: navigating away from a broken page leaves it behind. */
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
  failedKey: string | null;
}

class RouteErrorBoundaryImpl extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedKey: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.failedKey === null) return { failedKey: props.resetKey };
    return state.failedKey === props.resetKey ? null : { error: null, failedKey: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route error', error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouterErrorPage error={this.state.error} />;
  }
}

/** Catches what a route's subtree throws and shows the router error page in its place. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundaryImpl resetKey={pathname}>{children}</RouteErrorBoundaryImpl>;
}
