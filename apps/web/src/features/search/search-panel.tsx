import {
  buildSearchUrl,
  canSearch,
  DEFAULT_TRAVELERS,
  defaultSearchRange,
  type DateRangeValue,
  type SearchMode,
  type TravelerCounts,
} from '@dala/shared';
import { startOfDay } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateRangeField } from '../../components/date-range/date-range-field';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { DestinationField } from './destination-field';
import { TravelerField } from './traveler-field';

const MODES = [
  { mode: 'safari', label: 'panel.safari', action: 'panel.findSafaris' },
  { mode: 'trip', label: 'panel.trips', action: 'panel.findTrips' },
] as const satisfies readonly { mode: SearchMode; label: string; action: string }[];

/**
 * The landing search panel (spec §2, §4, §5): Safari/Trips toggle starting at Safari, destination,
 * dates and travelers; the search navigates on the client with location, start_date, guests and
 * end_date when it differs from the start.
 */
export function SearchPanel({ className }: { className?: string }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [mode, setMode] = useState<SearchMode>('safari');
  const [location, setLocation] = useState('');
  // Until the traveler picks dates, each mode shows its own default (packages/shared defaultSearchDates:
  // a safari start window from the coming weekend, trips this week).
  const [pickedDates, setDates] = useState<DateRangeValue | null>(null);
  const dates = pickedDates ?? defaultSearchRange(mode, startOfDay(new Date()));
  const [travelers, setTravelers] = useState<TravelerCounts>(DEFAULT_TRAVELERS);
  const [busy, setBusy] = useState(false);
  const accent = mode === 'trip' ? 'trip' : 'primary';
  const ready = canSearch({ location, startDate: dates.startDate });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    try {
      await navigate(
        buildSearchUrl({ mode, location, startDate: dates.startDate, endDate: dates.endDate, travelers }),
      );
    } finally {
      setBusy(false);
    }
  };

  const action = MODES.find((m) => m.mode === mode)!.action;
  return (
    <form
      onSubmit={onSubmit}
      aria-label={t('panel.label')}
      data-mode={mode}
      className={cn(
        'relative rounded-2xl border border-sand-200 bg-white p-4 shadow-raised sm:p-5',
        className,
      )}
    >
      <div role="group" aria-label={t('panel.modes')} className="mb-4 inline-flex rounded-xl bg-sand-100 p-1">
        {MODES.map((m) => (
          <button
            key={m.mode}
            type="button"
            aria-pressed={mode === m.mode}
            onClick={() => setMode(m.mode)}
            className={cn(
              'rounded-lg px-4 py-2 text-sm font-semibold transition-colors',
              mode === m.mode
                ? m.mode === 'trip'
                  ? 'bg-trip-600 text-white shadow-sm'
                  : 'bg-primary-700 text-white shadow-sm'
                : 'text-stone-600 hover:text-stone-900',
            )}
          >
            {t(m.label)}
          </button>
        ))}
      </div>
      <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-[1.4fr_1.3fr_1fr_auto] lg:items-end">
        <DestinationField value={location} onChange={setLocation} accent={accent} mode={mode} />
        <DateRangeField value={dates} onChange={setDates} accent={accent} />
        <TravelerField value={travelers} onChange={setTravelers} accent={accent} />
        <button
          type="submit"
          disabled={!ready || busy}
          aria-busy={busy || undefined}
          className={cn(
            'inline-flex h-12 items-center justify-center gap-2 rounded-xl px-6 text-base font-semibold text-white shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-55 sm:text-sm',
            mode === 'trip' ? 'bg-trip-600 hover:bg-trip-700' : 'bg-primary-700 hover:bg-primary-800',
          )}
        >
          {busy ? <Spinner className="size-4" /> : <SearchIcon className="size-5" />}
          {busy ? t('panel.searching') : t(action)}
        </button>
      </div>
    </form>
  );
}

function SearchIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={className}
    >
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2" strokeLinecap="round" />
    </svg>
  );
}
