import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FormField, controlClasses } from './form-field';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The options (`<option>` elements). */
  children: ReactNode;
}

/** A labelled native select with its error under it (spread `register(name)` into it). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, className, id, children, ...rest },
  ref,
) {
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select ref={ref} {...control} className={cn(controlClasses, 'pr-9')} {...rest}>
          {children}
        </select>
      )}
    </FormField>
  );
});
