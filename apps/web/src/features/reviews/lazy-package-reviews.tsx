import { Suspense, lazy, type ComponentProps } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { i18n } from '../../lib/i18n';
import type { PackageReviews as List } from './package-reviews';

/** The list's chunk (cards, paging, its query) and the reviews texts, together. */
const LoadedReviews = lazy(() =>
  Promise.all([import('./package-reviews'), i18n.loadNamespaces('reviews')]).then(([module]) => ({
    default: module.PackageReviews,
  })),
);

/**
 * A safari's reviews on its detail page, a chunk of its own below the fold: out of the page's first
 * load (README "Speed"), yet the server's HTML carries the latest reviews (the server renders the
 * chunk) and the browser takes them over once it has arrived. After a navigation in the browser, a
 * placeholder of a few cards holds their place meanwhile.
 */
export function PackageReviews(props: ComponentProps<typeof List>) {
  return (
    <Suspense
      fallback={
        <div className="mt-3 space-y-3" aria-busy="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      }
    >
      <LoadedReviews {...props} />
    </Suspense>
  );
}
