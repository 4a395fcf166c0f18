/** Query keys of the analytics and dashboard data. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  operator: (from: string, to: string) => ['analytics', 'operator', from, to] as const,
};
