import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * A quiet red button that opens a destructive action's confirmation (Archive, Remove, Cancel
 * booking). The shared Button variants fix the text colour, so this one has its own classes.
 */
export function DangerLinkButton({
  className,
  outlined = false,
  size = 'md',
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { outlined?: boolean; size?: 'sm' | 'md' }) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex items-center justify-center rounded-xl font-semibold text-red-700 transition-colors select-none hover:bg-red-50 active:bg-red-100 disabled:pointer-events-none disabled:opacity-55',
        size === 'sm' ? 'h-9 gap-1.5 px-3 text-sm' : 'h-11 gap-2 px-4 text-sm',
        outlined && 'bg-white ring-1 ring-red-200 ring-inset',
        className,
      )}
      {...rest}
    />
  );
}
