import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { durationParts } from './trip-format';

/** '6 h 30 min', '45 min', '7 h'. */
export function useDurationText() {
  const { t } = useTranslation('transport');
  return (minutes: number) => {
    const { hours, minutes: rest } = durationParts(minutes);
    if (hours === 0) return t('travel.durationMinutes', { minutes: rest });
    if (rest === 0) return t('travel.durationHours', { hours });
    return t('travel.duration', { hours, minutes: rest });
  };
}

export function TripDuration({ minutes, className }: { minutes: number; className?: string }) {
  const durationText = useDurationText();
  return <span className={cn('whitespace-nowrap', className)}>{durationText(minutes)}</span>;
}

/** A small teal bus, the mark of trips next to headings. */
export function BusIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden
    >
      <rect x="4" y="3" width="16" height="15" rx="3" />
      <path d="M4 11h16M8 18v2.5M16 18v2.5" strokeLinecap="round" />
      <circle cx="8" cy="14.5" r="1" fill="currentColor" />
      <circle cx="16" cy="14.5" r="1" fill="currentColor" />
    </svg>
  );
}
