import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { RequireAuth } from '../auth';

const NAMESPACES = ['messaging'] as const;
/** The API's texts these pages can show (a refused message, a filter), for the form fields too. */
const MESSAGES = ['messaging', 'common'] as const;

/** The `messaging` pages (issue 15): the inbox, a new conversation, a thread. Signed in. */
export const messagingRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: 'messages', lazy: lazyPage(() => import('./inbox-page'), [...NAMESPACES], [...MESSAGES]) },
      {
        path: 'messages/new',
        lazy: lazyPage(() => import('./new-conversation-page'), [...NAMESPACES], [...MESSAGES]),
      },
      { path: 'messages/:id', lazy: lazyPage(() => import('./thread-page'), [...NAMESPACES], [...MESSAGES]) },
    ],
  },
];
