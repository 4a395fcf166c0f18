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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// The active language's common texts first (bundled for English, so this costs no request), then the
// page's own chunk when the server rendered it, so the first render is the page as the server drew it.
// Each step is a task of its own, so a phone's main thread is never blocked long by several at once
// (Lighthouse's total blocking time): this chunk's evaluation; asking for the page's chunks; taking the
// page over. (Public pages format prices and dates without Intl, whose first use costs a phone ~200 ms:
// @dala/shared's display-format.ts.)
void i18nReady
  .then(nextTask)
  .then(() => (ssrState ? loadMatchedPages(window.location.pathname, appRoutes) : undefined))
  .then(nextTask)
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
    // The device's language (a stored choice, the browser's) is read in a task after the takeover's.
    void nextTask().then(settleDeviceLanguage);
  });
