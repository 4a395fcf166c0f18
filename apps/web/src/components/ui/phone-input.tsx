import { DEFAULT_PHONE_CODE, PHONE_COUNTRIES } from '@dala/shared';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useGeolocatedPhoneCode } from './use-geolocated-phone-code';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../lib/i18n';

export interface PhoneCountryOption {
  code: string;
  country: string;
  iso: string;
}

export interface PhoneParts {
  code: string;
  number: string;
}

/** Splits '+255712345678' into the longest known country code and the rest. */
export function splitPhone(value: string): PhoneParts {
  const match = [...PHONE_COUNTRIES]
    .sort((a, b) => b.code.length - a.code.length)
    .find((c) => value.startsWith(c.code));
  if (match) return { code: match.code, number: value.slice(match.code.length) };
  return { code: DEFAULT_PHONE_CODE, number: value.replace(/^\+/, '') };
}

/** Country code plus digits (spec §5: non-digits are stripped). */
export function joinPhone(code: string, number: string): string {
  return `${code}${number.replace(/\D/g, '')}`;
}

export interface PhoneInputProps {
  label: ReactNode;
  countries: readonly PhoneCountryOption[];
  code: string;
  localNumber: string;
  onCodeChange(code: string): void;
  onLocalNumberChange(value: string): void;
  /** Shown under the field, linked to it for screen readers; an API message key is translated. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  name?: string;
  className?: string;
  /**
   * Preselect the code from the visitor's IP-geolocation when the server configures a service
   * (registration only: forms editing a saved number keep theirs).
   */
  preselectFromLocation?: boolean;
}

/** Country calling-code picker plus the number, with one label, and the error under both. */
export function PhoneInput({
  label,
  countries,
  code,
  localNumber,
  onCodeChange,
  onLocalNumberChange,
  error,
  hint,
  required,
  name = 'phone_number',
  className,
  preselectFromLocation = false,
}: PhoneInputProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const id = useId();
  const geolocation = useGeolocatedPhoneCode({
    enabled: preselectFromLocation,
    countries,
    code,
    onCodeChange,
  });
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <div
        className={cn(
          'flex rounded-xl border bg-white shadow-xs focus-within:border-primary-500 focus-within:ring-3 focus-within:ring-primary-200',
          error ? 'border-red-600' : 'border-sand-300',
        )}
      >
        <select
          aria-label={t('phone.countryCode')}
          value={code}
          onChange={(e) => {
            geolocation.markChosen();
            onCodeChange(e.target.value);
          }}
          className="w-28 shrink-0 rounded-l-xl border-r border-sand-300 bg-sand-50 py-2.5 pr-1 pl-3 text-base text-stone-900 focus:outline-none sm:text-sm"
        >
          {countries.map((c) => (
            <option key={c.iso} value={c.code}>
              {c.code} {c.country}
            </option>
          ))}
        </select>
        <input
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={localNumber}
          onChange={(e) => onLocalNumberChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          placeholder={t('phone.placeholder')}
          className="min-w-0 flex-1 rounded-r-xl bg-transparent px-3.5 py-2.5 text-base text-stone-900 placeholder:text-stone-400 focus:outline-none sm:text-sm"
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {text(error)}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
