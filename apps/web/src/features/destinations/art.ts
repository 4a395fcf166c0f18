import type { Destination } from '@dala/shared';
import { ART, artFor } from '../content';

type ArtName = keyof typeof ART;

/** Our illustration of a place: its page's hero, as the /destinations cards draw it. */
export const destinationArt = (destination: Destination): string =>
  artFor(`${destination.name} ${destination.type}`);

/**
 * The same illustration as a 1200×630 PNG for link previews, which do not read SVG
 * (apps/web/public/og/art, drawn by scripts/make-og-images.mjs).
 */
export function destinationShareImage(destination: Destination) {
  const art = destinationArt(destination);
  const name = (Object.keys(ART) as ArtName[]).find((key) => ART[key] === art) ?? 'serengeti';
  return { url: `/og/art/${name}.png`, width: 1200, height: 630, type: 'image/png', alt: destination.name };
}
