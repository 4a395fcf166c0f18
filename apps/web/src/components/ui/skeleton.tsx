import { cn } from '../../lib/cn';

/** A placeholder block shown while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-sand-200/70', className)} />;
}
