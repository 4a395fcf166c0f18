import { authRoutes, configRoutes, userRoutes } from '../auth/routes';
import { adminRoutes } from '../admin/routes';
import { bookingRoutes } from '../bookings/routes';
import { contentRoutes } from '../content/routes';
import { paymentRoutes } from '../payments/routes';
import { providerWebhookRoutes } from '../payments/provider-contracts';
import { earningsRoutes } from '../payments/earnings-contracts';
import { paymentHistoryRoutes } from '../payments/history-contracts';
import { financeRoutes } from '../payments/finance-contracts';
import { notificationRoutes } from '../notifications/routes';
import { operatorSafariRoutes, safariRoutes } from '../safaris/routes';
import { destinationRoutes } from '../search/routes';
import { systemRoutes } from '../system/routes';
import { tripManifestRoutes, tripSaleRoutes } from '../transport/sales-contracts';
import {
  adminTransportDocumentRoutes,
  fleetOperatorRoutes,
  fleetPublicRoutes,
} from '../transport/fleet-contracts';
import { ticketRoutes } from '../transport/ticket-contracts';
import { planningRoutes } from '../transport/planning-contracts';
import { reviewRoutes } from '../reviews/routes';
import { messagingRoutes } from '../messaging/routes';
import { savedRoutes } from '../saved/routes';
import { dealRoutes } from '../deals/routes';
import { analyticsRoutes } from '../analytics/routes';
import { companyRoutes } from '../company/routes';

/**
 * Every API route's contract, keyed `'METHOD /path'` (paths under /api). Each domain declares its
 * routes in its own `routes.ts`; this is the one list the API registers and the web calls from
 * (apps/api/test/platform/contracts.test.ts checks that the server serves exactly these).
 */
export const apiRoutes = {
  ...contentRoutes,
  ...bookingRoutes,
  ...paymentRoutes,
  ...providerWebhookRoutes,
  ...earningsRoutes,
  ...paymentHistoryRoutes,
  ...financeRoutes,
  ...notificationRoutes,
  ...adminRoutes,
  ...systemRoutes,
  ...safariRoutes,
  ...operatorSafariRoutes,
  ...destinationRoutes,
  ...authRoutes,
  ...userRoutes,
  ...configRoutes,
  ...tripSaleRoutes,
  ...tripManifestRoutes,
  ...ticketRoutes,
  ...fleetPublicRoutes,
  ...fleetOperatorRoutes,
  ...adminTransportDocumentRoutes,
  ...planningRoutes,
  ...reviewRoutes,
  ...messagingRoutes,
  ...savedRoutes,
  ...dealRoutes,
  ...analyticsRoutes,
  ...companyRoutes,
} as const;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteKey = keyof ApiRoutes;
