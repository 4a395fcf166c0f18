import { defineRoutes } from '../api/contract';
import {
  dealIdParamSchema,
  dealInputSchema,
  dealListingOptionsSchema,
  dealStatusInputSchema,
  deletedDealSchema,
  liveDealListQuerySchema,
  liveDealListSchema,
  operatorDealListQuerySchema,
  operatorDealListSchema,
  operatorDealSchema,
  tripQuoteRequestSchema,
  tripQuoteSchema,
} from './schemas';

/** The `deals` API (issue 15): every route's contract, registered by apps/api/src/modules/deals. */
export const dealRoutes = defineRoutes({
  /** Live deals for travelers (signed in, as /deals): the listing's price before and after. */
  'GET /deals': {
    query: liveDealListQuerySchema,
    response: { 200: liveDealListSchema },
  },
  /** A trip's fare for a number of seats with the deal that applies (a code's problem is a 422 on deal_code). */
  'POST /deals/trip-quote': {
    body: tripQuoteRequestSchema,
    response: { 200: tripQuoteSchema },
  },
  /** An operator's own deals (verified operators; another operator's deal is 404). */
  'GET /operator/deals': {
    query: operatorDealListQuerySchema,
    response: { 200: operatorDealListSchema },
  },
  /** The packages or routes the operator can put a deal on. */
  'GET /operator/deal-listings': {
    response: { 200: dealListingOptionsSchema },
  },
  'POST /operator/deals': {
    body: dealInputSchema,
    response: { 201: operatorDealSchema },
  },
  'PUT /operator/deals/:id': {
    params: dealIdParamSchema,
    body: dealInputSchema,
    response: { 200: operatorDealSchema },
  },
  /** Pause or resume. */
  'PUT /operator/deals/:id/status': {
    params: dealIdParamSchema,
    body: dealStatusInputSchema,
    response: { 200: operatorDealSchema },
  },
  /** Removes it from sale (bookings made with it keep it). */
  'DELETE /operator/deals/:id': {
    params: dealIdParamSchema,
    response: { 200: deletedDealSchema },
  },
});
