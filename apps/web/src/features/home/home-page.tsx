import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPanel } from '../search';
import { Hero } from './hero';
import { DocumentTitle, PageSeo } from '../../components/document-head';
import { homePageMeta } from './home-seo';
import { i18n } from '../../lib/i18n';
import { HydrateWhenVisible } from '../../lib/hydrate-when-visible';

// Everything below the search panel is its own chunk, outside the first load of /: the server's HTML
// shows it at once, and the browser takes each section over as it nears the viewport. The popular
// packages' hearts read the saved texts: they load with the chunk, not with the page.
const loadHomeSections = () =>
  Promise.all([import('./home-sections'), i18n.loadNamespaces('saved')]).then(([module]) => module);
// In the browser the chunk is asked for as soon as this page's own chunk runs, not when the takeover
// reaches it: it arrives sooner, and the takeover's long task does not also start its downloads.
const homeSectionsOnTheWay = import.meta.env.SSR ? null : loadHomeSections();
const HomeSections = lazy(() => homeSectionsOnTheWay ?? loadHomeSections());

/** The home page (spec §1), sections in the spec's order. */
export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <main id="main-content">
      <DocumentTitle>{t('pageTitle')}</DocumentTitle>
      <PageSeo build={import.meta.env.SSR ? homePageMeta : undefined} />
      {/* Taken over one after the other, each in a task of its own (issue 12). */}
      <HydrateWhenVisible>
        <Hero />
      </HydrateWhenVisible>
      <div className="relative z-20 mx-auto -mt-20 max-w-6xl px-4 sm:-mt-24 sm:px-6 lg:px-8">
        <HydrateWhenVisible>
          <SearchPanel />
        </HydrateWhenVisible>
      </div>
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
        <HomeSections />
      </Suspense>
    </main>
  );
}
