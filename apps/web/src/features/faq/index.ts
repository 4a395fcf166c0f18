/** The faq feature's public entry: what other features and app/ may use of it (lint rule). */
export { FAQ_CATEGORIES, filterFaq } from './faq-data';
