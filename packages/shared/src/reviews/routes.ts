import { defineRoutes } from '../api/contract';

/** The `reviews` API (issue 15): every route's contract, registered by apps/api/src/modules/reviews. */
export const reviewRoutes = defineRoutes({});
