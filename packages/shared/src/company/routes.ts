import { defineRoutes } from '../api/contract';

/** The `company` API (issue 15): every route's contract, registered by apps/api/src/modules/company. */
export const companyRoutes = defineRoutes({});
