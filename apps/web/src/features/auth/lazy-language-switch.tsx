import { lazy, Suspense, type ComponentProps } from 'react';
import type { LanguageSwitch as EagerLanguageSwitch } from './language-switch';

const Switch = lazy(() => import('./language-switch').then((module) => ({ default: module.LanguageSwitch })));

/**
 * The language switch as the header, menu and footer place it: a chunk of its own, outside every page's
 * first load (issue 12's budget). The server renders it whole; the browser loads it as it takes the
 * header or footer over, and keeps the server's select on screen meanwhile.
 */
export function LanguageSwitch(props: ComponentProps<typeof EagerLanguageSwitch>) {
  return (
    <Suspense fallback={null}>
      <Switch {...props} />
    </Suspense>
  );
}
