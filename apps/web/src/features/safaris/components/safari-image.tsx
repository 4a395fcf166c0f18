import type { SafariImage as SafariImageData } from '@dala/shared';
import { usePreloadImage } from '../../../components/document-head';
import { cn } from '../../../lib/cn';

/**
 * A package photo with its width variants, lazy by default; a quiet savannah placeholder if none.
 * `priority`: the page's main image (likely its largest paint), loaded at once and first.
 */
export function SafariImage({
  image,
  url,
  alt,
  sizes = '(min-width: 1024px) 33vw, 100vw',
  className,
  priority = false,
}: {
  image?: SafariImageData | null;
  url?: string | null;
  alt: string;
  sizes?: string;
  className?: string;
  priority?: boolean;
}) {
  const src = image?.url ?? url ?? null;
  const srcSet = image?.srcset || undefined;
  usePreloadImage(priority && src ? { src, srcSet, sizes: srcSet ? sizes : undefined } : null);
  if (!src) return <ImagePlaceholder className={className} />;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image?.alt || alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      width={image?.width ?? undefined}
      height={image?.height ?? undefined}
      className={cn('bg-sand-200 object-cover', className)}
    />
  );
}

export function ImagePlaceholder({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'flex items-center justify-center bg-gradient-to-b from-primary-100 to-sand-200',
        className,
      )}
    >
      <svg
        viewBox="0 0 120 60"
        className="h-1/2 max-h-24 w-auto text-primary-700/40"
        aria-hidden
        fill="currentColor"
      >
        <circle cx="92" cy="16" r="8" />
        <path d="M0 52c18-6 34-8 52-6s40 6 68 0v14H0Z" />
        <path d="M30 46c0-10 2-18 2-18h2s-1 8 0 18Zm-10-20c6-4 22-4 28 0-8-1-20-1-28 0Z" />
      </svg>
    </div>
  );
}
