import { defineRoutes } from '../api/contract';
import {
  destinationListSchema,
  destinationPageSchema,
  destinationSlugParamsSchema,
  destinationsQuerySchema,
} from './destinations';

/**
 * Destinations: suggestions for the search panel (`q`), or the whole index without it; one place's
 * page by its slug (404 `search.destinationNotFound`). Public.
 */
export const destinationRoutes = defineRoutes({
  'GET /destinations': {
    query: destinationsQuerySchema,
    response: { 200: destinationListSchema },
  },
  'GET /destinations/:slug': {
    params: destinationSlugParamsSchema,
    response: { 200: destinationPageSchema },
  },
});
