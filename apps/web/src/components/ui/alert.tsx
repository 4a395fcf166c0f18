import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  info: 'border-trip-200 bg-trip-50 text-trip-900',
  success: 'border-acacia-200 bg-acacia-50 text-acacia-900',
  warning: 'border-primary-200 bg-primary-50 text-primary-900',
  error: 'border-red-200 bg-red-50 text-red-800',
} as const;

/** A banner message; errors are announced to screen readers at once. */
export function Alert({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: keyof typeof TONES;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-xl border px-4 py-3 text-sm', TONES[tone], className)}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={title ? 'mt-1' : undefined}>{children}</div>}
    </div>
  );
}
