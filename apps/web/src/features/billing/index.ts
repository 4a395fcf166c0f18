/** The billing feature's public entry (a traveler's payments, refunds and receipts): what other features and app/ may use of it. */
export { default as TravelerPaymentsPage } from './traveler-payments-page';
