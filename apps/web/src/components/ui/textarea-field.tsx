import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FormField, controlClasses } from './form-field';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled textarea with its error under it (spread `register(name)` into it). */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, hint, className, id, rows = 4, ...rest },
  ref,
) {
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea ref={ref} rows={rows} {...control} className={cn(controlClasses, 'min-h-24')} {...rest} />
      )}
    </FormField>
  );
});
