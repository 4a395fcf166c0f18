import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Whether the browser has taken the page over. A server-rendered page is visible (and clickable)
 * before its script has run; what must not act natively meanwhile (a form's submit button, which
 * would reload the page) asks `useHydrated()`. `<html data-hydrated>` says the same to tests and tools.
 */
/** The `<script type="application/json">` that carries a server-rendered page's state. */
export const SSR_STATE_ELEMENT_ID = 'dala-ssr-state';

// A page the browser renders itself (no server state: a signed-in screen, a test) is ours at once.
let hydrated = typeof document !== 'undefined' && !document.getElementById(SSR_STATE_ELEMENT_ID);
if (hydrated) document.documentElement.setAttribute('data-hydrated', '');
const listeners = new Set<() => void>();
// The address the server rendered, while the browser is still on it (null for a browser-rendered page).
const serverRenderedHref = hydrated || typeof location === 'undefined' ? null : location.href;

/** Called once the first render has been committed in the browser (app/providers.tsx). */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  document.documentElement.setAttribute('data-hydrated', '');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * True while a part of the page is taken over from the server's markup after the rest
 * (`HydrateWhenVisible`): the page is the browser's by then, but the part's first render must still
 * match its markup. (Preact does not patch attributes while it takes markup over: a submit button
 * rendered as one there would stay the server's plain button.)
 */
export const PartTakeoverContext = createContext(false);

/** False on the server and during the browser's first render of what the server rendered (they must
 * agree: the page's takeover, and a part's taken over later), true after. */
export function useHydrated(): boolean {
  const pageHydrated = useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
  const partTakingOver = useContext(PartTakeoverContext);
  return pageHydrated && !partTakingOver;
}

/**
 * Whether the browser still shows the page the server rendered: true from the load until the first
 * navigation — also after `markHydrated()`, since parts loaded lazily (`lazy()`) are taken over from
 * the server's markup later than the rest.
 */
export function isServerRenderedView(): boolean {
  return serverRenderedHref !== null && location.href === serverRenderedHref;
}
