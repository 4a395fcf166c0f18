import { fillPath, type ApiRoutes, type RouteResponse } from '@dala/shared';
import { useMutation } from '@tanstack/react-query';
import { apiUpload, callApi } from '../../../lib/api-client';

type ImageList = RouteResponse<ApiRoutes['POST /operator/safaris/:id/images']>;

interface UploadInput {
  packageId: number;
  file: File;
  alt: string;
  onProgress?: (fraction: number) => void;
}

/**
 * POST /operator/safaris/:id/images (multipart, with upload progress), PUT …/images (order and
 * cover) and DELETE …/images/:imageId; each answers the package's images.
 */
export function useSafariImageActions() {
  const upload = useMutation({
    mutationFn: ({ packageId, file, alt, onProgress }: UploadInput) => {
      const form = new FormData();
      // Text fields first: the server reads the fields sent before the file part.
      form.append('alt', alt.slice(0, 200));
      form.append('file', file);
      return apiUpload<ImageList>(
        fillPath('/operator/safaris/:id/images', { id: packageId }),
        form,
        onProgress,
      );
    },
  });
  const order = useMutation({
    mutationFn: ({
      packageId,
      imageIds,
      coverImageId,
    }: {
      packageId: number;
      imageIds: number[];
      coverImageId?: number;
    }) =>
      callApi('PUT /operator/safaris/:id/images', {
        params: { id: packageId },
        body: { image_ids: imageIds, cover_image_id: coverImageId },
      }),
  });
  const remove = useMutation({
    mutationFn: ({ packageId, imageId }: { packageId: number; imageId: number }) =>
      callApi('DELETE /operator/safaris/:id/images/:imageId', { params: { id: packageId, imageId } }),
  });
  return { upload: upload.mutateAsync, order: order.mutateAsync, remove: remove.mutateAsync };
}
