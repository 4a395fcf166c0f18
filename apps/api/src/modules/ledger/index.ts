/** The ledger and the platform's rates: what payments, payouts and the finance page use (issue 14). */
export {
  bookingLedger,
  operatorBalances,
  paymentCommission,
  platformCommission,
  postLedger,
  unbalancedTransactions,
  type OperatorBalance,
  type PostingRefs,
} from './ledger.service';
export {
  commissionForBookingKind,
  currentCommissionBasisPoints,
  currentTzsPerUsd,
  setCommission,
  setTzsPerUsd,
} from './rates.service';
