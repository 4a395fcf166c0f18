/** TanStack Query keys of an operator's earnings (a payout or method change invalidates by the prefix). */
export const earningsKeys = {
  all: ['earnings'] as const,
  summary: ['earnings', 'summary'] as const,
  statement: (month: string) => ['earnings', 'statement', month] as const,
  methods: ['earnings', 'methods'] as const,
  payouts: (page: number) => ['earnings', 'payouts', page] as const,
};
