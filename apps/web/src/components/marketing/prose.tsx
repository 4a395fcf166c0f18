import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Long-form text styles (policies, articles) from the design tokens. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'text-base leading-relaxed text-stone-700',
        '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-stone-900',
        '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-stone-900',
        '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
        '[&_a]:font-semibold [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-primary-800',
        '[&_strong]:font-semibold [&_strong]:text-stone-900',
        '[&_table]:my-6 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_td]:border-t [&_td]:border-sand-200 [&_td]:px-3 [&_td]:py-2.5 [&_th]:bg-sand-100 [&_th]:px-3 [&_th]:py-2.5 [&_th]:font-semibold [&_th]:text-stone-900',
        className,
      )}
    >
      {children}
    </div>
  );
}
