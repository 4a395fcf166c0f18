import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPanel } from '../search';
import { Hero } from './hero';
import { DocumentTitle, PageSeo } from '../../components/document-head';
import { homePageMeta } from './home-seo';
import { i18n } from '../../lib/i18n';

// Everything below the search panel is its own chunk, outside the first load of /: the server's HTML
// shows it at once, and the browser takes it over when the chunk has arrived. The popular packages'
// hearts read the saved texts: they load with the chunk, not with the page.
const HomeSections = lazy(() =>
  Promise.all([import('./home-sections'), i18n.loadNamespaces('saved')]).then(([module]) => module),
);

/** The home page (spec §1), sections in the spec's order. */
export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <main id="main-content">
      <DocumentTitle>{t('pageTitle')}</DocumentTitle>
      <PageSeo build={import.meta.env.SSR ? homePageMeta : undefined} />
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
