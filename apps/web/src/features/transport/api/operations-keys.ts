/** TanStack Query keys of a transporter's trip management (pages invalidate with them). */
export const operationsKeys = {
  all: ['operator', 'transport'] as const,
  routes: ['operator', 'transport', 'routes'] as const,
  routeList: (status: string) => ['operator', 'transport', 'routes', 'list', status] as const,
  route: (id: number) => ['operator', 'transport', 'routes', 'detail', id] as const,
  trips: ['operator', 'transport', 'trips'] as const,
  tripList: (query: string) => ['operator', 'transport', 'trips', 'list', query] as const,
  trip: (id: number) => ['operator', 'transport', 'trips', 'detail', id] as const,
  seatMap: (id: number) => ['operator', 'transport', 'trips', 'seat-map', id] as const,
  manifest: (id: number) => ['operator', 'transport', 'trips', 'manifest', id] as const,
  schedules: ['operator', 'transport', 'schedules'] as const,
  scheduleList: (status: string) => ['operator', 'transport', 'schedules', 'list', status] as const,
  vehicles: ['operator', 'transport', 'fleet', 'vehicles'] as const,
  drivers: ['operator', 'transport', 'fleet', 'drivers'] as const,
};
