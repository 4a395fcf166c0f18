import { defineRoutes } from '../api/contract';

/** The `analytics` API (issue 15): every route's contract, registered by apps/api/src/modules/analytics. */
export const analyticsRoutes = defineRoutes({});
