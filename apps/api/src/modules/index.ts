import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { docsRoutes } from './docs/docs.routes';
import { healthRoutes } from './health/health.routes';
import { configRoutes } from './config/config.routes';
import { destinationsRoutes } from './destinations/destinations.routes';
import { contactRoutes } from './contact/contact.routes';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { adminRoutes } from './admin/admin.routes';
import { authRoutes } from './auth/auth.routes';
import { verificationRoutes } from './auth/verification.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { userRoutes } from './users/users.routes';
import { safarisRoutes } from './safaris/safaris.routes';
import { operatorSafarisRoutes } from './operator-safaris/operator-safaris.routes';
import { bookingsRoutes } from './bookings/bookings.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { providerWebhooksRoutes } from './payments/provider-webhooks.routes';
import { payoutsRoutes } from './payouts/payouts.routes';
import { paymentHistoryRoutes } from './payment-history/payment-history.routes';
import { financeRoutes } from './finance/finance.routes';
import { fleetRoutes } from './fleet/fleet.routes';
import { tripPlanningRoutes } from './trip-planning/trip-planning.routes';
import { tripSalesRoutes } from './trip-sales/trip-sales.routes';
import { ticketsRoutes } from './tickets/tickets.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { messagingRoutes } from './messaging/messaging.routes';
import { savedRoutes } from './saved/saved.routes';
import { dealsRoutes } from './deals/deals.routes';
import { analyticsRoutes } from './analytics/analytics.routes';
import { companyRoutes } from './company/company.routes';

/** Every feature's routes, mounted under /api by app.ts. One line per feature module. */
export const apiModules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  configRoutes,
  docsRoutes,
  destinationsRoutes,
  contactRoutes,
  newsletterRoutes,
  authRoutes,
  verificationRoutes,
  userRoutes,
  notificationRoutes,
  adminRoutes,
  safarisRoutes,
  operatorSafarisRoutes,
  bookingsRoutes,
  paymentsRoutes,
  providerWebhooksRoutes,
  payoutsRoutes,
  paymentHistoryRoutes,
  financeRoutes,
  fleetRoutes,
  tripPlanningRoutes,
  tripSalesRoutes,
  ticketsRoutes,
  reviewsRoutes,
  messagingRoutes,
  savedRoutes,
  dealsRoutes,
  analyticsRoutes,
  companyRoutes,
];
