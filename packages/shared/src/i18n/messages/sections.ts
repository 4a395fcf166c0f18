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
type SectionLoaders = Record<MessageSection, () => Promise<SectionTexts>>;

export const messageSectionLoaders: { en: SectionLoaders } = {
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
};

/**
 * Other languages' loaders are a chunk of their own (sections-sw.ts), fetched once a page is in that
 * language: an English visitor's first load carries none of them (issue 16).
 */
const otherLanguages: Record<Exclude<Language, 'en'>, () => Promise<{ default: SectionLoaders }>> = {
  sw: () => import('./sections-sw'),
};

/** A section's texts in a language. */
export async function loadMessageSection(language: Language, section: MessageSection): Promise<SectionTexts> {
  if (language === 'en') return messageSectionLoaders.en[section]();
  const loaders = await otherLanguages[language]();
  return loaders.default[section]();
}

/** Every section, in catalog order. */
export const MESSAGE_SECTIONS = Object.keys(messageSectionLoaders.en) as MessageSection[];
