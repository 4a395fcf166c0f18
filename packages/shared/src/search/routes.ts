import { defineRoutes } from '../api/contract';
import { destinationListSchema, destinationsQuerySchema } from './destinations';

/** Destinations: suggestions for the search panel (`q`), or the whole index without it. Public. */
export const destinationRoutes = defineRoutes({
  'GET /destinations': {
    query: destinationsQuerySchema,
    response: { 200: destinationListSchema },
  },
});
