import './lib/zod-config';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers, createQueryClient } from './app/providers';
import { RouteView, loadMatchedPages } from './app/route-view';
import { appRoutes } from './app/routes';
import { readSsrState } from './app/ssr-state';
import { i18nReady, settleDeviceLanguage } from './lib/i18n';

// A public page arrives rendered by the server with the data it shows: the browser takes it over
// (hydrates) from the same data. Signed-in screens arrive as the empty shell and render here.
const ssrState = readSsrState();
const queryClient = createQueryClient();
if (ssrState) hydrate(queryClient, ssrState.queries);

// The active language's common texts first (bundled for English, so this costs no request), then the
// page's own chunk when the server rendered it, so the first render is the page as the server drew it.
void i18nReady
  .then(() => (ssrState ? loadMatchedPages(window.location.pathname, appRoutes) : undefined))
  // A task of its own for taking the page over: the phone's main thread is never blocked for long by
  // loading and taking over at once (Lighthouse's total blocking time).
  .then(() => new Promise((resolve) => setTimeout(resolve)))
  .then(() => {
    const app = (
      <StrictMode>
        <Providers queryClient={queryClient}>
          <BrowserRouter>
            <RouteView routes={appRoutes} />
          </BrowserRouter>
        </Providers>
      </StrictMode>
    );
    const root = document.getElementById('root')!;
    if (ssrState) hydrateRoot(root, app);
    else createRoot(root).render(app);
    settleDeviceLanguage();
  });
