import { buttonClasses } from '../../components/ui/button';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../lib/i18n';

/**
 * Spec §2 error fallback: 'Something went wrong', the message, and a Reload Page button. Its texts
 * are in the bundled `common` namespace: an error page must not wait for (or fail on) a lazy load.
 */
export function ErrorFallback({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message =
    error instanceof Error && error.message ? messageText(error.message) : t('errorPage.unexpectedError');
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center"
    >
      <div
        aria-hidden
        className="flex size-14 items-center justify-center rounded-full bg-red-50 text-2xl text-red-700"
      >
        !
      </div>
      <h1 className="mt-4 text-2xl font-bold">{t('errorPage.somethingWentWrong')}</h1>
      <p className="mt-2 text-stone-600">{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={buttonClasses('primary', 'md', 'mt-8')}
      >
        {t('errorPage.reloadPage')}
      </button>
    </div>
  );
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors outside the router (the router has its own errorElement). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled application error', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
