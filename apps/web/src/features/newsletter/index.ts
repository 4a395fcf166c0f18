/** The newsletter feature's public entry: what other features and app/ may use of it (lint rule). */
export { NewsletterForm } from './newsletter-form';
