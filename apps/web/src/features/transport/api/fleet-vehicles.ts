import { MAX_PAGE_SIZE, fillPath, type ApiRoutes, type RouteResponse, type VehicleInput } from '@dala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE_URL, apiUpload, callApi } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

export type FleetListStatus = 'active' | 'retired';

/** GET /operator/vehicles: the transporter's vehicles of a status, a page of the largest size. */
export function useVehicles(status: FleetListStatus, page = 1) {
  return useQuery({
    queryKey: fleetKeys.vehicles(status, page),
    queryFn: ({ signal }) =>
      callApi('GET /operator/vehicles', { query: { status, page, page_size: MAX_PAGE_SIZE } }, { signal }),
  });
}

/** GET /operator/vehicles/:id (not while the editor adds a new vehicle). */
export function useVehicle(id: number | null) {
  return useQuery({
    queryKey: fleetKeys.vehicle(id ?? 0),
    queryFn: ({ signal }) => callApi('GET /operator/vehicles/:id', { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
}

/** Drops every cached fleet answer (lists, overview, documents) after a change. */
export function useRefreshFleet() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: fleetKeys.all });
}

/** POST /operator/vehicles (id null) or PUT /operator/vehicles/:id. */
export function useSaveVehicle() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: VehicleInput }) =>
      id === null
        ? callApi('POST /operator/vehicles', { body: input })
        : callApi('PUT /operator/vehicles/:id', { params: { id }, body: input }),
  });
}

/** POST /operator/vehicles/:id/retire (409 while the vehicle is on upcoming trips or schedules). */
export function useRetireVehicle() {
  return useMutation({
    mutationFn: (id: number) => callApi('POST /operator/vehicles/:id/retire', { params: { id } }),
  });
}

type PhotoList = RouteResponse<ApiRoutes['POST /operator/vehicles/:id/photos']>;

/** POST /operator/vehicles/:id/photos (multipart, with progress; the server checks the content) and
 * DELETE …/photos/:photoId; each answers the vehicle's photos. */
export function useVehiclePhotoActions() {
  const upload = useMutation({
    mutationFn: ({
      vehicleId,
      file,
      alt,
      onProgress,
    }: {
      vehicleId: number;
      file: File;
      alt: string;
      onProgress?: (fraction: number) => void;
    }) => {
      const form = new FormData();
      // Text fields first: the server reads the fields sent before the file part.
      form.append('alt', alt.slice(0, 200));
      form.append('file', file);
      return apiUpload<PhotoList>(
        fillPath('/operator/vehicles/:id/photos', { id: vehicleId }),
        form,
        onProgress,
      );
    },
  });
  const remove = useMutation({
    mutationFn: ({ vehicleId, photoId }: { vehicleId: number; photoId: number }) =>
      callApi('DELETE /operator/vehicles/:id/photos/:photoId', { params: { id: vehicleId, photoId } }),
  });
  return { upload: upload.mutateAsync, remove: remove.mutateAsync };
}

const ART_BY_CLASS = {
  ordinary: 'ordinary-bus',
  semi_luxury: 'semi-luxury-coach',
  luxury: 'luxury-coach',
  coaster: 'coaster',
  shuttle: 'shuttle-van',
  four_by_four: 'land-cruiser',
} as const;

/** The original art of a vehicle class (GET /vehicles/art/:name), shown while a vehicle has no photo. */
export function vehicleArtUrl(vehicleClass: keyof typeof ART_BY_CLASS): string {
  return `${API_BASE_URL}${fillPath('/vehicles/art/:name', { name: `${ART_BY_CLASS[vehicleClass]}-teal-road.svg` })}`;
}
