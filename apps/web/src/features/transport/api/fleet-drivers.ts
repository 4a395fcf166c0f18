import { MAX_PAGE_SIZE, fillPath, type ApiRoutes, type DriverInput, type RouteResponse } from '@dala/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiUpload, callApi } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';
import type { FleetListStatus } from './fleet-vehicles';

/** GET /operator/drivers: the transporter's drivers of a status, a page of the largest size. */
export function useDrivers(status: FleetListStatus, page = 1) {
  return useQuery({
    queryKey: fleetKeys.drivers(status, page),
    queryFn: ({ signal }) =>
      callApi('GET /operator/drivers', { query: { status, page, page_size: MAX_PAGE_SIZE } }, { signal }),
  });
}

/** GET /operator/drivers/:id (not while the editor adds a new driver). */
export function useDriver(id: number | null) {
  return useQuery({
    queryKey: fleetKeys.driver(id ?? 0),
    queryFn: ({ signal }) => callApi('GET /operator/drivers/:id', { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
}

/** POST /operator/drivers (id null) or PUT /operator/drivers/:id. */
export function useSaveDriver() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: DriverInput }) =>
      id === null
        ? callApi('POST /operator/drivers', { body: input })
        : callApi('PUT /operator/drivers/:id', { params: { id }, body: input }),
  });
}

/** POST /operator/drivers/:id/retire (409 while the driver is on upcoming trips or schedules). */
export function useRetireDriver() {
  return useMutation({
    mutationFn: (id: number) => callApi('POST /operator/drivers/:id/retire', { params: { id } }),
  });
}

type DriverAnswer = RouteResponse<ApiRoutes['POST /operator/drivers/:id/photo']>;

/** POST /operator/drivers/:id/photo (multipart with progress; replaces the photo) and DELETE. */
export function useDriverPhotoActions() {
  const upload = useMutation({
    mutationFn: ({
      driverId,
      file,
      onProgress,
    }: {
      driverId: number;
      file: File;
      onProgress?: (fraction: number) => void;
    }) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<DriverAnswer>(
        fillPath('/operator/drivers/:id/photo', { id: driverId }),
        form,
        onProgress,
      );
    },
  });
  const remove = useMutation({
    mutationFn: (driverId: number) =>
      callApi('DELETE /operator/drivers/:id/photo', { params: { id: driverId } }),
  });
  return { upload: upload.mutateAsync, remove: remove.mutateAsync };
}
