import type { RouteObject } from 'react-router';

/** A lazily loaded page: each page is its own chunk. */
const page = (load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] =>
  (() => load().then((m) => ({ Component: m.default }))) as RouteObject['lazy'];

/** Routes of the public site (home and content pages), mounted inside the app shell by app/router.tsx. */
export const publicSiteRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../home/home-page')) },
  { path: 'about', lazy: page(() => import('../content/about-page')) },
  { path: 'contact', lazy: page(() => import('../contact/contact-page')) },
  { path: 'blog', lazy: page(() => import('../blog/blog-page')) },
  { path: 'blog/:slug', lazy: page(() => import('../blog/article-page')) },
  { path: 'faq', lazy: page(() => import('../faq/faq-page')) },
  { path: 'terms', lazy: page(() => import('../policies/terms-page')) },
  { path: 'privacy', lazy: page(() => import('../policies/privacy-page')) },
  { path: 'cancellation', lazy: page(() => import('../policies/cancellation-page')) },
  { path: 'destinations', lazy: page(() => import('../destinations/destinations-page')) },
  { path: 'help', lazy: page(() => import('../help/help-page')) },
];
