import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPanel } from '../search';
import { Hero } from './hero';
import { DocumentTitle } from '../../components/document-head';

// Everything below the search panel is its own chunk, outside the first load of /: the server's HTML
// shows it at once, and the browser takes it over when the chunk has arrived.
const HomeSections = lazy(() => import('./home-sections'));

/** The home page (spec §1), sections in the spec's order. */
export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <main id="main-content">
      <DocumentTitle>{t('pageTitle')}</DocumentTitle>
      <Hero />
      <div className="relative z-20 mx-auto -mt-20 max-w-6xl px-4 sm:-mt-24 sm:px-6 lg:px-8">
        <SearchPanel />
      </div>
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
        <HomeSections />
      </Suspense>
    </main>
  );
}
