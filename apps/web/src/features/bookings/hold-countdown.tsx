import { HOLD_MINUTES } from '@dala/shared';
import { Trans, useTranslation } from 'react-i18next';
import { HoldCountdownPanel, TIMER_CLASS } from '../../components/hold-countdown-panel';
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
  return (
    <HoldCountdownPanel
      msLeft={left}
      tone="safari"
      ended={t('hold.expired')}
      running={
        <Trans
          t={t}
          i18nKey="hold.heldFor"
          values={{ time: formatCountdown(left) }}
          components={{ timer: <span className={TIMER_CLASS} data-testid="hold-countdown" role="timer" /> }}
        />
      }
      note={left <= 0 ? t('hold.released') : t('hold.completeWithin', { minutes: HOLD_MINUTES })}
    />
  );
}
