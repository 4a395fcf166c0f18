import type en from './en';
import type { Language } from '../languages';

/** A section of the message catalog (`auth`, `safaris`, … — the first part of a message key). */
export type MessageSection = keyof typeof en;
type SectionTexts = { default: Record<string, unknown> };
/** A section no Swahili file exists for yet: every key falls back to English. */
const untranslated = (): Promise<SectionTexts> => Promise.resolve({ default: {} });

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
  // Swahili (issue 16): a section without its sw/<section>.ts file yet reads English.
  sw: {
    auth: untranslated,
    safaris: untranslated,
    search: untranslated,
    newsletter: untranslated,
    contact: untranslated,
    bookings: untranslated,
    payments: untranslated,
    common: untranslated,
    mail: untranslated,
    notifications: untranslated,
    transport: untranslated,
    fleet: untranslated,
    trips: untranslated,
    travel: untranslated,
    providers: untranslated,
    payouts: untranslated,
    receipts: untranslated,
    finance: untranslated,
    reviews: untranslated,
    messaging: untranslated,
    saved: untranslated,
    deals: untranslated,
    analytics: untranslated,
    company: untranslated,
    admin: untranslated,
  },
};

/** Every section, in catalog order. */
export const MESSAGE_SECTIONS = Object.keys(messageSectionLoaders.en) as MessageSection[];
