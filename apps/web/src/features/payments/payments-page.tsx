import { isOperator, useAuth } from '../auth';
import { TravelerPaymentsPage } from '../billing';
import { OperatorEarningsPage } from '../earnings';

/** /payments (spec §2): an operator's earnings and payouts; anyone else's payments, refunds and receipts. */
export default function PaymentsPage() {
  const { user } = useAuth();
  return isOperator(user) ? <OperatorEarningsPage /> : <TravelerPaymentsPage />;
}
