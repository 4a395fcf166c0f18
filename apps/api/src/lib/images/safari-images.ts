import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SAFARI_IMAGE_MAX_BYTES, SAFARI_IMAGE_WIDTHS } from '@dala/shared';
import sharp from 'sharp';
import type { StoredImageVariant } from '../../db/schema';
import { AppError, validationError } from '../errors';

type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`, WebP `RIFF….WEBP`: by content, never by name or header. */
export function detectImageType(data: Buffer): ImageType | undefined {
  const starts = (bytes: number[], offset = 0) =>
    data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

/** Listing photos are public: DATA_DIR/uploads/safaris, served by GET /api/safaris/images/{file}. */
export function safariImagesDir(dataDir: string): string {
  return join(dataDir, 'uploads', 'safaris');
}

export interface ProcessedImage {
  variants: StoredImageVariant[];
  width: number;
  height: number;
}

/**
 * Checks an upload (JPEG, PNG or WebP by its magic bytes, at most 8 MB, decodable) and stores WebP
 * variants at the standard widths (never upscaled). Metadata (EXIF, GPS) is dropped.
 */
export async function processSafariImage(dataDir: string, data: Buffer): Promise<ProcessedImage> {
  if (data.length > SAFARI_IMAGE_MAX_BYTES) {
    throw new AppError(413, 'payload_too_large', 'safaris.imageTooLarge', {
      file: ['safaris.imageTooLarge'],
    });
  }
  if (!detectImageType(data)) {
    throw validationError({ file: ['safaris.imageTypeNotAllowed'] });
  }
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    throw validationError({ file: ['safaris.imageDamaged'] });
  }
  if (!meta.width || !meta.height) throw validationError({ file: ['safaris.imageDamaged'] });
  if (meta.width < 400 || meta.height < 250) {
    throw validationError({ file: ['safaris.imageTooSmall'] });
  }
  const dir = safariImagesDir(dataDir);
  await mkdir(dir, { recursive: true });
  const base = randomBytes(16).toString('hex');
  // The standard widths up to the original's, plus the original width when it is in between.
  const largest = SAFARI_IMAGE_WIDTHS[SAFARI_IMAGE_WIDTHS.length - 1]!;
  const widths: number[] = SAFARI_IMAGE_WIDTHS.filter((w) => w <= meta.width!);
  if (meta.width < largest && !widths.includes(meta.width)) widths.push(meta.width);
  const variants: StoredImageVariant[] = [];
  try {
    for (const width of widths) {
      const out = await sharp(data, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      const file = `${base}-${width}.webp`;
      await writeFile(join(dir, file), out, { flag: 'wx' });
      variants.push({ width, file });
    }
  } catch {
    await removeSafariImageFiles(dataDir, variants);
    throw validationError({ file: ['safaris.imageDamaged'] });
  }
  const oriented = (meta.orientation ?? 1) >= 5;
  return {
    variants,
    width: oriented ? meta.height : meta.width,
    height: oriented ? meta.width : meta.height,
  };
}

export async function removeSafariImageFiles(dataDir: string, variants: StoredImageVariant[]): Promise<void> {
  const dir = safariImagesDir(dataDir);
  await Promise.all(
    variants
      .filter((v) => /^[0-9a-f]{32}-\d{2,4}\.webp$/.test(v.file))
      .map((v) => rm(join(dir, v.file), { force: true })),
  );
}
