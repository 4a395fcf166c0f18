/**
 * The web's translation namespaces: one per feature (apps/web/src/locales/<language>/<namespace>.json),
 * `common` for the shell and the shared components, `messages` for the API's message keys
 * (packages/shared/src/i18n/messages). A page loads only its own namespaces.
 */
export const NAMESPACES = [
  'common',
  'errors',
  'messages',
  'auth',
  'account',
  'verification',
  'bookings',
  'payments',
  'dashboard',
  'safaris',
  'search',
  'home',
  'blog',
  'content',
  'faq',
  'help',
  'policies',
  'destinations',
  'contact',
  'notifications',
  'operator',
  'transport',
  'fleet',
  'operations',
  'engagement',
  'earnings',
  'billing',
  'finance',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
