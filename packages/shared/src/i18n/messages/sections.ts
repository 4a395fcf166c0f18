import type en from './en';
import type { Language } from '../languages';

/** A section of the message catalog (`auth`, `safaris`, … — the first part of a message key). */
export type MessageSection = keyof typeof en;
type SectionTexts = { default: Record<string, unknown> };

/**
 * Each section's texts per language, loaded on demand: the web's bundler makes every section a chunk
 * of its own, so a page loads only the sections it can show (a sign-in form: `auth` and `common`, not
 * the mails' and notifications' texts). The API reads the whole catalog (`en.ts`).
 */
export const messageSectionLoaders: Record<Language, Record<MessageSection, () => Promise<SectionTexts>>> = {
  en: {
    auth: () => import('./en/auth'),
    safaris: () => import('./en/safaris'),
    search: () => import('./en/search'),
    newsletter: () => import('./en/newsletter'),
    contact: () => import('./en/contact'),
    bookings: () => import('./en/bookings'),
    payments: () => import('./en/payments'),
    common: () => import('./en/common'),
    mail: () => import('./en/mail'),
    notifications: () => import('./en/notifications'),
    transport: () => import('./en/transport'),
    fleet: () => import('./en/fleet'),
    trips: () => import('./en/trips'),
    travel: () => import('./en/travel'),
    providers: () => import('./en/providers'),
    payouts: () => import('./en/payouts'),
    receipts: () => import('./en/receipts'),
    finance: () => import('./en/finance'),
    reviews: () => import('./en/reviews'),
    messaging: () => import('./en/messaging'),
    saved: () => import('./en/saved'),
    deals: () => import('./en/deals'),
    analytics: () => import('./en/analytics'),
    company: () => import('./en/company'),
    admin: () => import('./en/admin'),
  },
  sw: {
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
  },
};

/** Every section, in catalog order. */
export const MESSAGE_SECTIONS = Object.keys(messageSectionLoaders.en) as MessageSection[];
