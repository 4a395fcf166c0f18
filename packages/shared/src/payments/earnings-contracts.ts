import { defineRoutes } from '../api/contract';

/** An operator's earnings (pending, available, paid out), monthly statements, payout methods and payouts; the admin's approval of payouts. */
export const earningsRoutes = defineRoutes({});
