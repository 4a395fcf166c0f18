import type { RouteObject } from 'react-router';

/** The `messaging` pages (issue 15). */
export const messagingRoutes: RouteObject[] = [];
