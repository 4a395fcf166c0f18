import { buttonClasses } from '../../components/ui/button';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundPage from '../not-found-page';

/**
 * The router's error element: unknown routes get the real 404 page; anything else thrown while
 * rendering or loading a route gets spec §2's 'Unexpected Application Error!' with a way out.
 */
export function RouterErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error && error.message
      ? error.message
      : 'An unexpected error occurred';
  return (
    <main
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center"
    >
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-2 text-stone-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses('primary')}>
          Reload Page
        </button>
        <a href="/" className={buttonClasses('secondary')}>
          Go to the home page
        </a>
      </div>
    </main>
  );
}
