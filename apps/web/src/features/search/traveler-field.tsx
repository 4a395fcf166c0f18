import { stepTravelers, totalTravelers, TRAVELER_MINIMUMS, type TravelerCounts } from '@dala/shared';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { useDismiss } from '../../components/ui/use-dismiss';

const ROWS = ['adults', 'children', 'infants'] as const satisfies readonly (keyof TravelerCounts)[];

export function UsersIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      className={className}
    >
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.6-3.6 3.3-5.5 6.5-5.5s5.9 1.9 6.5 5.5" strokeLinecap="round" />
      <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.8c1.6.7 2.7 2.4 3 5.2" strokeLinecap="round" />
    </svg>
  );
}

/** The traveler counter (spec §2, §5, §9): adults ≥ 1, children and infants ≥ 0, no maximum. */
export function TravelerField({
  value,
  onChange,
  accent,
}: {
  value: TravelerCounts;
  onChange: (value: TravelerCounts) => void;
  accent: 'primary' | 'trip';
}) {
  const { t } = useTranslation('search');
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, ref);
  const label = t('travelers.value', { count: totalTravelers(value) });

  return (
    <div ref={ref} className="relative">
      <span
        id={`${id}-label`}
        className="mb-1 block text-xs font-semibold tracking-wide text-stone-500 uppercase"
      >
        {t('travelers.label')}
      </span>
      <button
        type="button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          'flex h-12 w-full items-center gap-2.5 rounded-xl border border-sand-300 bg-white px-3 text-left text-base font-medium text-stone-900 focus:ring-3 focus:outline-none sm:text-sm',
          accent === 'trip'
            ? 'focus:border-trip-500 focus:ring-trip-200'
            : 'focus:border-primary-500 focus:ring-primary-200',
        )}
      >
        <UsersIcon
          className={cn('size-5 shrink-0', accent === 'trip' ? 'text-trip-600' : 'text-primary-600')}
        />
        <span id={`${id}-value`}>{label}</span>
      </button>
      {open && (
        <div
          id={`${id}-panel`}
          role="group"
          aria-label={t('travelers.panel')}
          className="absolute right-0 z-30 mt-2 w-full min-w-72 rounded-xl border border-sand-200 bg-white p-4 shadow-raised"
        >
          {ROWS.map((row) => {
            const count = value[row];
            const atMin = count <= TRAVELER_MINIMUMS[row];
            return (
              <div
                key={row}
                className="flex items-center justify-between gap-4 py-2.5 not-last:border-b not-last:border-sand-100"
              >
                <div>
                  <p className="text-sm font-semibold text-stone-900">{t(`travelers.${row}.title`)}</p>
                  <p className="text-xs text-stone-500">{t(`travelers.${row}.hint`)}</p>
                </div>
                <div className="flex items-center gap-3">
                  <StepButton
                    label={t(`travelers.${row}.remove`)}
                    disabled={atMin}
                    onClick={() => onChange(stepTravelers(value, row, -1))}
                  >
                    −
                  </StepButton>
                  <span
                    className="w-6 text-center text-base font-semibold tabular-nums"
                    aria-live="polite"
                    aria-label={t(`travelers.${row}.count`, { count })}
                  >
                    {count}
                  </span>
                  <StepButton
                    label={t(`travelers.${row}.add`)}
                    onClick={() => onChange(stepTravelers(value, row, 1))}
                  >
                    +
                  </StepButton>
                </div>
              </div>
            );
          })}
          <p className="mt-2 text-xs text-stone-500">{t('travelers.infantsNote')}</p>
        </div>
      )}
    </div>
  );
}

function StepButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-9 place-items-center rounded-full border border-sand-300 text-lg leading-none text-stone-700 transition-colors hover:border-stone-400 hover:bg-sand-50 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <span aria-hidden>{children}</span>
    </button>
  );
}
