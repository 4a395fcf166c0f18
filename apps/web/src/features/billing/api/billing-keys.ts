/** TanStack Query keys of a traveler's payments and receipts (a payment or refund invalidates by the prefix). */
export const billingKeys = {
  all: ['billing'] as const,
  history: (page: number) => ['billing', 'history', page] as const,
  receipt: (id: string) => ['billing', 'receipt', id] as const,
};
