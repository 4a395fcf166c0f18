import type { RouteObject } from 'react-router';
import { placeholder } from '../../components/capability-placeholder';
import { RequireAuth } from '../auth';

/** Payments: placeholder until the money capability builds the screen. */
export const paymentRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'payments',
        Component: placeholder({
          title: 'Payments',
          capability: 'money',
          description:
            'Your deposits, balances, receipts and refunds (and, for operators, earnings and payouts).',
        }),
      },
    ],
  },
];
