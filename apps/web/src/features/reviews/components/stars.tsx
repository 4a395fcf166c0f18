import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** The star glyph (decoration: the rating is read out from the label). */
const STAR = '★';

/** A rating as five stars, read out as "Rated 4 out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('reviews');
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={t('stars.rated', { rating })} className={cn('text-primary-600', className)}>
      <span aria-hidden>{STAR.repeat(full)}</span>
      <span aria-hidden className="text-sand-300">
        {STAR.repeat(Math.max(0, 5 - full))}
      </span>
    </span>
  );
}

/** Choosing 1–5 stars: a radio group (arrow keys move, each star is named "4 stars"). */
export function StarInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const { t } = useTranslation('reviews');
  const name = useId();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-stone-800">{t('form.rating')}</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className={cn(
              'flex size-11 cursor-pointer items-center justify-center rounded-full text-3xl leading-none',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-600',
              value !== null && n <= value ? 'text-primary-600' : 'text-sand-300 hover:text-primary-400',
            )}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={t('stars.option', { count: n })}
            />
            <span aria-hidden>{STAR}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
