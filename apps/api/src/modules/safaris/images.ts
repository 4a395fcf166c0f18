import type { SafariImage } from '@dala/shared';
import type { StoredImageVariant } from '../../db/schema';
import { artUrl } from './art';

export interface ImageRow {
  id: number;
  position: number;
  is_cover: boolean;
  kind: 'upload' | 'art';
  variants: StoredImageVariant[];
  art_name: string | null;
  width: number | null;
  height: number | null;
  alt: string;
}

export function uploadedImageUrl(file: string): string {
  return `/api/safaris/images/${file}`;
}

/** The API shape of an image: a default URL (≈800 px wide) and a srcset of every stored width. */
export function toSafariImage(row: ImageRow): SafariImage {
  if (row.kind === 'art') {
    return {
      id: row.id,
      url: artUrl(row.art_name ?? 'savannah-day'),
      srcset: '',
      alt: row.alt,
      is_cover: row.is_cover,
      position: row.position,
      width: row.width,
      height: row.height,
    };
  }
  const variants = [...row.variants].sort((a, b) => a.width - b.width);
  const preferred = variants.find((v) => v.width >= 800) ?? variants[variants.length - 1];
  return {
    id: row.id,
    url: preferred ? uploadedImageUrl(preferred.file) : '',
    srcset: variants.map((v) => `${uploadedImageUrl(v.file)} ${v.width}w`).join(', '),
    alt: row.alt,
    is_cover: row.is_cover,
    position: row.position,
    width: row.width,
    height: row.height,
  };
}
