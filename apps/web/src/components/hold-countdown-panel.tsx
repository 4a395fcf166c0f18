import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** 'mm:ss' of a countdown, as the panel's `timer` slot shows it. */
export const TIMER_CLASS = 'font-mono text-base font-bold tabular-nums';

/**
 * The panel of a seat hold counting down (a safari's hold, a trip's seats): calm while it lasts, urgent
 * in the last two minutes, red once it has ended. The texts are the caller's (each feature words its own
 * hold); `running` holds the countdown itself (`role="timer"`, see TIMER_CLASS).
 */
export function HoldCountdownPanel({
  msLeft,
  tone,
  running,
  ended,
  note,
}: {
  msLeft: number;
  /** The calm colour: a safari's acacia or a trip's teal. */
  tone: 'safari' | 'trip';
  running: ReactNode;
  ended: ReactNode;
  note: ReactNode;
}) {
  const expired = msLeft <= 0;
  const urgent = msLeft > 0 && msLeft <= 2 * 60_000;
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-xl px-4 py-3 ring-1 ring-inset',
        expired
          ? 'bg-red-50 text-red-800 ring-red-200'
          : urgent
            ? 'bg-primary-100 text-primary-900 ring-primary-300'
            : tone === 'trip'
              ? 'bg-trip-50 text-trip-900 ring-trip-200'
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
        {expired ? <p className="font-semibold">{ended}</p> : <p>{running}</p>}
        <p className="text-xs opacity-80">{note}</p>
      </div>
    </div>
  );
}
