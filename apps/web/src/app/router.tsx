import { createBrowserRouter } from 'react-router';
import { publicSiteRoutes } from '../features/public-site/routes';

/** Every route of the app, each page lazy-loaded; feature folders export their own route lists. */
export const router = createBrowserRouter([
  {
    path: '/',
    children: [
      ...publicSiteRoutes,
      { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.default })) },
    ],
  },
]);
