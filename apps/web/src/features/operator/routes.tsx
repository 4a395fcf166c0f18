import type { RouteObject } from 'react-router';
import { placeholder } from '../../components/capability-placeholder';
import { RequireAuth } from '../auth';

/** Operator-only pages. /company stays reachable before verification (ARCHITECTURE §5). */
export const operatorRoutes: RouteObject[] = [
  {
    element: <RequireAuth userType="operator" />,
    children: [{ path: 'company', lazy: placeholder({ namespace: 'operator', page: 'company' }) }],
  },
];
