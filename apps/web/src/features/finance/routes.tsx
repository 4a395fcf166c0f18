import type { RouteObject } from 'react-router';

/** The admin's finance page (/admin/finance). */
export const financeRoutes: RouteObject[] = [];
