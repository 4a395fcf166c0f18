import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Eyebrow, title and lead of a home/content section. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = 'center',
  tone = 'dark',
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  align?: 'center' | 'left';
  tone?: 'dark' | 'light';
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-bold tracking-wider uppercase',
            tone === 'dark' ? 'text-primary-700' : 'text-primary-200',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl',
          tone === 'dark' ? 'text-stone-900' : 'text-white',
        )}
      >
        {title}
      </h2>
      {lead && (
        <p className={cn('mt-4 text-base sm:text-lg', tone === 'dark' ? 'text-stone-600' : 'text-white/80')}>
          {lead}
        </p>
      )}
    </div>
  );
}
