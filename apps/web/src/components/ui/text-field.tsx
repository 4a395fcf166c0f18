import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const inputClasses =
  'block w-full rounded-xl border border-sand-300 bg-white px-3.5 py-2.5 text-base text-stone-900 ' +
  'placeholder:text-stone-400 shadow-xs transition-colors focus:border-primary-500 focus:outline-none ' +
  'focus:ring-3 focus:ring-primary-200 disabled:bg-sand-100 aria-invalid:border-red-600 aria-invalid:ring-red-100 sm:text-sm';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Shown under the field, linked to it for screen readers. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its error under it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, id, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses}
        {...rest}
      />
      {error ? (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="mt-1.5 text-sm text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
