import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** What the page being rendered on the server asks for in `<head>`. */
export interface ServerHead {
  setTitle(title: string): void;
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
  useContext(ServerHeadContext)?.setTitle(children);
  useEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
