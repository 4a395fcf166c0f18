import sharp from 'sharp';
import type { ArtLight, ArtScene } from './art';
import { renderArt } from './art';

/** Open Graph's preferred size (1.91:1): link previews show the art without cropping it further. */
export const ART_SHARE_SIZE = { width: 1200, height: 630 } as const;

const rendered = new Map<string, Promise<Buffer>>();

/**
 * The demo art as a PNG for link previews (issue 16): WhatsApp, Facebook and X do not read SVG, so a
 * shared demo safari would otherwise show no picture of its own. 24 scenes at most, each rendered once
 * per process (≈ 15 KB each), cropped to 1200×630 from the centre.
 */
export function artSharePng(scene: ArtScene, light: ArtLight): Promise<Buffer> {
  const key = `${scene}-${light}`;
  let png = rendered.get(key);
  if (!png) {
    png = sharp(Buffer.from(renderArt(scene, light, `${scene} at ${light}`)), { density: 144 })
      .resize(ART_SHARE_SIZE.width, ART_SHARE_SIZE.height, { fit: 'cover' })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    // A failed render is tried again on the next request.
    png.catch(() => rendered.delete(key));
    rendered.set(key, png);
  }
  return png;
}
