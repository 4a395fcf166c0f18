import auth from './sw/auth';
import safaris from './sw/safaris';
import search from './sw/search';
import newsletter from './sw/newsletter';
import contact from './sw/contact';
import bookings from './sw/bookings';
import payments from './sw/payments';
import common from './sw/common';
import mail from './sw/mail';
import notifications from './sw/notifications';
import transport from './sw/transport';
import fleet from './sw/fleet';
import trips from './sw/trips';
import travel from './sw/travel';
import providers from './sw/providers';
import payouts from './sw/payouts';
import receipts from './sw/receipts';
import finance from './sw/finance';
import reviews from './sw/reviews';
import messaging from './sw/messaging';
import saved from './sw/saved';
import deals from './sw/deals';
import analytics from './sw/analytics';
import company from './sw/company';
import admin from './sw/admin';

/**
 * Swahili texts of the API's user-facing messages (issue 16), one file per section (sw/*.ts, the same
 * keys as en/*.ts; terms: docs/i18n/swahili-glossary.md). A key missing here reads English
 * (`translate` falls back per key); the parity test (parity.test.ts) fails while one is missing.
 */
const sw = {
  auth,
  safaris,
  search,
  newsletter,
  contact,
  bookings,
  payments,
  common,
  mail,
  notifications,
  transport,
  fleet,
  trips,
  travel,
  providers,
  payouts,
  receipts,
  finance,
  reviews,
  messaging,
  saved,
  deals,
  analytics,
  company,
  admin,
};

export default sw;
