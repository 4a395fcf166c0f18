import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { HydrateWhenVisible } from '../../lib/hydrate-when-visible';
import { Header } from './header';
import { needsExtraTopPadding } from './nav-items';
import { useTranslation } from 'react-i18next';
import { usePageLoading } from '../page-loading';
import { useHydrated } from '../../lib/hydration';

// Far below the fold on every page: its code is a chunk of its own, fetched when the footer comes near
// the screen (the server renders it whole; until then its links are plain links).
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

// Shown only after scrolling: loaded once the page is the browser's, outside every page's first load.
const ScrollToTopButton = lazy(() =>
  import('./scroll-to-top').then((module) => ({ default: module.ScrollToTopButton })),
);

/** The app shell around every page: header, page, footer, and scroll-to-top (scroll restoration: route-view.tsx). */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loadingPage = usePageLoading();
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-dvh flex-col">
      {/* The header is taken over in a task of its own, apart from the page's (issue 12). */}
      <HydrateWhenVisible>
        <Header />
      </HydrateWhenVisible>
      {loadingPage && (
        <div role="status" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary-100">
          <div className="h-full w-1/3 animate-pulse bg-primary-600" />
          <span className="sr-only">{t('shell.loadingPage')}</span>
        </div>
      )}
      <div
        id="main"
        tabIndex={-1}
        className={cn('flex-1 outline-none', needsExtraTopPadding(pathname) && 'max-lg:pt-4')}
      >
        {/* The page is taken over in a task of its own too, after the shell's. */}
        <HydrateWhenVisible inTurn>
          <Outlet />
        </HydrateWhenVisible>
      </div>
      <HydrateWhenVisible className="[contain-intrinsic-size:auto_880px] [content-visibility:auto]">
        <Footer />
      </HydrateWhenVisible>
      {hydrated && (
        <Suspense fallback={null}>
          <ScrollToTopButton />
        </Suspense>
      )}
    </div>
  );
}
