import { useId, type ReactNode } from 'react';
import { useMessageText } from '../../lib/i18n';
import { cn } from '../../lib/cn';

export const controlClasses =
  'block w-full rounded-xl border border-sand-300 bg-white px-3.5 py-2.5 text-base text-stone-900 ' +
  'placeholder:text-stone-400 shadow-xs transition-colors focus:border-primary-500 focus:outline-none ' +
  'focus:ring-3 focus:ring-primary-200 disabled:bg-sand-100 aria-invalid:border-red-600 aria-invalid:ring-red-100 sm:text-sm';

/** What a control inside a FormField gets: its id and its accessibility wiring. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Shown under the field, linked to it for screen readers; an API message key is translated. */
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  /** Renders the control with the props that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one markup of a form field: label, control, then its error (or its hint). TextField,
 * SelectField, TextareaField and the phone input use it, so every form shows errors the same way.
 */
export function FormField({ label, error, hint, id, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const text = useMessageText();
  const describedBy = error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={`${controlId}-error`} className="mt-1.5 text-sm text-red-700">
          {text(error)}
        </p>
      ) : hint ? (
        <p id={`${controlId}-hint`} className={cn('mt-1.5 text-sm text-stone-500')}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
