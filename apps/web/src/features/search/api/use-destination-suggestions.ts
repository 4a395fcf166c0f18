import { DESTINATION_SUGGESTION_LIMIT, type SearchMode } from '@dala/shared';
import { useEffect, useState } from 'react';
import { callApi } from '../../../lib/api-client';

/** The text after the traveler stopped typing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** One line of the destination dropdown: a safari destination or a town trips stop at. */
export interface Suggestion {
  key: string;
  name: string;
  region: string;
  /** A safari destination's type ('Wildlife Safari'); null for a town. */
  type: string | null;
}

/** How long an answer is reused for the same text (as the query cache's staleTime did). */
const FRESH_MS = 5 * 60_000;
/** One more try after a failure (the app's query default), a second later. */
const RETRY_DELAY_MS = 1000;

/** Answers per mode and text, for this page load: reopening or retyping asks nothing again. */
const answers = new Map<string, { at: number; items: Suggestion[] }>();

/** The kept answer for a mode and text while it is fresh. */
function freshAnswer(key: string): Suggestion[] | undefined {
  const known = answers.get(key);
  return known && Date.now() - known.at < FRESH_MS ? known.items : undefined;
}

async function fetchSuggestions(mode: SearchMode, q: string, signal: AbortSignal): Promise<Suggestion[]> {
  const query = { q, limit: DESTINATION_SUGGESTION_LIMIT };
  if (mode === 'trip') {
    const towns = await callApi('GET /trips/towns', { query }, { signal });
    return towns.items
      .filter((town) => town.can_alight)
      .map((town) => ({ key: town.name, name: town.name, region: town.region, type: null }));
  }
  const destinations = await callApi('GET /destinations', { query }, { signal });
  return destinations.items.map((d) => ({ key: d.slug, name: d.name, region: d.region, type: d.type }));
}

interface SuggestionsState {
  /** The mode and text the last settled request was for. */
  key: string;
  /** The mode of `items` (a mode switch does not show the other mode's list). */
  mode: SearchMode;
  items: Suggestion[] | undefined;
  isError: boolean;
}

/**
 * The destination field's suggestions (spec §2): safari destinations from GET /api/destinations?q=,
 * or in Trips mode the towns trips on sale stop at (GET /api/trips/towns?q=). Nothing is asked until
 * the dropdown opens, so the home page's first load makes no request for either. A plain fetch with
 * local state and a small cache (not a TanStack query): the home page's first load then carries no
 * query code. While typing, the last answer stays until the next arrives.
 */
export function useDestinationSuggestions(text: string, enabled: boolean, mode: SearchMode = 'safari') {
  const q = useDebounced(text.trim(), 150);
  const key = `${mode}\n${q}`;
  const [state, setState] = useState<SuggestionsState>({ key: '', mode, items: undefined, isError: false });
  const cached = freshAnswer(key);

  useEffect(() => {
    if (!enabled || cached) return;
    const controller = new AbortController();
    const attempt = (retriesLeft: number): Promise<Suggestion[]> =>
      fetchSuggestions(mode, q, controller.signal).catch(async (error: unknown) => {
        if (retriesLeft === 0 || controller.signal.aborted) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        if (controller.signal.aborted) throw error;
        return attempt(retriesLeft - 1);
      });
    attempt(1).then(
      (items) => {
        answers.set(key, { at: Date.now(), items });
        if (!controller.signal.aborted) setState({ key, mode, items, isError: false });
      },
      () => {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, key, isError: true }));
      },
    );
    return () => controller.abort();
  }, [enabled, cached, key, mode, q]);

  const items = cached ?? (state.mode === mode ? state.items : undefined);
  return {
    data: items ? { items } : undefined,
    isFetching: enabled && !cached && state.key !== key,
    isError: !cached && state.key === key && state.isError,
  };
}
