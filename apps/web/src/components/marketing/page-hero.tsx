import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { PageSeo, usePreloadImage } from '../document-head';

/** The title band at the top of a content page, over an optional illustration. */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  children,
  compact = false,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  image?: string;
  children?: ReactNode;
  compact?: boolean;
}) {
  usePreloadImage(image ? { src: image } : null);
  return (
    <section className="relative isolate overflow-hidden bg-acacia-900 text-white">
      {image && (
        <>
          <img
            src={image}
            alt=""
            className="absolute inset-0 -z-10 size-full object-cover"
            // The hero is the page's largest paint: fetched first, drawn with the first frame.
            fetchPriority="high"
          />
          <div className="absolute inset-0 -z-10 bg-gradient-to-r from-stone-950/80 via-stone-950/55 to-stone-950/30" />
        </>
      )}
      <div
        className={cn(
          'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8',
          compact ? 'pt-12 pb-12 sm:pt-16 sm:pb-14' : 'pt-16 pb-16 sm:pt-24 sm:pb-20',
        )}
      >
        {eyebrow && <p className="text-sm font-bold tracking-wider text-primary-200 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
          {title}
        </h1>
        {/* The lead is the page's summary for search engines and shares (issue 16). */}
        {typeof lead === 'string' && (
          <PageSeo build={import.meta.env.SSR ? () => ({ description: lead }) : undefined} />
        )}
        {lead && <div className="mt-4 max-w-2xl text-base text-white/85 sm:text-lg">{lead}</div>}
        {children}
      </div>
    </section>
  );
}
