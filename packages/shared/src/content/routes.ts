import { defineRoutes } from '../api/contract';
import { newsletterRequestSchema, newsletterResponseSchema } from './newsletter';

/** Content routes: newsletter sign-up. */
export const contentRoutes = defineRoutes({
  /** Public; 201 for a new address, 200 when it was already subscribed. */
  'POST /newsletter': {
    body: newsletterRequestSchema,
    response: { 200: newsletterResponseSchema, 201: newsletterResponseSchema },
  },
});
