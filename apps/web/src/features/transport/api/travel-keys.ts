/** TanStack Query keys of the traveler's trip screens (pages invalidate and seed with them). */
export const travelKeys = {
  all: ['travel'] as const,
  search: (query: Record<string, string>) => ['travel', 'search', query] as const,
  towns: ['travel', 'towns'] as const,
  discovery: (limit: number) => ['travel', 'discovery', limit] as const,
  trip: (id: string, board: number | null, alight: number | null) =>
    ['travel', 'trip', id, board, alight] as const,
  booking: (id: string) => ['travel', 'booking', id] as const,
};
