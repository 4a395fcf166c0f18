/** English texts of the catalog's `newsletter` section (assembled in ../en.ts). */
export default {
  subscribed: "You're subscribed! Look out for safari stories and travel tips in your inbox.",
  already_subscribed: "You're already on the list — thanks for travelling with us!",
  emailTooLong: 'Email is too long',
  tooManySignups: 'Too many sign-ups from your connection. Please try again later.',
};
