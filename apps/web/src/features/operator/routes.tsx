import type { RouteObject } from 'react-router';

/** Operator-only pages. /company moved to features/company (issue 15). */
export const operatorRoutes: RouteObject[] = [];
