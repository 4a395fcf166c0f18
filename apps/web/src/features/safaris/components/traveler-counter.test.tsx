import type { TravelerCounts } from '@dala/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TravelerCounter } from './traveler-counter';

function Harness({ maxSeats, initial }: { maxSeats?: number; initial: TravelerCounts }) {
  const [value, setValue] = useState(initial);
  return <TravelerCounter value={value} onChange={setValue} maxSeats={maxSeats} />;
}

describe('TravelerCounter', () => {
  it('never goes below 1 adult or 0 children/infants', async () => {
    render(<Harness initial={{ adults: 1, children: 0, infants: 0 }} />);
    expect(screen.getByRole('button', { name: 'Fewer adults' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fewer children' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fewer infants' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'More adults' }));
    expect(screen.getByRole('group', { name: 'Adults' })).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Fewer adults' })).toBeEnabled();
  });

  it('caps adults + children at the seats left, but infants take no seat', async () => {
    render(<Harness maxSeats={3} initial={{ adults: 2, children: 0, infants: 0 }} />);
    await userEvent.click(screen.getByRole('button', { name: 'More children' }));
    expect(screen.getByRole('button', { name: 'More adults' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More children' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'More infants' }));
    await userEvent.click(screen.getByRole('button', { name: 'More infants' }));
    expect(screen.getByRole('group', { name: 'Infants' })).toHaveTextContent('2');
    expect(screen.getByText('Under 2 · travel free')).toBeInTheDocument();
  });
});
