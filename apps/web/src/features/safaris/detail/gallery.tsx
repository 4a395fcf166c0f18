import type { SafariImage as SafariImageData } from '@dala/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { ImagePlaceholder, SafariImage } from '../components/safari-image';

/** The package photos: a large image and a strip of thumbnails (buttons) to switch it. */
export function Gallery({ images, title }: { images: SafariImageData[]; title: string }) {
  const { t } = useTranslation('safaris');
  const ordered = [...images].sort(
    (a, b) => Number(b.is_cover) - Number(a.is_cover) || a.position - b.position,
  );
  const [index, setIndex] = useState(0);
  const current = ordered[Math.min(index, ordered.length - 1)];
  if (!current) return <ImagePlaceholder className="aspect-[16/9] w-full rounded-card" />;
  return (
    <div>
      <div className="overflow-hidden rounded-card">
        <SafariImage
          image={current}
          alt={current.alt || title}
          priority
          sizes="(min-width: 1024px) 800px, 100vw"
          className="aspect-[16/9] w-full"
        />
      </div>
      {ordered.length > 1 && (
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1" aria-label={t('gallery.photos')}>
          {ordered.map((image, i) => (
            <li key={`${image.id ?? 'art'}-${image.url}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('gallery.showPhoto', { number: i + 1, total: ordered.length })}
                aria-pressed={i === index}
                className={cn(
                  'block overflow-hidden rounded-lg ring-2 ring-offset-1 transition',
                  i === index ? 'ring-primary-500' : 'ring-transparent opacity-80 hover:opacity-100',
                )}
              >
                <SafariImage image={image} alt="" sizes="96px" className="h-14 w-20 sm:h-16 sm:w-24" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
