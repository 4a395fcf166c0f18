import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { blogRoutes } from '../features/blog/routes';
import { bookingRoutes } from '../features/bookings/routes';
import { contactRoutes } from '../features/contact/routes';
import { contentRoutes } from '../features/content/routes';
import { destinationRoutes } from '../features/destinations/routes';
import { faqRoutes } from '../features/faq/routes';
import { helpRoutes } from '../features/help/routes';
import { homeRoutes } from '../features/home/routes';
import { policyRoutes } from '../features/policies/routes';
import { authRoutes } from '../features/auth/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { adminRoutes } from '../features/admin/routes';
import { reviewsRoutes } from '../features/reviews/routes';
import { messagingRoutes } from '../features/messaging/routes';
import { savedRoutes } from '../features/saved/routes';
import { dealsRoutes } from '../features/deals/routes';
import { analyticsRoutes } from '../features/analytics/routes';
import { companyRoutes } from '../features/company/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { operatorRoutes } from '../features/operator/routes';
import { paymentRoutes } from '../features/payments/routes';
import { billingRoutes } from '../features/billing/routes';
import { financeRoutes } from '../features/finance/routes';
import { safariRoutes } from '../features/safaris/routes';
import { transportRoutes } from '../features/transport/routes';
import { verificationRoutes } from '../features/verification/routes';
import { Outlet } from 'react-router';
import { RouteErrorBoundary } from './errors/router-error-page';
import { lazyPage } from '../lib/i18n';
import { publicPage } from '../lib/public-page';
import { RootLayout } from './shell/root-layout';

/**
 * Every route of the app (spec §2) inside the shell layout; feature folders export their own route
 * lists with their guards (spec §4/§6). The browser (main.tsx) and the server's renderer
 * (entry-server.tsx) both render this one tree through RouteView (route-view.tsx), which gives each route's
 * `lazy` (`lazyPage`) its meaning; loaders, actions and `errorElement` are not used (declarative mode).
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    // An error in the shell itself replaces the whole page; one in a page keeps the shell around it.
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          ...homeRoutes,
          ...contentRoutes,
          ...contactRoutes,
          ...blogRoutes,
          ...faqRoutes,
          ...policyRoutes,
          ...destinationRoutes,
          ...helpRoutes,
          ...authRoutes,
          ...dashboardRoutes,
          ...safariRoutes,
          ...bookingRoutes,
          ...transportRoutes,
          ...accountRoutes,
          ...notificationRoutes,
          ...verificationRoutes,
          ...operatorRoutes,
          ...adminRoutes,
          ...reviewsRoutes,
          ...messagingRoutes,
          ...savedRoutes,
          ...dealsRoutes,
          ...analyticsRoutes,
          ...companyRoutes,
          ...paymentRoutes,
          ...billingRoutes,
          ...financeRoutes,
          {
            path: 'unauthorized',
            lazy: lazyPage(() => import('./errors/unauthorized-page'), ['errors']),
          },
          {
            path: '*',
            handle: publicPage(),
            lazy: lazyPage(() => import('./not-found-page'), ['errors']),
          },
        ],
      },
    ],
  },
];
