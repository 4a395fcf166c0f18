import { defineRoutes } from '../api/contract';
import { contactRequestSchema, contactResponseSchema } from './contact';
import { newsletterRequestSchema, newsletterResponseSchema } from './newsletter';

/** Content routes: newsletter sign-up and the contact form. */
export const contentRoutes = defineRoutes({
  /** Public; 201 for a new address, 200 when it was already subscribed. */
  'POST /newsletter': {
    body: newsletterRequestSchema,
    response: { 200: newsletterResponseSchema, 201: newsletterResponseSchema },
  },
  /** Public; stores the message and mails the support inbox. */
  'POST /contact': {
    body: contactRequestSchema,
    response: { 201: contactResponseSchema },
  },
});
