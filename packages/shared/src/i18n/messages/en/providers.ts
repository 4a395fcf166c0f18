/** English texts of the catalog's `providers` section: the payment providers' adapters and webhooks (assembled in ../en.ts). */
export default {
  unreachable: 'The payment provider could not be reached. Please try again in a moment.',
  notConfigured: 'This payment provider is not configured on this server.',
};
