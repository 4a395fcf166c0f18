import { SAFARI_TIERS, type SafariTier } from '@dala/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/text-field';
import type { Destination } from '@dala/shared';
import { formatRating } from '../../../lib/format';
import { activeFilterCount, type SafariFilters } from './search-params';

const RATINGS = ['3', '4', '4.5'];

function numberOrNull(value: string): number | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
}

/**
 * Filters of /safaris-search. Choices (selects, checkboxes) apply at once; typed values (text, dates,
 * numbers) apply with the 'Apply' button or Enter, so the URL history is not flooded while typing.
 */
export function FilterPanel({
  filters,
  destinations,
  onChange,
  onClear,
}: {
  filters: SafariFilters;
  destinations: Destination[];
  onChange: (patch: Partial<SafariFilters>) => void;
  onClear: () => void;
}) {
  const id = useId();
  // Draft of the typed fields; re-created from the URL when it changes (key on the parent).
  const { t } = useTranslation('safaris');
  const [draft, setDraft] = useState({
    q: filters.q,
    start_date: filters.start_date,
    end_date: filters.end_date,
    guests: filters.guests === null ? '' : String(filters.guests),
    min_price: filters.min_price === null ? '' : String(filters.min_price),
    max_price: filters.max_price === null ? '' : String(filters.max_price),
    min_days: filters.min_days === null ? '' : String(filters.min_days),
    max_days: filters.max_days === null ? '' : String(filters.max_days),
  });
  const [error, setError] = useState<string | null>(null);

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const patch: Partial<SafariFilters> = {
      q: draft.q.trim(),
      start_date: draft.start_date,
      end_date: draft.end_date,
      guests: numberOrNull(draft.guests),
      min_price: numberOrNull(draft.min_price),
      max_price: numberOrNull(draft.max_price),
      min_days: numberOrNull(draft.min_days),
      max_days: numberOrNull(draft.max_days),
    };
    if (patch.start_date && patch.end_date && patch.end_date < patch.start_date) {
      setError(t('filters.endBeforeStart'));
      return;
    }
    if (patch.min_price != null && patch.max_price != null && patch.max_price < patch.min_price) {
      setError(t('filters.maxPriceBelowMin'));
      return;
    }
    if (patch.min_days != null && patch.max_days != null && patch.max_days < patch.min_days) {
      setError(t('filters.maxDaysBelowMin'));
      return;
    }
    if (patch.guests === 0) patch.guests = null;
    setError(null);
    onChange(patch);
  };

  const toggleTier = (tier: SafariTier) => {
    const tiers = filters.tiers.includes(tier)
      ? filters.tiers.filter((t) => t !== tier)
      : [...filters.tiers, tier];
    onChange({ tiers });
  };

  const knownLocation = destinations.some((d) => d.name === filters.location);
  const labelClass = 'mb-1.5 block text-sm font-medium text-stone-700';

  return (
    <form onSubmit={apply} className="space-y-5" aria-label={t('filters.label')} noValidate>
      <div>
        <label htmlFor={`${id}-q`} className={labelClass}>
          {t('filters.search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={inputClasses}
          placeholder={t('filters.searchPlaceholder')}
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-location`} className={labelClass}>
          {t('filters.destination')}
        </label>
        <select
          id={`${id}-location`}
          className={inputClasses}
          value={filters.location}
          onChange={(e) => onChange({ location: e.target.value })}
        >
          <option value="">{t('filters.allDestinations')}</option>
          {!knownLocation && filters.location && <option value={filters.location}>{filters.location}</option>}
          {destinations.map((d) => (
            <option key={d.slug} value={d.name}>
              {d.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className={labelClass}>{t('filters.dates')}</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
          <div>
            <label htmlFor={`${id}-start`} className="mb-1 block text-xs text-stone-500">
              {t('filters.from')}
            </label>
            <input
              id={`${id}-start`}
              type="date"
              className={inputClasses}
              value={draft.start_date}
              onChange={(e) => setDraft({ ...draft, start_date: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-end`} className="mb-1 block text-xs text-stone-500">
              {t('filters.to')}
            </label>
            <input
              id={`${id}-end`}
              type="date"
              className={inputClasses}
              value={draft.end_date}
              min={draft.start_date || undefined}
              onChange={(e) => setDraft({ ...draft, end_date: e.target.value })}
            />
          </div>
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-guests`} className={labelClass}>
          {t('filters.guests')} <span className="font-normal text-stone-500">{t('filters.guestsNote')}</span>
        </label>
        <input
          id={`${id}-guests`}
          type="number"
          min={1}
          max={60}
          inputMode="numeric"
          className={inputClasses}
          value={draft.guests}
          onChange={(e) => setDraft({ ...draft, guests: e.target.value })}
        />
      </div>
      <RangeFieldset
        legend={t('filters.price')}
        legendClass={labelClass}
        lowLabel={t('filters.minimumPrice')}
        highLabel={t('filters.maximumPrice')}
        min={0}
        step={1}
        low={draft.min_price}
        high={draft.max_price}
        onLow={(min_price) => setDraft({ ...draft, min_price })}
        onHigh={(max_price) => setDraft({ ...draft, max_price })}
      />
      <RangeFieldset
        legend={t('filters.duration')}
        legendClass={labelClass}
        lowLabel={t('filters.minimumDays')}
        highLabel={t('filters.maximumDays')}
        min={1}
        max={30}
        low={draft.min_days}
        high={draft.max_days}
        onLow={(min_days) => setDraft({ ...draft, min_days })}
        onHigh={(max_days) => setDraft({ ...draft, max_days })}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full">
        {t('filters.apply')}
      </Button>
      <fieldset>
        <legend className={labelClass}>{t('filters.comfort')}</legend>
        <div className="space-y-1.5">
          {SAFARI_TIERS.map((tier) => (
            <label key={tier} className="flex items-center gap-2 text-sm text-stone-700">
              <input
                type="checkbox"
                className="size-4 rounded accent-primary-600"
                checked={filters.tiers.includes(tier)}
                onChange={() => toggleTier(tier)}
              />
              {t(`tiers.${tier}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={labelClass}>{t('filters.tourType')}</legend>
        <div className="space-y-1.5">
          {[
            { label: t('filters.allTours'), value: null },
            { label: t('filters.privateTours'), value: true },
            { label: t('filters.groupTours'), value: false },
          ].map((option) => (
            <label key={String(option.value)} className="flex items-center gap-2 text-sm text-stone-700">
              <input
                type="radio"
                name={`${id}-private`}
                className="size-4 accent-primary-600"
                checked={filters.private === option.value}
                onChange={() => onChange({ private: option.value })}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-rating`} className={labelClass}>
          {t('filters.minimumRating')}
        </label>
        <select
          id={`${id}-rating`}
          className={inputClasses}
          value={filters.min_rating === null ? '' : String(filters.min_rating)}
          onChange={(e) => onChange({ min_rating: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t('filters.anyRating')}</option>
          {RATINGS.map((r) => (
            <option key={r} value={r}>
              {t('filters.ratingAndUp', {
                rating: formatRating(Number(r)),
              })}
            </option>
          ))}
        </select>
      </div>
      {activeFilterCount(filters) > 0 && (
        <Button variant="ghost" className="w-full" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </form>
  );
}

/** A "Min – Max" pair of number inputs under one legend (price, duration). */
function RangeFieldset(props: {
  legend: string;
  legendClass: string;
  /** The inputs' accessible names: 'Minimum price', 'Maximum days'. */
  lowLabel: string;
  highLabel: string;
  min: number;
  max?: number;
  step?: number;
  low: string;
  high: string;
  onLow: (value: string) => void;
  onHigh: (value: string) => void;
}) {
  const { t } = useTranslation('safaris');
  const bounds = { min: props.min, max: props.max, step: props.step };
  return (
    <fieldset>
      <legend className={props.legendClass}>{props.legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <input
          aria-label={props.lowLabel}
          type="number"
          inputMode="numeric"
          placeholder={t('filters.min')}
          className={inputClasses}
          {...bounds}
          value={props.low}
          onChange={(e) => props.onLow(e.target.value)}
        />
        <input
          aria-label={props.highLabel}
          type="number"
          inputMode="numeric"
          placeholder={t('filters.max')}
          className={inputClasses}
          {...bounds}
          value={props.high}
          onChange={(e) => props.onHigh(e.target.value)}
        />
      </div>
    </fieldset>
  );
}
