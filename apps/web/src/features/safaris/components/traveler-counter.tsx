import { stepTravelers, type TravelerCounts } from '@dala/shared';
import { useTranslation } from 'react-i18next';

/** Each row's texts (safaris namespace, `travelers.*`). */
const ROWS = [
  { key: 'adults', label: 'adults', hint: 'adultsHint', fewer: 'fewerAdults', more: 'moreAdults' },
  { key: 'children', label: 'children', hint: 'childrenHint', fewer: 'fewerChildren', more: 'moreChildren' },
  { key: 'infants', label: 'infants', hint: 'infantsHint', fewer: 'fewerInfants', more: 'moreInfants' },
] as const;

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
  const { t } = useTranslation('safaris');
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
                {t(`travelers.${row.label}`)}
              </p>
              <p className="text-xs text-stone-500">{t(`travelers.${row.hint}`)}</p>
            </div>
            <div className="flex items-center gap-2" role="group" aria-labelledby={`travelers-${row.key}`}>
              <button
                type="button"
                className="flex size-9 items-center justify-center rounded-full text-lg font-semibold text-stone-700 ring-1 ring-sand-300 ring-inset hover:bg-sand-100 disabled:opacity-40"
                aria-label={t(`travelers.${row.fewer}`)}
                disabled={atMin}
                onClick={() => onChange(stepTravelers(value, row.key, -1))}
              >
                {t('travelers.minus')}
              </button>
              <output className="w-6 text-center font-semibold tabular-nums" aria-live="polite">
                {count}
              </output>
              <button
                type="button"
                className="flex size-9 items-center justify-center rounded-full text-lg font-semibold text-stone-700 ring-1 ring-sand-300 ring-inset hover:bg-sand-100 disabled:opacity-40"
                aria-label={t(`travelers.${row.more}`)}
                disabled={atMax}
                onClick={() => onChange(stepTravelers(value, row.key, 1))}
              >
                {t('travelers.plus')}
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
