import { cn } from '../../../lib/cn';

/**
 * The pictures of a seat layout, drawn from above with the front at the top (decorative: every cell
 * carries its meaning in its accessible name). Colours come from the caller's classes: `fill-…` and
 * `stroke-…` on the seat, `currentColor` elsewhere.
 */

/** A seat seen from above: the cushion, the armrests and the backrest at the back (the bottom). */
export function SeatShape({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden className={cn('absolute inset-0 size-full', className)}>
      <rect x="3" y="9" width="5" height="22" rx="2.5" strokeWidth="1.5" />
      <rect x="32" y="9" width="5" height="22" rx="2.5" strokeWidth="1.5" />
      <rect x="8" y="3" width="24" height="27" rx="6" strokeWidth="1.5" />
      <rect x="6" y="30" width="28" height="7" rx="3" strokeWidth="1.5" />
    </svg>
  );
}

/** The driver's place: a steering wheel. */
export function SteeringWheelIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      className={className}
    >
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="2.2" />
      <path d="M3.5 10.5h6.3M14.2 10.5h6.3M12 14.2V21" strokeLinecap="round" />
    </svg>
  );
}

/** The passenger door: an open door with an arrow out. */
export function DoorIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      className={className}
    >
      <path
        d="M5 21V4.5a1 1 0 0 1 1.2-1l7 1.5a1 1 0 0 1 .8 1V21M3 21h18"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M17 9v6M17 15l-2-2M17 15l2-2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="11" cy="13" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

/** The aisle: a walkway arrow towards the front. */
export function AisleIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      className={className}
    >
      <path d="M12 20V5M8 9l4-4 4 4" strokeLinecap="round" strokeLinejoin="round" strokeDasharray="2.5 2.5" />
    </svg>
  );
}

export function CheckIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      className={className}
    >
      <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function CrossIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      className={className}
    >
      <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" strokeLinecap="round" />
    </svg>
  );
}

/** "Front": an arrow pointing up, the way the vehicle drives. */
export function FrontArrowIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={className}
    >
      <path d="M8 13V3M4 7l4-4 4 4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
