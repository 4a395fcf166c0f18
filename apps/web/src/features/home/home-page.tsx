import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPanel } from '../search';
import { Hero } from './hero';
import { useNearViewport } from './reveal';

// Everything below the search panel loads when the traveler scrolls towards it, keeping the first load
// of / inside its 150 KB budget.
const HomeSections = lazy(() => import('./home-sections'));

/** The home page (spec §1), sections in the spec's order. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { ref, near } = useNearViewport<HTMLDivElement>('400px');
  return (
    <main id="main-content">
      <title>{t('pageTitle')}</title>
      <Hero />
      <div className="relative z-20 mx-auto -mt-20 max-w-6xl px-4 sm:-mt-24 sm:px-6 lg:px-8">
        <SearchPanel />
      </div>
      <div ref={ref} className="min-h-screen">
        {near && (
          <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
            <HomeSections />
          </Suspense>
        )}
      </div>
    </main>
  );
}
