import { stepTravelers, type TravelerCounts } from '@dala/shared';

const ROWS: { key: keyof TravelerCounts; label: string; hint: string }[] = [
  { key: 'adults', label: 'Adults', hint: 'Age 13 or above' },
  { key: 'children', label: 'Children', hint: 'Age 2–12' },
  { key: 'infants', label: 'Infants', hint: 'Under 2 · travel free' },
];

/**
 * Adults (min 1), children and infants (min 0). `maxSeats` caps adults + children (infants sit on a
 * lap and take no seat).
 */
export function TravelerCounter({
  value,
  onChange,
  maxSeats,
}: {
  value: TravelerCounts;
  onChange: (next: TravelerCounts) => void;
  maxSeats?: number | null;
}) {
  const seats = value.adults + value.children;
  return (
    <div className="divide-y divide-sand-200">
      {ROWS.map((row) => {
        const count = value[row.key];
        const atMin = count <= (row.key === 'adults' ? 1 : 0);
        const atMax = row.key !== 'infants' && maxSeats != null && seats >= maxSeats;
        return (
          <div key={row.key} className="flex items-center justify-between gap-3 py-2.5">
            <div>
              <p className="text-sm font-semibold text-stone-900" id={`travelers-${row.key}`}>
                {row.label}
              </p>
              <p className="text-xs text-stone-500">{row.hint}</p>
            </div>
            <div className="flex items-center gap-2" role="group" aria-labelledby={`travelers-${row.key}`}>
              <button
                type="button"
                className="flex size-9 items-center justify-center rounded-full text-lg font-semibold text-stone-700 ring-1 ring-sand-300 ring-inset hover:bg-sand-100 disabled:opacity-40"
                aria-label={`Fewer ${row.label.toLowerCase()}`}
                disabled={atMin}
                onClick={() => onChange(stepTravelers(value, row.key, -1))}
              >
                −
              </button>
              <output className="w-6 text-center font-semibold tabular-nums" aria-live="polite">
                {count}
              </output>
              <button
                type="button"
                className="flex size-9 items-center justify-center rounded-full text-lg font-semibold text-stone-700 ring-1 ring-sand-300 ring-inset hover:bg-sand-100 disabled:opacity-40"
                aria-label={`More ${row.label.toLowerCase()}`}
                disabled={atMax}
                onClick={() => onChange(stepTravelers(value, row.key, 1))}
              >
                +
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
