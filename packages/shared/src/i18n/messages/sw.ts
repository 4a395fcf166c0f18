import type en from './en';

/**
 * Swahili texts of the API's user-facing messages (issue 16), one file per section (sw/*.ts, the
 * same keys as en/*.ts; terms: docs/i18n/swahili-glossary.md). A section listed here without its
 * file, or a key missing from a file, reads English (`translate` falls back per key); the parity test
 * (messages/parity.test.ts) fails until every key has its Swahili text.
 */
type SectionTexts = { [key: string]: string | SectionTexts };
type SwahiliCatalog = { [S in keyof typeof en]: SectionTexts };

const sw: SwahiliCatalog = {
  auth: {},
  safaris: {},
  search: {},
  newsletter: {},
  contact: {},
  bookings: {},
  payments: {},
  common: {},
  mail: {},
  notifications: {},
  transport: {},
  fleet: {},
  trips: {},
  travel: {},
  providers: {},
  payouts: {},
  receipts: {},
  finance: {},
  reviews: {},
  messaging: {},
  saved: {},
  deals: {},
  analytics: {},
  company: {},
  admin: {},
};

export default sw;
