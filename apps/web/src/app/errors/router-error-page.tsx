import { buttonClasses } from '../../components/ui/button';
import { Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundPage from '../not-found-page';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../lib/i18n';

/**
 * The router's error element: unknown routes get the real 404 page; anything else thrown while
 * rendering or loading a route gets spec §2's 'Unexpected Application Error!' with a way out. Its
 * texts are in the bundled `common` namespace, so showing it never waits for a lazy load.
 */
export function RouterErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error && error.message
      ? messageText(error.message)
      : t('errorPage.unexpectedError');
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
