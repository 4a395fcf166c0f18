import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useMessageText } from '../../lib/i18n';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The text next to the box (may hold links). */
  label: ReactNode;
  /** Shown under the box, linked to it for screen readers; an API message key is translated. */
  error?: string;
}

/**
 * A checkbox with its label beside it and its error under it (e.g. accepting the terms); spread
 * `register(name)` into it.
 */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, id, className, ...rest },
  ref,
) {
  const generated = useId();
  const controlId = id ?? generated;
  const text = useMessageText();
  return (
    <div className={className}>
      <label className="flex items-start gap-3 text-sm text-stone-700">
        <input
          ref={ref}
          id={controlId}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary-600"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${controlId}-error` : undefined}
          {...rest}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${controlId}-error`} className="mt-3 text-sm text-red-700">
          {text(error)}
        </p>
      )}
    </div>
  );
});
