import { isOperator, useAuth } from '../auth';
import { LiveDealsPage } from './live-deals-page';
import { OperatorDealsPage } from './operator-deals-page';

/** /deals (issue 15): an operator manages its deals; everyone else sees the live deals. */
export default function DealsPage() {
  const { user } = useAuth();
  return isOperator(user) ? <OperatorDealsPage /> : <LiveDealsPage />;
}
