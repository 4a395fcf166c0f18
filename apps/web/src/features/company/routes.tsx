import type { RouteObject } from 'react-router';

/** The `company` pages (issue 15). */
export const companyRoutes: RouteObject[] = [];
