import type { RouteObject } from 'react-router';

/** A traveler's receipts (the /payments list itself is the payments feature's role switch). */
export const billingRoutes: RouteObject[] = [];
