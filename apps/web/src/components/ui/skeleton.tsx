import { cn } from '../../lib/cn';

const RADII = { lg: 'rounded-lg', full: 'rounded-full', none: 'rounded-none' } as const;

/**
 * A placeholder block shown while content loads. Its corners are a prop, not a class to override:
 * `cn` resolves no conflicts, so `className` only adds size and spacing.
 */
export function Skeleton({ className, radius = 'lg' }: { className?: string; radius?: keyof typeof RADII }) {
  return <div aria-hidden className={cn('animate-pulse bg-sand-200/70', RADII[radius], className)} />;
}
