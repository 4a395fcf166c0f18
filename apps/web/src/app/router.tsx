import { createBrowserRouter } from 'react-router';

/** Every route of the app, each page lazy-loaded. */
export const router = createBrowserRouter([
  {
    path: '/',
    children: [
      {
        index: true,
        lazy: () => import('../features/home/home-page').then((m) => ({ Component: m.default })),
      },
      { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.default })) },
    ],
  },
]);
