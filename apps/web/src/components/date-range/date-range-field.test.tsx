import { formatDateRange } from '@dala/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, startOfDay } from 'date-fns';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DateRangeField, defaultDateRange } from './date-range-field';

function Harness() {
  const [value, setValue] = useState(defaultDateRange());
  return (
    <div>
      <p>Elsewhere</p>
      <DateRangeField value={value} onChange={setValue} />
    </div>
  );
}

const today = startOfDay(new Date());
const pad = (n: number) => String(n).padStart(2, '0');
const typed = (d: Date) => `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;

// The calendar is lazy-loaded; load its module once up front so each test waits only for React.
beforeAll(async () => {
  await import('./date-range-picker');
}, 30_000);

describe('DateRangeField', () => {
  it('shows today to 5 days later by default and opens the lazy calendar', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: /Dates/ });
    expect(trigger).toHaveTextContent(formatDateRange({ startDate: today, endDate: addDays(today, 5) }));
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
    expect(await within(dialog).findByRole('grid')).toBeInTheDocument();
    // Past presets are disabled (the minimum date is today); Today is available.
    expect(within(dialog).getByRole('button', { name: 'Yesterday' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Last Month' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Today' }));
    expect(trigger.textContent).toBe(formatDateRange({ startDate: today, endDate: today }));
  }, 15_000);

  it('accepts a typed range, and reverts silently with a warning sign on nonsense', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: /Dates/ });
    await user.click(trigger);
    const field = await screen.findByLabelText('Dates (dd MMM yyyy)');
    const start = addDays(today, 10);
    const end = addDays(today, 3);
    await user.clear(field);
    await user.type(field, `${typed(start)} to ${typed(end)}{Enter}`);
    // Reversed on purpose: the range is swapped.
    const expected = formatDateRange({ startDate: end, endDate: start });
    expect(field).toHaveValue(expected);
    expect(trigger).toHaveTextContent(expected);

    await user.clear(field);
    await user.type(field, 'next tuesday{Enter}');
    expect(field).toHaveValue(expected);
    expect(screen.getByRole('img', { name: /Date not recognised/ })).toBeInTheDocument();
  }, 15_000);

  it('closes on an outside click and on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Dates/ }));
    await screen.findByRole('dialog');
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Dates/ }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
