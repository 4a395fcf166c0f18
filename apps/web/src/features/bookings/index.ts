/** The bookings feature's public entry: what other features and app/ may use of it (lint rule). */
export { type BookingChoice, choiceParams, quoteRequestOf, readChoice } from './booking-choice';
export { QuoteBreakdown, RefundScheduleList } from './price-breakdown';
