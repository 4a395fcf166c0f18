import { useMessageText } from '../../lib/i18n';

export interface FieldErrorProps {
  /** The id the control (or its fieldset) names in `aria-describedby`. */
  id: string;
  /** Nothing is rendered without one; an API message key is translated. */
  error?: string;
}

/**
 * A field's error under it, in FormField's markup, for controls FormField does not wrap (a group of
 * radio buttons in a fieldset, say). Link it with `aria-describedby={error ? id : undefined}`.
 */
export function FieldError({ id, error }: FieldErrorProps) {
  const text = useMessageText();
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {text(error)}
    </p>
  );
}
