import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { StoredImageVariant } from '../../db/schema';
import { AppError, validationError, type MessageRef } from '../errors';

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

export interface ProcessedImage {
  variants: StoredImageVariant[];
  width: number;
  height: number;
}

/** How one kind of public picture (safari image, vehicle photo …) is checked and stored. */
export interface ImageVariantOptions {
  /** Folder the variants are written to (and served from). */
  dir: string;
  maxBytes: number;
  /** Standard widths, ascending. */
  widths: readonly number[];
  minWidth: number;
  minHeight: number;
  /** The form field the errors belong to. */
  field: string;
  messages: { tooLarge: MessageRef; typeNotAllowed: MessageRef; damaged: MessageRef; tooSmall: MessageRef };
}

/** A stored variant's file name: 128 random bits and the width. */
export const IMAGE_VARIANT_FILE = /^[0-9a-f]{32}-\d{2,4}\.webp$/;

/**
 * Checks an upload (JPEG, PNG or WebP by its magic bytes, at most `maxBytes`, decodable, large enough)
 * and stores WebP variants at the standard widths (never upscaled) under a random name. Metadata
 * (EXIF, GPS) is dropped.
 */
export async function processImageVariants(
  data: Buffer,
  options: ImageVariantOptions,
): Promise<ProcessedImage> {
  const { field, messages } = options;
  if (data.length > options.maxBytes) {
    throw new AppError(413, 'payload_too_large', messages.tooLarge, { [field]: [messages.tooLarge] });
  }
  if (!detectImageType(data)) throw validationError({ [field]: [messages.typeNotAllowed] });
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    throw validationError({ [field]: [messages.damaged] });
  }
  if (!meta.width || !meta.height) throw validationError({ [field]: [messages.damaged] });
  if (meta.width < options.minWidth || meta.height < options.minHeight) {
    throw validationError({ [field]: [messages.tooSmall] });
  }
  await mkdir(options.dir, { recursive: true });
  const base = randomBytes(16).toString('hex');
  // The standard widths up to the original's, plus the original width when it is in between.
  const largest = options.widths[options.widths.length - 1]!;
  const widths: number[] = options.widths.filter((w) => w <= meta.width!);
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
      await writeFile(join(options.dir, file), out, { flag: 'wx' });
      variants.push({ width, file });
    }
  } catch {
    await removeImageVariantFiles(options.dir, variants);
    throw validationError({ [field]: [messages.damaged] });
  }
  const oriented = (meta.orientation ?? 1) >= 5;
  return {
    variants,
    width: oriented ? meta.height : meta.width,
    height: oriented ? meta.width : meta.height,
  };
}

export async function removeImageVariantFiles(dir: string, variants: StoredImageVariant[]): Promise<void> {
  await Promise.all(
    variants
      .filter((v) => IMAGE_VARIANT_FILE.test(v.file))
      .map((v) => rm(join(dir, v.file), { force: true })),
  );
}
