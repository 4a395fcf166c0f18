import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * The line a screen shows when what it shows came from this device's offline copy (issue 16): "You
 * are offline — last updated 14 Dec 2026, 09:30". The screen writes the text (its own namespace).
 */
export function OfflineBanner({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className={cn(
        'flex items-start gap-2 rounded-xl border border-sand-300 bg-sand-100 px-4 py-3 text-sm font-medium text-stone-800',
        className,
      )}
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="mt-0.5 size-4 shrink-0 text-stone-600"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M2 2l20 20" />
        <path d="M8.5 16.5a5 5 0 0 1 7 0" />
        <path d="M5 12.9a10 10 0 0 1 5.2-2.8" />
        <path d="M19 12.9a10 10 0 0 0-2.3-1.6" />
        <path d="M2 8.8a15 15 0 0 1 4.2-2.6" />
        <path d="M22 8.8A15 15 0 0 0 10.7 5" />
        <path d="M12 20h.01" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
