import { defineRoutes } from '../api/contract';
import { healthSchema } from '../health';

/** The API's own routes: health check and the OpenAPI document. */
export const systemRoutes = defineRoutes({
  /** A real round trip to the database; 503 when it does not answer. */
  'GET /health': {
    response: { 200: healthSchema, 503: healthSchema },
  },
  /** The OpenAPI document, generated from the routes' schemas: loose JSON, not validated here. */
  'GET /docs': {},
});
