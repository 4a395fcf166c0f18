import { escapeHtml, languageFromHeaders, type Language } from '@dala/shared';
import { AsyncLocalStorage } from 'node:async_hooks';
import { I18nextProvider } from 'react-i18next';
import { dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter, matchRoutes } from 'react-router';
import { Providers, createQueryClient } from './app/providers';
import { RouteView, loadMatchedPages } from './app/route-view';
import { appRoutes } from './app/routes';
import { ServerHeadProvider, type PreloadedImage } from './components/document-head';
import { hasSessionHint } from './features/auth';
import { ssrStateElement } from './app/ssr-state';
import { ApiRequestError, setApiTransport } from './lib/api-client';
import { i18n, languageInstance, setActiveI18n } from './lib/i18n';
import type { i18n as I18nInstance } from 'i18next';
import { isPublicPageHandle } from './lib/public-page';
import { serverSeo } from './lib/seo/server-seo';

/** The site's own public pages, for the API's sitemap.xml (issue 16). */
export { sitemapPages } from './app/seo/sitemap-pages';

/**
 * The server's renderer of public pages (ARCHITECTURE §7), built by `vite build --ssr` and called by
 * the API process (apps/api/src/lib/page-renderer.ts). Signed-in screens are not rendered here: the
 * browser renders them from the shell.
 */

export interface RenderRequest {
  /** Path and query, e.g. `/safaris/3?adults=2`. */
  url: string;
  headers: Record<string, string | undefined>;
  /** PUBLIC_URL (no trailing slash): canonical URLs, share tags and structured data are absolute. */
  publicUrl?: string;
}

export type RenderResult =
  /**
   * A public page: what goes in `<head>`, the markup of `#root`, and what follows it (the element that
   * carries the state the browser takes the page over from).
   */
  | { kind: 'page'; status: number; head: string; body: string; afterRoot: string; language: Language }
  /** A page that lives at another address (none today; the API's page renderer follows it). */
  | { kind: 'redirect'; status: number; location: string }
  /** Not a public page: the browser renders it (in `language`, which the shell's `<html lang>` names). */
  | { kind: 'client'; language: Language };

/**
 * Pages of several requests render at once, each in its visitor's language (issue 16): the request's
 * i18next instance travels with its render (AsyncLocalStorage), and `i18n` (lib/i18n) answers it, so
 * formatters and texts outside components read the request's language, never another's.
 */
const renderScope = new AsyncLocalStorage<I18nInstance>();
setActiveI18n((base) => renderScope.getStore() ?? base);

/** How the renderer reaches the API (in the same process, without a socket). */
export function configureRenderer({ apiFetch }: { apiFetch: typeof fetch }): void {
  setApiTransport(apiFetch);
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  // The switch's cookie, else the browser's Accept-Language (the browser's first visit picks the same).
  const language = languageFromHeaders({
    cookie: request.headers.cookie,
    'accept-language': request.headers['accept-language'],
  });
  const instance = await languageInstance(language);
  return renderScope.run(instance, () => renderPage(request, language, instance));
}

async function renderPage(
  request: RenderRequest,
  language: Language,
  instance: I18nInstance,
): Promise<RenderResult> {
  const url = new URL(request.url, 'http://localhost');
  const matches = matchRoutes(appRoutes, url.pathname) ?? [];
  const page = matches.at(-1);
  if (!page || !isPublicPageHandle(page.route.handle)) return { kind: 'client', language };

  const queryClient = createQueryClient();
  // One attempt per request: a failure is rendered as the page shows it (the browser may retry).
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  await Promise.all(
    matches.map(({ route, params }) =>
      isPublicPageHandle(route.handle) ? route.handle.prefetch?.({ params, url, queryClient }) : undefined,
    ),
  );

  // The matched lazy routes' pages (chunk and texts), so the page renders whole.
  await loadMatchedPages(url.pathname, appRoutes);
  let title: string | undefined;
  const images = new Map<string, PreloadedImage>();
  const seo = serverSeo(request.publicUrl ?? url.origin);
  const body = await renderToHtml(
    <StrictMode>
      <ServerHeadProvider
        head={{
          setTitle: (next) => (title = next),
          preloadImage: (image) => void images.set(image.src, image),
          ...seo.head,
        }}
      >
        <I18nextProvider i18n={instance}>
          <Providers queryClient={queryClient} sessionHint={hasSessionHint(request.headers.cookie)}>
            <StaticRouter location={`${url.pathname}${url.search}`}>
              <RouteView routes={appRoutes} />
            </StaticRouter>
          </Providers>
        </I18nextProvider>
      </ServerHeadProvider>
    </StrictMode>,
  );
  const status = statusOf(page.route.path, queryClient.getQueryCache().getAll());
  const head =
    (title === undefined ? '' : `<title>${escapeHtml(title)}</title>`) +
    seo.tags({ url, title, i18n, status }) +
    [...images.values()].map(preloadLink).join('');
  const afterRoot = ssrStateElement(
    {
      queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
    },
    language,
  );
  return {
    kind: 'page',
    status,
    head,
    body,
    afterRoot,
    language,
  };
}

/**
 * The whole page as one string, once everything is ready (lazy sections included): every part is in
 * place in the HTML, with no fallback swapped in later by an inline script (the CSP forbids them).
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  // JSX is typed as React's; the runtime is Preact (vite.config.ts), whose element this is.
  return renderToStringAsync(element as unknown as VNode);
}

/** The same request the `<img>` will make (its variant for this screen, when it has variants). */
function preloadLink({ src, srcSet, sizes }: PreloadedImage): string {
  const variants = srcSet
    ? ` imagesrcset="${escapeHtml(srcSet)}"${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''}`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${variants} fetchpriority="high">`;
}

/** 404 for the not-found page and for a listing the API did not find; otherwise 200. */
function statusOf(path: string | undefined, queries: Query[]): number {
  if (path === '*') return 404;
  const missing = queries.some(
    (query) => query.state.error instanceof ApiRequestError && query.state.error.status === 404,
  );
  return missing ? 404 : 200;
}
