import auth from './en/auth';
import safaris from './en/safaris';
import search from './en/search';
import newsletter from './en/newsletter';
import contact from './en/contact';
import bookings from './en/bookings';
import payments from './en/payments';
import common from './en/common';
import mail from './en/mail';
import notifications from './en/notifications';
import transport from './en/transport';
import fleet from './en/fleet';
import trips from './en/trips';
import travel from './en/travel';
import providers from './en/providers';
import payouts from './en/payouts';
import receipts from './en/receipts';
import finance from './en/finance';
import reviews from './en/reviews';
import messaging from './en/messaging';
import saved from './en/saved';
import deals from './en/deals';
import analytics from './en/analytics';
import company from './en/company';
import admin from './en/admin';

/**
 * English texts of the API's user-facing messages (error details, field messages, emails,
 * notifications), keyed `domain.key`. The web loads the same texts as its `messages` namespace, so a
 * field message reads the same whichever side found the problem. One file per section (en/*.ts):
 * a page loads only the sections it can show (apps/web/src/lib/i18n, `messageSections`).
 *
 * i18next format: `{{name}}` interpolation, plurals as `key_one` / `key_other` chosen by `count`.
 * Numbers that mirror a limit in code are written out (this file is a plain resource that a
 * translator copies to `sw.ts`); the catalog tests check they still match the constants.
 */
const en = {
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

export default en;
