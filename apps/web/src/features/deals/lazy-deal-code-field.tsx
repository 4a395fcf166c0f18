import { Suspense, lazy, type ComponentProps } from 'react';
import { useHydrated } from '../../lib/hydration';
import { i18n } from '../../lib/i18n';
import type { DealCodeField as Field } from './deal-code-field';

/** The field's chunk and the deals texts, together: the field renders only once both are in. */
const LoadedField = lazy(() =>
  Promise.all([import('./deal-code-field'), i18n.loadNamespaces('deals')]).then(([module]) => ({
    default: module.DealCodeField,
  })),
);

/**
 * The deal code field of the safari and trip checkouts, loaded on demand: its chunk and texts are not
 * part of those pages' first load (first-load budget, README "Speed"). The server and the browser's
 * first render show nothing in its place (they agree); it appears once the page has been taken over.
 */
export function DealCodeField(props: ComponentProps<typeof Field>) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LoadedField {...props} />
    </Suspense>
  );
}
