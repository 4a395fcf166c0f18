import { defineRoutes } from '../api/contract';

/** The `deals` API (issue 15): every route's contract, registered by apps/api/src/modules/deals. */
export const dealRoutes = defineRoutes({});
