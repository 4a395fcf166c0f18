/** The faq feature's public entry: what other features and app/ may use of it (lint rule). */
export { FAQ_TOPICS, filterFaq, useFaqCategories, type FaqCategory } from './faq-data';
export { FAQ_CATEGORIES } from './faq-english';
