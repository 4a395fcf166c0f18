import type { RouteObject } from 'react-router';

/** Routes of the public site (home and content pages), mounted inside the app shell by app/router.tsx. */
export const publicSiteRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../home/home-page').then((m) => ({ Component: m.default })) },
];
