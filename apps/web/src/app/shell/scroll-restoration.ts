import { useLayoutEffect, useRef } from 'react';
import { useNavigationType, type Location } from 'react-router';

const STORAGE_KEY = 'dala-scroll-positions';

/** Scroll position of each history entry (by location key), kept over reloads for the tab's life. */
let positions: Map<string, number> | null = null;

function savedPositions(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (stored && typeof stored === 'object') {
      for (const [key, y] of Object.entries(stored)) if (typeof y === 'number') positions.set(key, y);
    }
  } catch {
    // Storage unavailable or corrupt: start without saved positions.
  }
  return positions;
}

function persistPositions() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(savedPositions())));
  } catch {
    // Private mode or full storage: positions are kept for this page view only.
  }
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return Boolean(target);
}

/**
 * The browser's scroll behaviour for a client-side app: a new page starts at the top (or at its
 * `#hash`), Back and Forward return to where the reader was, and a reload keeps the position. A
 * `replace` that keeps the path (a page updating its own query string) leaves the scroll alone.
 * Runs when the page shown changes (`shown`: the location whose page is on screen).
 */
export function useScrollRestoration(shown: Location | null): void {
  const navigationType = useNavigationType();
  const previous = useRef<Location | null>(null);
  // The entry a tab opened on has no key of its own ('default'): its address stands in for one.
  const key = shown && (shown.key === 'default' ? `${shown.pathname}${shown.search}` : shown.key);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', persistPositions);
    return () => window.removeEventListener('pagehide', persistPositions);
  }, []);

  // Layout effects, so the listener of the page left is gone before the browser clamps the scroll to
  // the new page's height.
  useLayoutEffect(() => {
    if (!shown || !key) return;
    const before = previous.current;
    previous.current = shown;
    const saved = savedPositions().get(key);
    if (!before) {
      // First page of this document: a reload returns to where the reader was.
      if (saved !== undefined) window.scrollTo(0, saved);
      else scrollToHash(shown.hash);
    } else if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (scrollToHash(shown.hash)) {
      // At the anchor.
    } else if (!(navigationType === 'REPLACE' && before.pathname === shown.pathname)) {
      window.scrollTo(0, 0);
    }
    const save = () => void savedPositions().set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
    // `shown` changes with `key` (a new history entry is a new location object).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
