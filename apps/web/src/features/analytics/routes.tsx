import type { RouteObject } from 'react-router';

/** The `analytics` pages (issue 15). */
export const analyticsRoutes: RouteObject[] = [];
