import { cn } from '../../lib/cn';
import { Skeleton } from './skeleton';

/** Placeholder for a card with an image, a title and two lines of text. */
export function CardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('rounded-card border border-sand-200 bg-white p-4 shadow-card', className)}>
      <Skeleton className="h-36 w-full" />
      <Skeleton className="mt-4 h-5 w-2/3" />
      <Skeleton className="mt-2 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
    </div>
  );
}

/** Placeholder for a list of `rows` rows with an avatar and two lines. */
export function ListSkeleton({ rows = 3, className }: { rows?: number; className?: string }) {
  return (
    <div className={cn('space-y-3', className)} aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-start gap-3">
          <Skeleton radius="full" className="size-9 shrink-0" />
          <div className="flex-1">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-2 h-3 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Placeholder for a block of text. */
export function TextSkeleton({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div className={cn('space-y-2', className)} aria-hidden>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn('h-4', i === lines - 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}
