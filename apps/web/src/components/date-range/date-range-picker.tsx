import {
  applyCalendarClick,
  beforeDay,
  clampRangeLength,
  daysStartingToday,
  daysUpToToday,
  formatDateRange,
  parseTypedDateRange,
  presetRanges,
  rangeLengthDays,
  RANGE_LENGTH_MAX,
  settleSelection,
  trimRange,
  WEEK_STARTS_ON,
  type CalendarSelection,
  type DateRangeValue,
} from '@dala/shared';
import { addYears, differenceInCalendarDays, isSameDay, startOfDay } from 'date-fns';
import { useEffect, useId, useMemo, useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { useTranslation } from 'react-i18next';

/** Calendar bound ahead of today (spec §5: 20 years). */
const YEARS_AHEAD = 20;

function useIsWide(): boolean {
  const query = '(min-width: 768px)';
  const [wide, setWide] = useState(() => typeof matchMedia !== 'undefined' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia === 'undefined') return;
    const list = matchMedia(query);
    const onChange = () => setWide(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return wide;
}

/**
 * The date range picker (spec §2, §4, §5): one month on small screens, two otherwise; minimum date
 * today; presets and the two range-length inputs; a typed field in 'dd MMM yyyy' that also accepts
 * DD-MM-YYYY / DD-Mon-YYYY ranges and reverts to the last valid range (with a warning sign) otherwise.
 * The calendar itself is react-day-picker; the selection rules are the shared pure functions.
 */
export default function DateRangePicker({
  value,
  onChange,
  onDone,
  accent = 'primary',
}: {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  onDone: () => void;
  accent?: 'primary' | 'trip';
}) {
  const id = useId();
  const today = useMemo(() => startOfDay(new Date()), []);
  const isDisabled = useMemo(() => beforeDay(today), [today]);
  const wide = useIsWide();
  const { t, i18n } = useTranslation();
  const [selection, setSelection] = useState<CalendarSelection>({ range: value, awaitingEnd: false });
  const [typed, setTyped] = useState(() => formatDateRange(value, i18n.language));
  const [invalid, setInvalid] = useState(false);
  const [month, setMonth] = useState(value.startDate);

  // Keep the typed field in step with changes made by clicks and presets (state derived while rendering).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setTyped(formatDateRange(value, i18n.language));
  }

  const apply = (range: DateRangeValue | null, awaitingEnd = false) => {
    if (!range) return;
    const trimmed = trimRange(range, isDisabled);
    if (!trimmed) return;
    const next = { range: trimmed, awaitingEnd };
    setSelection(next);
    setInvalid(false);
    onChange(settleSelection(next));
  };

  const onDayClick = (day: Date) => {
    if (isDisabled(day)) return;
    const next = applyCalendarClick(selection, day);
    apply(next.range, next.awaitingEnd);
  };

  const commitTyped = () => {
    const parsed = parseTypedDateRange(typed, today);
    const trimmed = parsed && trimRange(parsed, isDisabled);
    if (trimmed) {
      apply(trimmed);
      setMonth(trimmed.startDate);
    } else {
      // Unparseable: silently back to the last valid range, with the warning sign.
      setTyped(formatDateRange(value, i18n.language));
      setInvalid(true);
    }
  };

  const endsToday = isSameDay(value.endDate, today);
  const startsToday = isSameDay(value.startDate, today);
  const length = rangeLengthDays(value);

  const style = {
    '--rdp-accent-color': accent === 'trip' ? 'var(--color-trip-600)' : 'var(--color-primary-600)',
    '--rdp-accent-background-color': accent === 'trip' ? 'var(--color-trip-100)' : 'var(--color-primary-100)',
    '--rdp-day-width': '40px',
    '--rdp-day-height': '40px',
    '--rdp-day_button-width': '38px',
    '--rdp-day_button-height': '38px',
    '--rdp-range_middle-color': 'var(--color-stone-900)',
  } as CSSProperties;

  return (
    <div className="flex flex-col gap-4 md:flex-row">
      <div className="order-2 md:order-1 md:w-52 md:shrink-0 md:border-r md:border-sand-100 md:pr-4">
        <p className="mb-2 text-xs font-semibold tracking-wide text-stone-500 uppercase">
          {t('dateRange.quickRanges')}
        </p>
        <ul className="flex flex-wrap gap-1.5 md:flex-col md:gap-0.5">
          {presetRanges(today).map((preset) => {
            const trimmed = trimRange(preset.range, isDisabled);
            const active =
              trimmed &&
              isSameDay(trimmed.startDate, value.startDate) &&
              isSameDay(trimmed.endDate, value.endDate);
            return (
              <li key={preset.id}>
                <button
                  type="button"
                  disabled={!trimmed}
                  title={trimmed ? undefined : t('dateRange.pastDates')}
                  aria-pressed={Boolean(active)}
                  onClick={() => {
                    apply(preset.range);
                    setMonth(trimmed!.startDate);
                  }}
                  className={cn(
                    'w-full rounded-lg px-3 py-1.5 text-left text-sm transition-colors disabled:cursor-not-allowed disabled:text-stone-400 md:py-2',
                    active
                      ? accent === 'trip'
                        ? 'bg-trip-50 font-semibold text-trip-800'
                        : 'bg-primary-50 font-semibold text-primary-800'
                      : 'text-stone-700 ring-1 ring-sand-200 hover:bg-sand-50 md:ring-0',
                  )}
                >
                  {t(`dateRange.presets.${preset.id}`)}
                </button>
              </li>
            );
          })}
        </ul>
        <div className="mt-3 grid gap-2 sm:grid-cols-2 md:grid-cols-1">
          <RangeLengthInput
            label={t('dateRange.daysUpToToday')}
            value={endsToday ? length : undefined}
            onChange={(n) => apply(daysUpToToday(n, today))}
          />
          <RangeLengthInput
            label={t('dateRange.daysStartingToday')}
            value={startsToday ? length : undefined}
            onChange={(n) => {
              apply(daysStartingToday(n, today));
              setMonth(today);
            }}
          />
        </div>
      </div>

      <div className="order-1 min-w-0 flex-1 md:order-2">
        <label
          htmlFor={`${id}-typed`}
          className="mb-1 block text-xs font-semibold tracking-wide text-stone-500 uppercase"
        >
          {t('dateRange.typedLabel')}
        </label>
        <div className="relative">
          <input
            id={`${id}-typed`}
            type="text"
            inputMode="text"
            autoComplete="off"
            value={typed}
            aria-describedby={`${id}-typed-hint`}
            onChange={(e) => setTyped(e.target.value)}
            onBlur={commitTyped}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                commitTyped();
              }
            }}
            className="h-11 w-full rounded-xl border border-sand-300 bg-white px-3 pr-10 text-base text-stone-900 focus:border-primary-500 focus:ring-3 focus:ring-primary-200 focus:outline-none sm:text-sm"
          />
          {invalid && (
            <span
              role="img"
              aria-label={t('dateRange.notRecognised')}
              title={t('dateRange.notRecognised')}
              className="absolute top-1/2 right-3 -translate-y-1/2 text-base text-primary-700"
            >
              ⚠
            </span>
          )}
        </div>
        <p id={`${id}-typed-hint`} className="mt-1 text-xs text-stone-500">
          {t('dateRange.typedHint')}
        </p>
        <div className="mt-2 flex justify-center overflow-x-auto">
          <DayPicker
            mode="range"
            selected={{
              from: selection.range.startDate,
              to: selection.awaitingEnd ? undefined : selection.range.endDate,
            }}
            onSelect={(_range, triggerDate) => onDayClick(triggerDate)}
            numberOfMonths={wide ? 2 : 1}
            month={month}
            onMonthChange={setMonth}
            disabled={{ before: today }}
            startMonth={today}
            endMonth={addYears(today, YEARS_AHEAD)}
            weekStartsOn={WEEK_STARTS_ON}
            showOutsideDays={false}
            style={style}
          />
        </div>
        <div className="mt-2 flex items-center justify-between gap-3 border-t border-sand-100 pt-3">
          <p className="text-sm text-stone-600" aria-live="polite">
            {selection.awaitingEnd
              ? t('dateRange.pickLastDay')
              : t('dateRange.daysSelected', {
                  count: differenceInCalendarDays(value.endDate, value.startDate) + 1,
                })}
          </p>
          <Button variant={accent === 'trip' ? 'trip' : 'primary'} size="sm" onClick={onDone}>
            {t('dateRange.done')}
          </Button>
        </div>
      </div>
    </div>
  );
}

function RangeLengthInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | undefined;
  onChange: (days: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value === undefined ? '' : String(value));
  }
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={RANGE_LENGTH_MAX}
        value={text}
        placeholder="-"
        onChange={(e) => {
          const clamped = clampRangeLength(e.target.value);
          setText(e.target.value === '' ? '' : String(clamped));
          if (e.target.value !== '') onChange(clamped);
        }}
        className="h-9 w-20 rounded-lg border border-sand-300 bg-white px-2 text-center text-sm focus:border-primary-500 focus:ring-3 focus:ring-primary-200 focus:outline-none"
      />
      <label htmlFor={id} className="text-sm text-stone-700">
        {label}
      </label>
    </div>
  );
}
