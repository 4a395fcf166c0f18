import { escapeHtml } from '@dala/shared';
import type { DehydratedState } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api-client';
import { SSR_STATE_ELEMENT_ID } from '../lib/hydration';

/** What the server hands to the browser with a rendered page: the query cache it rendered from. */
export interface SsrState {
  queries: DehydratedState;
}

const API_ERROR = '$apiError';

/**
 * The element that carries the state: JSON that is safe inside a `<script>` (no `<`, so no
 * `</script>`), and not run (the CSP allows no inline script), with API errors kept as errors (a
 * listing the server found missing stays "not available", not a skeleton).
 */
export function ssrStateElement(state: SsrState, language: string): string {
  const json = JSON.stringify(state, (_key, value: unknown) =>
    value instanceof ApiRequestError
      ? { [API_ERROR]: { message: value.message, status: value.status, body: value.body } }
      : value,
  ).replace(/</g, '\\u003c');
  // data-lang: the language the page was rendered in, which the browser takes it over in (lib/i18n).
  return `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}" data-lang="${escapeHtml(language)}">${json}</script>`;
}

/** The state of the page the server rendered, or null when the page is rendered in the browser. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent, (_key, value: unknown) => {
    if (value && typeof value === 'object' && API_ERROR in value) {
      const error = (value as Record<typeof API_ERROR, Pick<ApiRequestError, 'message' | 'status' | 'body'>>)[
        API_ERROR
      ];
      return new ApiRequestError(error.message, error.status, error.body);
    }
    return value;
  }) as SsrState;
}
