/** What other modules may use of payouts: the webhook routes apply a provider's payout events here. */
export { applyPayoutEvent } from './payout-sending';
