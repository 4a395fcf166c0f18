import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/hydration';
import { Spinner } from './spinner';

export type ButtonVariant =
  'primary' | 'trip' | 'secondary' | 'ghost' | 'danger' | 'inverse' | 'inverse-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

// Each variant owns its colours, ring and shadow, and each size its height, padding, text size and gap:
// `cn` resolves no conflicts, so a `className` only adds (margins, width), never overrides these.
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary-700 text-white hover:bg-primary-800 active:bg-primary-900 shadow-sm',
  trip: 'bg-trip-600 text-white hover:bg-trip-700 active:bg-trip-800 shadow-sm',
  secondary: 'bg-white text-stone-800 ring-1 ring-inset ring-sand-300 hover:bg-sand-100 active:bg-sand-200',
  ghost: 'text-stone-700 hover:bg-sand-100 active:bg-sand-200',
  danger: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900 shadow-sm',
  inverse: 'bg-white text-primary-800 hover:bg-primary-50 shadow-sm',
  // White outline on a dark or photo background (beside an `inverse` button).
  'inverse-outline':
    'bg-transparent text-white ring-2 ring-white/70 ring-inset hover:bg-white/10 active:bg-primary-900 shadow-sm',
};
const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-4 text-sm gap-2',
  lg: 'h-13 px-6 text-base gap-2',
};

/** The classes of a button; also used to style links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(
    'inline-flex items-center justify-center rounded-xl font-semibold transition-colors select-none',
    'disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button. */
  busy?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', busy = false, className, children, disabled, type = 'button', ...rest },
  ref,
) {
  // Until the browser has taken a server-rendered page over, a submit button is a plain button: a
  // click then does nothing, rather than submit the form natively (a reload that loses the input).
  const hydrated = useHydrated();
  return (
    <button
      ref={ref}
      type={type === 'submit' && !hydrated ? 'button' : type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner className="size-4" />}
      {children}
    </button>
  );
});

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className,
  ...rest
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}
