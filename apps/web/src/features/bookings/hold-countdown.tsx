import { HOLD_MINUTES } from '@dala/shared';
import { Trans, useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { formatCountdown } from '../../lib/format';

/** Milliseconds left on a hold (0 when expired or unknown). */
export function holdMsLeft(expiresAt: string | null, now: number): number {
  if (!expiresAt) return 0;
  const end = Date.parse(expiresAt);
  return Number.isFinite(end) ? Math.max(0, end - now) : 0;
}

/** The visible 15-minute seat hold: 'mm:ss' counting down, urgent in the last two minutes. */
export function HoldCountdown({ msLeft: left }: { msLeft: number }) {
  const { t } = useTranslation('bookings');
  const expired = left <= 0;
  const urgent = left > 0 && left <= 2 * 60_000;
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-xl px-4 py-3 ring-1 ring-inset',
        expired
          ? 'bg-red-50 text-red-800 ring-red-200'
          : urgent
            ? 'bg-primary-100 text-primary-900 ring-primary-300'
            : 'bg-acacia-50 text-acacia-900 ring-acacia-200',
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden
      >
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2.5 2.5M9.5 2.5h5" strokeLinecap="round" />
      </svg>
      <div className="min-w-0 text-sm">
        {expired ? (
          <p className="font-semibold">{t('hold.expired')}</p>
        ) : (
          <p>
            <Trans
              t={t}
              i18nKey="hold.heldFor"
              values={{ time: formatCountdown(left) }}
              components={{
                timer: (
                  <span
                    className="font-mono text-base font-bold tabular-nums"
                    data-testid="hold-countdown"
                    role="timer"
                  />
                ),
              }}
            />
          </p>
        )}
        <p className="text-xs opacity-80">
          {expired ? t('hold.released') : t('hold.completeWithin', { minutes: HOLD_MINUTES })}
        </p>
      </div>
    </div>
  );
}
