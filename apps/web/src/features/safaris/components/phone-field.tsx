import { DEFAULT_PHONE_CODE, PHONE_COUNTRIES } from '@dala/shared';
import { useId } from 'react';
import { inputClasses } from '../../../components/ui/text-field';

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

/** A phone number with a country-code picker (spec §3: 44 countries, +255 default). */
export function PhoneField({
  label,
  code,
  number,
  onChange,
  error,
  required,
}: {
  label: string;
  code: string;
  number: string;
  onChange: (next: PhoneParts) => void;
  error?: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={`${id}-number`} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="w-28 shrink-0 sm:w-36">
          <select
            aria-label="Country code"
            value={code}
            onChange={(e) => onChange({ code: e.target.value, number })}
            className={inputClasses}
          >
            {PHONE_COUNTRIES.map((c) => (
              <option key={c.iso} value={c.code}>
                {c.code} {c.country}
              </option>
            ))}
          </select>
        </div>
        <input
          id={`${id}-number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required={required}
          value={number}
          onChange={(e) => onChange({ code, number: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClasses}
          placeholder="712 345 678"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
