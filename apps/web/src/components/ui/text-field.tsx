import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormField, controlClasses } from './form-field';

/** The input look (kept under its old name for inputs that are not in a TextField). */
export const inputClasses = controlClasses;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Shown under the field, linked to it for screen readers. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its error under it (spread react-hook-form's `register(name)` into it). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, id, ...rest },
  ref,
) {
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input ref={ref} {...control} className={controlClasses} {...rest} />}
    </FormField>
  );
});
