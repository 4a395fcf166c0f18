import { join } from 'node:path';
import { FLEET_LIMITS, SAFARI_IMAGE_WIDTHS, type FleetPhoto } from '@dala/shared';
import type { StoredImageVariant } from '../../db/schema';
import { VEHICLE_ART_NAMES } from './vehicle-art';
import {
  processImageVariants,
  removeImageVariantFiles,
  type ImageVariantOptions,
  type ProcessedImage,
} from '../../lib/images/variants';

/**
 * Vehicle and driver photos: public pictures like safari images, resized into WebP width variants
 * under DATA_DIR/uploads/fleet and served by GET /api/vehicles/photos/{file}. A driver's photo is
 * reachable only by its 128-bit random name, which only its transporter's answers carry.
 */
export function fleetPhotosDir(dataDir: string): string {
  return join(dataDir, 'uploads', 'fleet');
}

export const fleetPhotoUrl = (file: string) => `/api/vehicles/photos/${file}`;
export const vehicleArtUrl = (name: string) => `/api/vehicles/art/${name}.svg`;

const MESSAGES = {
  tooLarge: 'fleet.photoTooLarge',
  typeNotAllowed: 'fleet.photoTypeNotAllowed',
  damaged: 'fleet.photoDamaged',
} as const;

function photoOptions(dataDir: string, kind: 'vehicle' | 'driver'): ImageVariantOptions {
  const [minWidth, minHeight] = kind === 'vehicle' ? [400, 250] : [200, 200];
  return {
    dir: fleetPhotosDir(dataDir),
    maxBytes: FLEET_LIMITS.photoMaxBytes,
    widths: kind === 'vehicle' ? SAFARI_IMAGE_WIDTHS : [200, 400],
    minWidth,
    minHeight,
    field: 'file',
    messages: {
      ...MESSAGES,
      tooSmall: { key: 'fleet.photoTooSmall', values: { width: minWidth, height: minHeight } },
    },
  };
}

export const processFleetPhoto = (
  dataDir: string,
  kind: 'vehicle' | 'driver',
  data: Buffer,
): Promise<ProcessedImage> => processImageVariants(data, photoOptions(dataDir, kind));

export const removeFleetPhotoFiles = (dataDir: string, variants: StoredImageVariant[]) =>
  removeImageVariantFiles(fleetPhotosDir(dataDir), variants);

export interface PhotoRow {
  id: number;
  position: number;
  kind: 'upload' | 'art';
  variants: StoredImageVariant[];
  artName: string | null;
  width: number | null;
  height: number | null;
  alt: string;
}

/** The API shape: a default URL (≈800 px wide, or the largest) and a srcset of every width. */
export function photoUrls(variants: StoredImageVariant[], preferredWidth = 800) {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const preferred = sorted.find((v) => v.width >= preferredWidth) ?? sorted[sorted.length - 1];
  return {
    url: preferred ? fleetPhotoUrl(preferred.file) : '',
    srcset: sorted.map((v) => `${fleetPhotoUrl(v.file)} ${v.width}w`).join(', '),
  };
}

/** A vehicle picture's public URLs: its SVG art (an art row always names one), or its upload's variants. */
export function vehiclePictureUrls(row: Pick<PhotoRow, 'kind' | 'variants' | 'artName'>) {
  return row.kind === 'art'
    ? { url: vehicleArtUrl(row.artName ?? VEHICLE_ART_NAMES[0]!), srcset: '' }
    : photoUrls(row.variants);
}

export function toFleetPhoto(row: PhotoRow): FleetPhoto {
  return {
    id: row.id,
    ...vehiclePictureUrls(row),
    alt: row.alt,
    position: row.position,
    width: row.width,
    height: row.height,
  };
}
