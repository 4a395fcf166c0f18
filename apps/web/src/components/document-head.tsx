import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { PageMeta } from '../lib/seo/page-meta';
import type { SiteUrls } from '../lib/seo/structured-data';

/** An image as the `<img>` that shows it asks for it (with its width variants, if any). */
export interface PreloadedImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** What the page being rendered on the server asks for in `<head>`. */
export interface ServerHead {
  setTitle(title: string): void;
  /** An image the page paints first (its hero or main photo), to fetch before anything else. */
  preloadImage(image: PreloadedImage): void;
  /** The page's description, canonical URL, share image and structured data (`<PageSeo>`). */
  setMeta?(meta: PageMeta): void;
  /** PUBLIC_URL without a trailing slash: structured data and share tags use absolute URLs. */
  publicUrl?: string;
}

const ServerHeadContext = createContext<ServerHead | null>(null);

/** Around a server render: collects the page's head (entry-server.tsx writes it into `<head>`). */
export function ServerHeadProvider({ head, children }: { head: ServerHead; children: ReactNode }) {
  return <ServerHeadContext.Provider value={head}>{children}</ServerHeadContext.Provider>;
}

/**
 * The page's title: in the HTML's `<head>` when the server renders the page, and in the tab after
 * every render in the browser (also on navigations between pages). One place for it, whatever the UI
 * runtime does with a `<title>` element rendered inside the page.
 */
export function DocumentTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  return null;
}

/** `<DocumentTitle>` as a hook, for a page whose every state (loading, error, loaded) has one title. */
export function useDocumentTitle(title: string): void {
  useContext(ServerHeadContext)?.setTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The page's largest image, preloaded from `<head>` with high priority when the server renders the
 * page, so it downloads beside the stylesheet instead of after it (in the browser: nothing to do).
 */
export function usePreloadImage(image: PreloadedImage | null): void {
  const head = useContext(ServerHeadContext);
  if (head && image) head.preloadImage(image);
}

/**
 * What search engines and link previews read about a public page (description, canonical URL, Open
 * Graph image, JSON-LD), written into `<head>` by the server; the browser has nothing to do. Pass
 * `build={import.meta.env.SSR ? () => … : undefined}` so the browser's bundle drops the builder.
 */
export function PageSeo({ build }: { build: ((site: SiteUrls) => PageMeta) | undefined }) {
  const head = useContext(ServerHeadContext);
  if (head?.setMeta && build) {
    const base = head.publicUrl ?? '';
    head.setMeta(build({ url: (path) => (/^https?:\/\//.test(path) ? path : `${base}${path}`) }));
  }
  return null;
}
