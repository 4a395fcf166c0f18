import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { inputClasses } from './text-field';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../lib/i18n';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Shown under the field, linked to it for screen readers; an API message key is translated. */
  error?: string;
  hint?: ReactNode;
  /** Extra content on the label's line (e.g. a 'Forgot Password' link). */
  labelAside?: ReactNode;
}

/** A labelled password input with a show/hide toggle and its error under it. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, labelAside, className, id, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const { t } = useTranslation();
  const text = useMessageText();
  const [visible, setVisible] = useState(false);
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-stone-700">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClasses} pr-20`}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-1 right-1 rounded-lg px-3 text-xs font-semibold text-stone-600 hover:bg-sand-100"
        >
          {visible ? t('password.hide') : t('password.show')}
          <span className="sr-only">{t('password.srSuffix')}</span>
        </button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-700">
          {text(error)}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="mt-1.5 text-sm text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
