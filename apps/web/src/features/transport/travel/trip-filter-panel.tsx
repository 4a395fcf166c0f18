import { VEHICLE_AMENITIES, VEHICLE_CLASSES, type TimeOfDay, type TripSearchResult } from '@dala/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/text-field';
import { TIMES_OF_DAY } from '@dala/shared';
import { tzs } from './trip-format';
import { MAX_FARE_FILTER, activeTripFilterCount, type TripFilters } from './search-params';

type Facets = TripSearchResult['facets'];

function fareOrNull(value: string): number | null {
  const trimmed = value.replace(/[\s,]/g, '');
  if (!/^\d+$/.test(trimmed)) return null;
  return Math.min(Number(trimmed), MAX_FARE_FILTER);
}

/** `list` with `item` added or taken out. */
function toggled<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** Options offered: what the results have, plus whatever the URL already chose. */
function offered<T extends string>(available: readonly T[], chosen: readonly T[], order: readonly T[]): T[] {
  const set = new Set<T>([...available, ...chosen]);
  return order.filter((item) => set.has(item));
}

/**
 * Filters of /transport-search: time of day, class, fare, transporter and amenities. Ticks apply at
 * once; the typed fare range applies with its button or Enter (no URL entry per keystroke). The
 * choices offered come from the results' facets, so a filter never leads to nothing by itself.
 */
export function TripFilterPanel({
  filters,
  facets,
  onChange,
  onClear,
}: {
  filters: TripFilters;
  facets: Facets | undefined;
  onChange: (patch: Partial<TripFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('transport');
  const id = useId();
  // Typed fare range, re-created from the URL when it changes (key on the parent).
  const [draft, setDraft] = useState({
    min: filters.min_price === null ? '' : String(filters.min_price),
    max: filters.max_price === null ? '' : String(filters.max_price),
  });
  const [error, setError] = useState<string | null>(null);

  const applyFares = (event?: FormEvent) => {
    event?.preventDefault();
    const min = fareOrNull(draft.min);
    const max = fareOrNull(draft.max);
    if (min !== null && max !== null && max < min) {
      setError(t('tripSearch.filters.maxBelowMin'));
      return;
    }
    setError(null);
    onChange({ min_price: min, max_price: max });
  };

  const times = offered<TimeOfDay>(facets?.times_of_day ?? [], filters.time_of_day, TIMES_OF_DAY);
  const classes = offered(facets?.classes ?? [], filters.classes, VEHICLE_CLASSES);
  const amenities = offered(facets?.amenities ?? [], filters.amenities, VEHICLE_AMENITIES);
  const transporters = facets?.transporters ?? [];
  const chosenUnknown = filters.transporters.filter((tid) => !transporters.some((tr) => tr.id === tid));

  const labelClass = 'mb-2 block text-sm font-semibold text-stone-800';
  const priceHint =
    facets?.price_min_tzs != null && facets.price_max_tzs != null
      ? t('tripSearch.filters.fareRange', {
          min: tzs(facets.price_min_tzs),
          max: tzs(facets.price_max_tzs),
        })
      : null;

  return (
    <form onSubmit={applyFares} className="space-y-6" aria-label={t('tripSearch.filters.label')} noValidate>
      <CheckGroup legend={t('tripSearch.filters.timeOfDay')} legendClass={labelClass}>
        {times.map((time) => (
          <Check
            key={time}
            label={t(`tripSearch.timesOfDay.${time}`)}
            hint={t(`tripSearch.timesOfDayHours.${time}`)}
            checked={filters.time_of_day.includes(time)}
            onChange={() => onChange({ time_of_day: toggled(filters.time_of_day, time) })}
          />
        ))}
      </CheckGroup>
      {classes.length > 0 && (
        <CheckGroup legend={t('tripSearch.filters.class')} legendClass={labelClass}>
          {classes.map((vehicleClass) => (
            <Check
              key={vehicleClass}
              label={t(`vehicleClasses.${vehicleClass}`)}
              checked={filters.classes.includes(vehicleClass)}
              onChange={() => onChange({ classes: toggled(filters.classes, vehicleClass) })}
            />
          ))}
        </CheckGroup>
      )}
      <fieldset>
        <legend className={labelClass}>{t('tripSearch.filters.fare')}</legend>
        {priceHint && <p className="-mt-1 mb-2 text-xs text-stone-500">{priceHint}</p>}
        <div className="grid grid-cols-2 gap-2">
          <input
            aria-label={t('tripSearch.filters.minFare')}
            id={`${id}-min`}
            inputMode="numeric"
            placeholder={t('tripSearch.filters.min')}
            className={inputClasses}
            value={draft.min}
            onChange={(e) => setDraft({ ...draft, min: e.target.value })}
          />
          <input
            aria-label={t('tripSearch.filters.maxFare')}
            id={`${id}-max`}
            inputMode="numeric"
            placeholder={t('tripSearch.filters.max')}
            className={inputClasses}
            value={draft.max}
            onChange={(e) => setDraft({ ...draft, max: e.target.value })}
          />
        </div>
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" variant="secondary" size="sm" className="mt-2 w-full">
          {t('tripSearch.filters.applyFare')}
        </Button>
      </fieldset>
      {(transporters.length > 0 || chosenUnknown.length > 0) && (
        <CheckGroup legend={t('tripSearch.filters.transporter')} legendClass={labelClass}>
          {transporters.map((transporter) => (
            <Check
              key={transporter.id}
              label={transporter.company_name}
              checked={filters.transporters.includes(transporter.id)}
              onChange={() => onChange({ transporters: toggled(filters.transporters, transporter.id) })}
            />
          ))}
          {chosenUnknown.map((tid) => (
            <Check
              key={tid}
              label={t('tripSearch.filters.otherTransporter')}
              checked
              onChange={() => onChange({ transporters: toggled(filters.transporters, tid) })}
            />
          ))}
        </CheckGroup>
      )}
      {amenities.length > 0 && (
        <CheckGroup legend={t('tripSearch.filters.amenities')} legendClass={labelClass}>
          {amenities.map((amenity) => (
            <Check
              key={amenity}
              label={t(`vehicleAmenities.${amenity}`)}
              checked={filters.amenities.includes(amenity)}
              onChange={() => onChange({ amenities: toggled(filters.amenities, amenity) })}
            />
          ))}
        </CheckGroup>
      )}
      {activeTripFilterCount(filters) > 0 && (
        <Button variant="ghost" className="w-full" onClick={onClear}>
          {t('tripSearch.clearFilters')}
        </Button>
      )}
    </form>
  );
}

function CheckGroup({
  legend,
  legendClass,
  children,
}: {
  legend: string;
  legendClass: string;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className="space-y-1">{children}</div>
    </fieldset>
  );
}

function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded-lg px-1 text-sm text-stone-700 hover:bg-sand-50">
      <input
        type="checkbox"
        className="size-4 rounded accent-trip-600"
        checked={checked}
        onChange={onChange}
      />
      <span className="flex-1">{label}</span>
      {hint && <span className="text-xs text-stone-500">{hint}</span>}
    </label>
  );
}
