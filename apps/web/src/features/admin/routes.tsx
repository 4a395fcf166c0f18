import type { RouteObject } from 'react-router';

/** The `admin` pages (issue 15). */
export const adminRoutes: RouteObject[] = [];
