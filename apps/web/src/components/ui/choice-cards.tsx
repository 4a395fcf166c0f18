import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError } from './field-error';

export interface ChoiceOption<T> {
  value: T;
  label: ReactNode;
  /** A line under the label (part of the radio's accessible name). */
  hint?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceCardsProps<T> {
  legend: ReactNode;
  /** The radio group's name. */
  name: string;
  options: readonly ChoiceOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** Shown under the cards and linked to the group; an API message key is translated. */
  error?: string;
  /** The error's id (a generated one by default). */
  errorId?: string;
  /** Cards per row from the small breakpoint up (two on phones either way for 2). */
  columns?: 2 | 3;
  className?: string;
}

/**
 * A small set of choices shown as cards, each a real radio button with its label and hint: the one
 * markup for "pick one of a few" in forms (operator type at registration, tour type in the package
 * editor). The fieldset's legend names the group; its error sits under it like a field's.
 */
export function ChoiceCards<T extends string | number | boolean>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  errorId,
  columns = 2,
  className,
}: ChoiceCardsProps<T>) {
  const generatedId = useId();
  const describedBy = errorId ?? `${generatedId}-error`;
  return (
    <fieldset className={cn('min-w-0', className)} aria-describedby={error ? describedBy : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-stone-700">{legend}</legend>
      <div className={cn('grid gap-2', columns === 3 ? 'sm:grid-cols-3' : 'grid-cols-2')}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={String(option.value)}
              className={cn(
                'flex flex-col gap-0.5 rounded-xl border px-3 py-2.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-primary-600',
                option.disabled
                  ? 'cursor-not-allowed border-sand-200 bg-sand-50 text-stone-400'
                  : checked
                    ? 'cursor-pointer border-primary-500 bg-primary-50 text-primary-900 ring-1 ring-primary-500'
                    : 'cursor-pointer border-sand-300 bg-white text-stone-700 hover:border-sand-400',
              )}
            >
              <span className="flex items-center gap-2 font-semibold">
                <input
                  type="radio"
                  name={name}
                  value={String(option.value)}
                  checked={checked}
                  disabled={option.disabled}
                  onChange={() => onChange(option.value)}
                  className="accent-primary-600"
                />
                {option.label}
              </span>
              {option.hint ? (
                <span className={cn('text-xs', option.disabled ? 'text-stone-400' : 'text-stone-500')}>
                  {option.hint}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      <FieldError id={describedBy} error={error} />
    </fieldset>
  );
}
