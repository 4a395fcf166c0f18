/** TanStack Query keys of a transporter's fleet. Every fleet change invalidates `fleetKeys.all`: a
 * fleet is a few dozen rows, and a vehicle's edit changes the overview and the documents list too. */
export const fleetKeys = {
  all: ['operator', 'fleet'] as const,
  overview: ['operator', 'fleet', 'overview'] as const,
  vehicles: (status: string, page: number) => ['operator', 'fleet', 'vehicles', status, page] as const,
  vehicle: (id: number) => ['operator', 'fleet', 'vehicle', id] as const,
  drivers: (status: string, page: number) => ['operator', 'fleet', 'drivers', status, page] as const,
  driver: (id: number) => ['operator', 'fleet', 'driver', id] as const,
  documents: (state: string) => ['operator', 'fleet', 'documents', state] as const,
};
