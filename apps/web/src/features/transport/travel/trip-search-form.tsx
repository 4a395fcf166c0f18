import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useTripTowns } from '../api/travel-search';
import type { TripFilters } from './search-params';
import { TRIP_SEARCH_MAX_GUESTS } from '@dala/shared';
import { tripIsoDate } from './trip-format';

export interface TripJourney {
  from: string;
  location: string;
  start_date: string;
  guests: number;
}

/**
 * The journey at the top of /transport-search: from, to (town suggestions once a field is used),
 * date and passengers. Submitting writes them to the URL; the towns load only when a field is
 * focused, so the page's first load carries none of them.
 */
export function TripSearchForm({
  filters,
  onSearch,
}: {
  filters: TripFilters;
  onSearch: (journey: TripJourney) => void;
}) {
  const { t } = useTranslation('transport');
  const id = useId();
  const [draft, setDraft] = useState({
    from: filters.from,
    location: filters.location,
    start_date: filters.start_date,
    guests: String(filters.guests),
  });
  const [wantsTowns, setWantsTowns] = useState(false);
  const towns = useTripTowns(wantsTowns);
  const [error, setError] = useState<string | null>(null);
  const today = tripIsoDate(new Date().toISOString());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const location = draft.location.trim();
    if (!location) {
      setError(t('tripSearch.form.destinationRequired'));
      return;
    }
    const guests = Number(draft.guests);
    setError(null);
    onSearch({
      from: draft.from.trim(),
      location,
      start_date: draft.start_date,
      guests:
        Number.isInteger(guests) && guests >= 1 ? Math.min(guests, TRIP_SEARCH_MAX_GUESTS) : filters.guests,
    });
  };

  const swap = () => setDraft({ ...draft, from: draft.location, location: draft.from });
  const labelClass = 'mb-1 block text-xs font-semibold tracking-wide text-stone-500 uppercase';
  const field = cn(inputClasses, 'h-12 focus:border-trip-500 focus:ring-trip-200');
  const listId = `${id}-towns`;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('tripSearch.form.label')}
      className="rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="grid gap-3 md:grid-cols-[1fr_auto_1fr] lg:grid-cols-[1fr_auto_1fr_11rem_8rem_auto] lg:items-end">
        <div>
          <label htmlFor={`${id}-from`} className={labelClass}>
            {t('tripSearch.form.from')}
          </label>
          <input
            id={`${id}-from`}
            className={field}
            list={listId}
            autoComplete="off"
            placeholder={t('tripSearch.form.fromPlaceholder')}
            value={draft.from}
            onFocus={() => setWantsTowns(true)}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <button
          type="button"
          onClick={swap}
          aria-label={t('tripSearch.form.swap')}
          title={t('tripSearch.form.swap')}
          className="mx-auto flex size-10 items-center justify-center rounded-full text-trip-700 ring-1 ring-sand-300 ring-inset hover:bg-trip-50 md:mb-1 md:self-end"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5 rotate-90 md:rotate-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden
          >
            <path d="M7 7h12l-3-3M17 17H5l3 3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <div>
          <label htmlFor={`${id}-to`} className={labelClass}>
            {t('tripSearch.form.to')}
          </label>
          <input
            id={`${id}-to`}
            className={field}
            list={listId}
            autoComplete="off"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            placeholder={t('tripSearch.form.toPlaceholder')}
            value={draft.location}
            onFocus={() => setWantsTowns(true)}
            onChange={(e) => setDraft({ ...draft, location: e.target.value })}
          />
        </div>
        <div className="grid grid-cols-[1fr_7rem] gap-3 md:col-span-3 lg:col-span-2 lg:grid-cols-[11rem_8rem]">
          <div>
            <label htmlFor={`${id}-date`} className={labelClass}>
              {t('tripSearch.form.date')}
            </label>
            <input
              id={`${id}-date`}
              type="date"
              className={field}
              min={today}
              value={draft.start_date}
              onChange={(e) => setDraft({ ...draft, start_date: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-guests`} className={labelClass}>
              {t('tripSearch.form.passengers')}
            </label>
            <input
              id={`${id}-guests`}
              type="number"
              min={1}
              max={TRIP_SEARCH_MAX_GUESTS}
              inputMode="numeric"
              className={field}
              value={draft.guests}
              onChange={(e) => setDraft({ ...draft, guests: e.target.value })}
            />
          </div>
        </div>
        <Button type="submit" variant="trip" size="lg" className="md:col-span-3 lg:col-span-1">
          {t('tripSearch.form.submit')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <datalist id={listId}>
        {(towns.data?.items ?? []).map((town) => (
          <option key={town.name} value={town.name}>
            {town.region}
          </option>
        ))}
      </datalist>
    </form>
  );
}
