import { lazy, type ComponentProps } from 'react';
import { i18n } from '../../lib/i18n';
import type { ReviewCard as Card } from './components/review-card';

/** The card's chunk and the reviews texts, together. */
const LoadedCard = lazy(() =>
  Promise.all([import('./components/review-card'), i18n.loadNamespaces('reviews')]).then(([module]) => ({
    default: module.ReviewCard,
  })),
);

/**
 * One review as the safari page shows it (verified badge, stars, photos, the operator's reply), for
 * other features' pages (the company page): a chunk of its own with its texts, out of their first
 * load. The server renders it; place it inside a Suspense with a placeholder.
 */
export function ReviewCard(props: ComponentProps<typeof Card>) {
  return <LoadedCard {...props} />;
}
