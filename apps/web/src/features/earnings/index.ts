/** The earnings feature's public entry (an operator's earnings, statements, payout methods and payouts). */
export { default as OperatorEarningsPage } from './operator-earnings-page';
