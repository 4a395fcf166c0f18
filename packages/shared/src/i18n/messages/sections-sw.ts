import type { MessageSection } from './sections';

/** Each section's Swahili texts, loaded on demand (see sections.ts). */
const loaders: Record<MessageSection, () => Promise<{ default: Record<string, unknown> }>> = {
  auth: () => import('./sw/auth'),
  safaris: () => import('./sw/safaris'),
  search: () => import('./sw/search'),
  newsletter: () => import('./sw/newsletter'),
  contact: () => import('./sw/contact'),
  bookings: () => import('./sw/bookings'),
  payments: () => import('./sw/payments'),
  common: () => import('./sw/common'),
  mail: () => import('./sw/mail'),
  notifications: () => import('./sw/notifications'),
  transport: () => import('./sw/transport'),
  fleet: () => import('./sw/fleet'),
  trips: () => import('./sw/trips'),
  travel: () => import('./sw/travel'),
  providers: () => import('./sw/providers'),
  payouts: () => import('./sw/payouts'),
  receipts: () => import('./sw/receipts'),
  finance: () => import('./sw/finance'),
  reviews: () => import('./sw/reviews'),
  messaging: () => import('./sw/messaging'),
  saved: () => import('./sw/saved'),
  deals: () => import('./sw/deals'),
  analytics: () => import('./sw/analytics'),
  company: () => import('./sw/company'),
  admin: () => import('./sw/admin'),
};

export default loaders;
