import { lazy } from 'react';

/** What other features may use of `analytics` (import from here, never from its files). */
export { ListingViewBeacon } from './listing-view-beacon';

/**
 * The operator's dashboard summary, loaded when shown (wrap it in Suspense): the public detail pages
 * import this index for the view beacon and must not carry the analytics screens.
 */
export const OperatorAnalyticsSummary = /* @__PURE__ */ lazy(() =>
  import('./operator-summary').then((m) => ({ default: m.OperatorAnalyticsSummary })),
);
