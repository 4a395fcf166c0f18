import { createContext, useContext } from 'react';

/** True while the next page's chunk loads and the current page stays on screen (RouteView provides it). */
export const PageLoadingContext = createContext(false);

/** Whether a navigation is waiting for its page to load (the shell shows a progress bar). */
export const usePageLoading = () => useContext(PageLoadingContext);
