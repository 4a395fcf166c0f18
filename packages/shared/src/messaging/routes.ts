import { defineRoutes } from '../api/contract';

/** The `messaging` API (issue 15): every route's contract, registered by apps/api/src/modules/messaging. */
export const messagingRoutes = defineRoutes({});
