import { toIsoDate } from '@dala/shared';
import type { CSSProperties, ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { WEEK_ROW_PX } from './calendar-size';

const dayPickerTheme = {
  '--rdp-accent-color': 'var(--color-primary-600)',
  '--rdp-accent-background-color': 'var(--color-primary-100)',
  '--rdp-day-height': `${WEEK_ROW_PX}px`,
  '--rdp-day-width': `${WEEK_ROW_PX}px`,
  '--rdp-day_button-height': `${WEEK_ROW_PX - 2}px`,
  '--rdp-day_button-width': `${WEEK_ROW_PX - 2}px`,
  '--rdp-today-color': 'var(--color-primary-700)',
} as CSSProperties;

/**
 * The start-date calendar of a private safari's booking box (react-day-picker and its styles: their
 * own chunk, which booking-panel.tsx loads after the page has rendered).
 */
export default function PrivateDatePicker({
  selected,
  earliest,
  lastDay,
  unavailable,
  onSelect,
  footer,
}: {
  selected: Date | undefined;
  earliest: Date | null;
  lastDay: Date | null;
  /** ISO dates that cannot start a trip. */
  unavailable: ReadonlySet<string>;
  onSelect: (day: Date | undefined) => void;
  footer: ReactNode;
}) {
  return (
    <DayPicker
      style={dayPickerTheme}
      mode="single"
      selected={selected}
      defaultMonth={selected ?? earliest ?? undefined}
      startMonth={earliest ?? undefined}
      endMonth={lastDay ?? undefined}
      onSelect={onSelect}
      disabled={[
        ...(earliest ? [{ before: earliest }] : []),
        ...(lastDay ? [{ after: lastDay }] : []),
        (day: Date) => unavailable.has(toIsoDate(day)),
      ]}
      footer={footer}
    />
  );
}
