import { join } from 'node:path';
import { SAFARI_IMAGE_MAX_BYTES, SAFARI_IMAGE_WIDTHS } from '@dala/shared';
import type { StoredImageVariant } from '../../db/schema';
import { processImageVariants, removeImageVariantFiles, type ProcessedImage } from './variants';

export { detectImageType, type ProcessedImage } from './variants';

/** Listing photos are public: DATA_DIR/uploads/safaris, served by GET /api/safaris/images/{file}. */
export function safariImagesDir(dataDir: string): string {
  return join(dataDir, 'uploads', 'safaris');
}

/**
 * Checks an upload (JPEG, PNG or WebP by its magic bytes, at most 8 MB, decodable) and stores WebP
 * variants at the standard widths (never upscaled). Metadata (EXIF, GPS) is dropped.
 */
export function processSafariImage(dataDir: string, data: Buffer): Promise<ProcessedImage> {
  return processImageVariants(data, {
    dir: safariImagesDir(dataDir),
    maxBytes: SAFARI_IMAGE_MAX_BYTES,
    widths: SAFARI_IMAGE_WIDTHS,
    minWidth: 400,
    minHeight: 250,
    field: 'file',
    messages: {
      tooLarge: 'safaris.imageTooLarge',
      typeNotAllowed: 'safaris.imageTypeNotAllowed',
      damaged: 'safaris.imageDamaged',
      tooSmall: 'safaris.imageTooSmall',
    },
  });
}

export async function removeSafariImageFiles(dataDir: string, variants: StoredImageVariant[]): Promise<void> {
  await removeImageVariantFiles(safariImagesDir(dataDir), variants);
}
