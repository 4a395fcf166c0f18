import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Days and hours (minutes in the last hour) until `startsAt`; 'under way' once it has started. */
export function countdownParts(
  startsAt: string,
  now: number,
): { days: number; hours: number; minutes: number } | null {
  const left = new Date(startsAt).getTime() - now;
  if (!(left > 0)) return null;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.ceil((left % HOUR) / MINUTE),
  };
}

/** A live countdown to a departure, refreshed every minute, read out politely when it changes. */
export function Countdown({ startsAt }: { startsAt: string }) {
  const { t } = useTranslation('dashboard');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  const parts = countdownParts(startsAt, now);
  let text: string;
  if (!parts) text = t('next.underWay');
  else if (parts.days > 0)
    text = t('next.inDaysHours', {
      days: t('next.days', { count: parts.days }),
      hours: t('next.hours', { count: parts.hours }),
    });
  else if (parts.hours > 0) text = t('next.inHours', { hours: t('next.hours', { count: parts.hours }) });
  else text = t('next.inMinutes', { count: parts.minutes });
  return (
    <p className="text-2xl font-bold tracking-tight text-primary-800" aria-live="polite">
      {text}
    </p>
  );
}
