import { defineRoutes } from '../api/contract';
import {
  savedIdsSchema,
  savedListingParamsSchema,
  savedListQuerySchema,
  savedListSchema,
  savedToggleSchema,
} from './contracts';

/**
 * The `saved` API (issue 15): every route's contract, registered by apps/api/src/modules/saved. Every
 * route needs a signed-in user (401) and touches only that user's saved items.
 */
export const savedRoutes = defineRoutes({
  /** The ids of every saved listing, for the hearts on cards and detail pages (one request per page). */
  'GET /saved/ids': { response: { 200: savedIdsSchema } },
  /** /saved: newest first, with current price, price drop and availability. */
  'GET /saved': { query: savedListQuerySchema, response: { 200: savedListSchema } },
  /** Saves a listing; saving it again changes nothing (the price seen first is kept). */
  'PUT /saved/:kind/:id': { params: savedListingParamsSchema, response: { 200: savedToggleSchema } },
  /** Removes a listing from the saved ones; removing one that is not saved changes nothing. */
  'DELETE /saved/:kind/:id': { params: savedListingParamsSchema, response: { 200: savedToggleSchema } },
});
