import { defineRoutes } from '../api/contract';

/** The `saved` API (issue 15): every route's contract, registered by apps/api/src/modules/saved. */
export const savedRoutes = defineRoutes({});
