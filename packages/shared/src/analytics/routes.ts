import { defineRoutes } from '../api/contract';
import {
  analyticsQuerySchema,
  operatorAnalyticsSchema,
  recordListingViewSchema,
  travelerDashboardSchema,
} from './contracts';

/** The `analytics` API (issue 15): every route's contract, registered by apps/api/src/modules/analytics. */
export const analyticsRoutes = defineRoutes({
  /**
   * Public: a listing's page was shown. Counted once per visitor, listing and day (a repeat is a no-op),
   * robots not at all; always 204, an unknown or unpublished listing included (nothing to learn from it).
   */
  'POST /listing-views': { body: recordListingViewSchema },
  /** The operator's figures over a range (operators only; own listings only). */
  'GET /operator/analytics': { query: analyticsQuerySchema, response: { 200: operatorAnalyticsSchema } },
  /** The same figures as CSV (a file: the web downloads it). */
  'GET /operator/analytics.csv': { query: analyticsQuerySchema },
  /** The signed-in traveler's dashboard: the next trip or safari, balances due. */
  'GET /me/dashboard': { response: { 200: travelerDashboardSchema } },
});
