import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { DealCodeField } from './deal-code-field';

describe('DealCodeField', () => {
  it('applies a code the quote accepts, upper-cased, and says which deal applied', async () => {
    const check = vi.fn(async () => ({}));
    const onApply = vi.fn();
    const { rerender } = render(
      <DealCodeField applied={null} appliedTitle={null} check={check} onApply={onApply} />,
    );
    await userEvent.type(screen.getByLabelText('Deal code'), 'kilele10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(check).toHaveBeenCalledWith('KILELE10');
    expect(onApply).toHaveBeenCalledWith('KILELE10');
    rerender(
      <DealCodeField applied="KILELE10" appliedTitle="Kilele welcome" check={check} onApply={onApply} />,
    );
    expect(screen.getByText('Kilele welcome applied')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onApply).toHaveBeenLastCalledWith(null);
  });

  it("shows the quote's message under the field for an unusable code and does not apply it", async () => {
    const check = vi.fn(async () => {
      throw new ApiRequestError('This code has expired', 400, {
        detail: 'This code has expired',
        code: 'validation_error',
        fields: { deal_code: ['This code has expired'] },
      });
    });
    const onApply = vi.fn();
    render(<DealCodeField applied={null} appliedTitle={null} check={check} onApply={onApply} />);
    await userEvent.type(screen.getByLabelText('Deal code'), 'OLD');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired');
    expect(screen.getByLabelText('Deal code')).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();
  });
});
