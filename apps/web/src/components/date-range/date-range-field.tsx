import { DEFAULT_STAY_DAYS, formatDateRange, type DateRangeValue } from '@dala/shared';
import { addDays, startOfDay } from 'date-fns';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Skeleton } from '../ui/skeleton';
import { useDismiss } from '../ui/use-dismiss';
import { cn } from '../../lib/cn';
import { useTranslation } from 'react-i18next';

// The calendar (react-day-picker and its styles) loads only when a traveler opens the field.
const DateRangePicker = lazy(() => import('./date-range-picker'));

/** Today to the default stay after it (spec §9: default stay 5 days). */
export function defaultDateRange(today = startOfDay(new Date())): DateRangeValue {
  return { startDate: today, endDate: addDays(today, DEFAULT_STAY_DAYS) };
}

export function CalendarIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      className={className}
    >
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The date range field of the search panel: shows the range as 'dd MMM yyyy' and opens the calendar
 * popover (closes on outside click and Escape). The popover is positioned against the nearest
 * positioned ancestor, so a panel can give it its full width.
 */
export function DateRangeField({
  value,
  onChange,
  accent = 'primary',
  label,
}: {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  accent?: 'primary' | 'trip';
  label?: string;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, ref);

  return (
    <div ref={ref}>
      <span
        id={`${id}-label`}
        className="mb-1 block text-xs font-semibold tracking-wide text-stone-500 uppercase"
      >
        {label ?? t('dateRange.label')}
      </span>
      <button
        type="button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((o) => !o)}
        className={cn(
          'flex h-12 w-full items-center gap-2.5 rounded-xl border border-sand-300 bg-white px-3 text-left text-base font-medium text-stone-900 focus:ring-3 focus:outline-none sm:text-sm',
          accent === 'trip'
            ? 'focus:border-trip-500 focus:ring-trip-200'
            : 'focus:border-primary-500 focus:ring-primary-200',
        )}
      >
        <CalendarIcon
          className={cn('size-5 shrink-0', accent === 'trip' ? 'text-trip-600' : 'text-primary-600')}
        />
        <span id={`${id}-value`} className="truncate">
          {formatDateRange(value, i18n.language)}
        </span>
      </button>
      {open && (
        <div
          role="dialog"
          aria-label={t('dateRange.chooseDates')}
          className="absolute inset-x-0 top-full z-30 mt-2 rounded-2xl border border-sand-200 bg-white p-3 shadow-raised sm:p-4"
        >
          <Suspense
            fallback={
              <div className="grid gap-3 p-2" aria-busy="true">
                <Skeleton className="h-10" />
                <Skeleton className="h-72" />
              </div>
            }
          >
            <DateRangePicker value={value} onChange={onChange} onDone={close} accent={accent} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
